/**
 * The stylesheets a page inlines in its <head> (docs/decisions/0009-page-css.md):
 * only the CSS of the templates the page renders, each declared by its feature
 * (`styles.ts`) from a `?inline` import, after the shell's site.css, which stays
 * one linked file (src/styles/styles.ts). Inlined, the templates' CSS adds no
 * request before the first paint; declared per template, the rates page never
 * carries the coin shop's rules.
 *
 * The CSP allows each one by its SHA-256 hash, computed once when the feature
 * module loads (never per render: Astro's own inlining hashes every inlined
 * sheet on every render), and added to the page's policy with
 * `Astro.csp.insertStyleHash`.
 */
import { cspHash } from '#src/server/http/csp-hash.ts';

export interface PageStyle {
  /** Where it comes from, for tests and debugging (e.g. `rates`). */
  readonly name: string;
  readonly css: string;
  /** The CSP source expression without quotes: `sha256-…`. */
  readonly hash: `sha256-${string}`;
}

/** A stylesheet to inline, with its CSP hash. Call it at module level, so it hashes once per process. */
export function pageStyle(name: string, css: string): PageStyle {
  return { name, css, hash: cspHash(css) };
}

/** The stylesheets in order, each once (a form kit shared by two templates is inlined once, where it first comes). */
export function uniqueStyles(...lists: ReadonlyArray<readonly PageStyle[] | undefined>): PageStyle[] {
  const seen = new Set<string>();
  const out: PageStyle[] = [];
  for (const list of lists) {
    for (const style of list ?? []) {
      if (seen.has(style.hash)) continue;
      seen.add(style.hash);
      out.push(style);
    }
  }
  return out;
}
