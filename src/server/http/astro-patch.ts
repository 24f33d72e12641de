/**
 * Build steps (Vite plugins) that rewrite one function of Astro's own code in the
 * server bundle, for work Astro repeats on every render and has no option to avoid
 * (src/server/http/csp-digest-memo.ts, src/server/http/page-module-memo.ts).
 *
 * Each rewrite is a plain text replacement of a function as Astro ships it. The
 * build fails when the module is found and the text is not, or when the server
 * bundle was built without the module: an Astro upgrade that moves the code must
 * be looked at, not silently leave the site slower.
 */
import type { Plugin } from 'vite';

export interface AstroPatch {
  /** Plugin name, `amcm:…`. */
  name: string;
  /** The module's path inside the astro package, e.g. `dist/core/encryption.js`. */
  file: string;
  /** The module's source rewritten; undefined when the expected text is missing. */
  rewrite: (code: string) => string | undefined;
  /** The file that explains the patch, named in the build error. */
  explainedIn: string;
}

/** Replaces `original` with `replacement` in `code`; undefined when `original` is not there once. */
export function replaceOnce(code: string, original: string, replacement: string): string | undefined {
  const at = code.indexOf(original);
  if (at < 0 || code.indexOf(original, at + 1) >= 0) return undefined;
  return code.slice(0, at) + replacement + code.slice(at + original.length);
}

export function astroPatchPlugin(patch: AstroPatch): Plugin {
  const path = new RegExp(`[\\\\/]astro[\\\\/]${patch.file.split('/').map((part) => part.replace(/[.]/g, '\\.')).join('[\\\\/]')}$`);
  let patched = false;
  return {
    name: patch.name,
    enforce: 'pre',
    transform(code, id) {
      if (!path.test(id.split('?')[0] ?? id)) return undefined;
      const out = patch.rewrite(code);
      if (!out) this.error(`${patch.name}: the code to rewrite was not found in ${id}; Astro changed, see ${patch.explainedIn}`);
      patched = true;
      return { code: out, map: null };
    },
    generateBundle() {
      const ssr = (this.environment as { config?: { consumer?: string } } | undefined)?.config?.consumer === 'server';
      if (ssr && !patched) this.error(`${patch.name}: the server bundle was built without astro/${patch.file}; see ${patch.explainedIn}`);
    },
  };
}
