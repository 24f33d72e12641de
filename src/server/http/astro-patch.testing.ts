/** For the tests of the Astro rewrites (astro-patch.ts): a module of Astro as installed, which the build rewrites. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The source of `file` (e.g. `dist/core/encryption.js`) inside the installed astro package. */
export async function installedAstroSource(file: string): Promise<string> {
  const astroPackage = createRequire(import.meta.url).resolve('astro/package.json');
  return readFile(join(dirname(astroPackage), file), 'utf8');
}
