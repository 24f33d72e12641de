/** For the tests of the Astro rewrites (astro-patch.ts): a module of Astro as installed, which the build rewrites. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The source of `file` (e.g. `dist/core/encryption.js`) inside the installed astro package. */
export async function installedAstroSource(file: string): Promise<string> {
  const astroPackage = createRequire(import.meta.url).resolve('astro/package.json');
  return readFile(join(dirname(astroPackage), file), 'utf8');
}

/**
 * Runs a piece of an Astro module's source outside the module: the code from `from` up
 * to `to` (exclusive; by default the end of the function that starts at `from`), with
 * `deps` standing in for what it uses from the rest of the module, and gives back the
 * value named `returns`. Throws when either end is not found, so a test never runs
 * less code than it names.
 */
export function runAstroCode<T>(source: string, options: { from: string; to?: string; returns: string; deps?: Record<string, unknown> }): T {
  const start = source.indexOf(options.from);
  const end = options.to === undefined ? source.indexOf('\n}\n', start) + 2 : source.indexOf(options.to, start);
  if (start < 0 || end <= start) throw new Error(`runAstroCode: "${options.from}"…"${options.to ?? '}'}" is not in the source`);
  const deps = options.deps ?? {};
  return new Function(...Object.keys(deps), `${source.slice(start, end)}\nreturn ${options.returns};`)(...Object.values(deps)) as T;
}
