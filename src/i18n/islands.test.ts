/**
 * Guards goal "islands receive only the strings they use": no code that runs in the
 * browser (islands, client scripts, <script> blocks of .astro files) may import the
 * catalogue machinery (./catalogue.ts), the site's catalogue (src/features/messages.ts) or a messages file (a feature's `messages.ts`,
 * ./common-messages.ts) as a value, directly or through other modules. Any of these
 * would put the messages of four languages into a browser chunk. Browser code may
 * import ./format.ts, and types from anywhere.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SRC = join(ROOT, 'src');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const rel = (path: string) => relative(ROOT, path);
/** The catalogue machinery, the site's catalogue (src/features/messages.ts) and every messages file: four languages of text each. */
const isForbidden = (path: string) => /^src\/(i18n\/(catalogue|common-messages)\.ts|features\/([^/]+\/)?messages\.ts)$/.test(rel(path));

/** Module specifiers a source text loads at run time (`import type` / `export type` are erased and skipped). */
function valueImports(source: string): string[] {
  const specs: string[] = [];
  for (const m of source.matchAll(/(?:^|[\n;])\s*(import|export)\s+(type\s+)?[^;'"]*?\s+from\s+['"]([^'"]+)['"]/g)) {
    if (!m[2] && m[3]) specs.push(m[3]);
  }
  for (const m of source.matchAll(/(?:^|[\n;])\s*import\s+['"]([^'"]+)['"]/g)) if (m[1]) specs.push(m[1]);
  for (const m of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) if (m[1]) specs.push(m[1]);
  return specs;
}

/** The file a specifier names inside src, or null for packages and non-code assets. */
function resolveSpec(from: string, spec: string): string | null {
  let path: string;
  if (spec.startsWith('#src/')) path = join(SRC, spec.slice('#src/'.length));
  else if (spec.startsWith('.')) path = resolve(dirname(from), spec);
  else return null;
  if (!/\.(ts|tsx|js|mjs)$/.test(path)) return null;
  return existsSync(path) ? path : null;
}

const files = walk(SRC);
const codeEntries = files.filter((f) => {
  const r = rel(f);
  if (/\.test\.tsx?$/.test(r)) return false;
  return (
    (r.startsWith('src/features/') && r.endsWith('.tsx')) ||
    (r.startsWith('src/components/') && r.endsWith('.tsx')) ||
    /^src\/features\/.+\/client[^/]*\.ts$/.test(r) ||
    /^src\/features\/.+\/client\/.+\.ts$/.test(r)
  );
});
/** `<script>` blocks of .astro files are bundled for the browser: their imports are entries too. */
const scriptEntries = files
  .filter((f) => f.endsWith('.astro'))
  .flatMap((f) => {
    const scripts = [...readFileSync(f, 'utf8').matchAll(/<script(?![^>]*is:inline)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    return scripts.flatMap((s) => valueImports(s).map((spec) => ({ from: f, file: resolveSpec(f, spec) })));
  })
  .filter((e): e is { from: string; file: string } => e.file !== null);

/** The chain of imports from an entry to a forbidden module, or null. */
function forbiddenChain(entry: string, seen = new Set<string>()): string[] | null {
  if (isForbidden(entry)) return [entry];
  if (seen.has(entry)) return null;
  seen.add(entry);
  for (const spec of valueImports(readFileSync(entry, 'utf8'))) {
    const next = resolveSpec(entry, spec);
    if (!next) continue;
    const chain = forbiddenChain(next, seen);
    if (chain) return [entry, ...chain];
  }
  return null;
}

describe('browser code does not import the message catalogue', () => {
  it('finds the islands and browser scripts it guards', () => {
    const names = [...codeEntries.map(rel), ...scriptEntries.map((e) => rel(e.file))];
    expect(names).toContain('src/features/captcha/CaptchaField.tsx');
    expect(names).toContain('src/features/news/NewsList.tsx');
    expect(names).toContain('src/features/site/client/cart.ts');
    expect(names).toContain('src/features/site/client/shell.ts');
  });

  it('reads value imports and skips type-only ones', () => {
    const source = "import type { MessageKey } from '#src/i18n/index.ts';\nimport { formatMessage } from '#src/i18n/format.ts';\nexport { t } from './index.ts';\nimport './x.css';";
    expect(valueImports(source)).toEqual(['#src/i18n/format.ts', './index.ts', './x.css']);
  });

  for (const entry of codeEntries) {
    it(`${rel(entry)} reaches no catalogue module`, () => {
      expect(forbiddenChain(entry)?.map(rel) ?? null).toBeNull();
    });
  }

  for (const { from, file } of scriptEntries) {
    it(`<script> of ${rel(from)} (${rel(file)}) reaches no catalogue module`, () => {
      expect(forbiddenChain(file)?.map(rel) ?? null).toBeNull();
    });
  }
});
