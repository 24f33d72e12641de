/**
 * The rendered HTML of shell parts that are the same on many pages (the main
 * navigation, the footer), kept per owner: the revision-cached object they are
 * rendered from (a menu tree, the footer's items). A content change loads new
 * objects, so the fragments of the old ones are no longer found and are collected
 * with them; nothing is invalidated by hand, and a fragment never outlives the
 * content it shows.
 *
 * Why (issue 17): on an uncached content page the main navigation and the footer
 * are about a third of the render (the page rendered 1.48× faster without them),
 * and they differ between pages only in which menu item is marked as current.
 */
import { setNewest } from '#src/server/cache/newest-last.ts';

/** Fragments kept per owner, least recently used dropped first: a bound on memory whatever pages are asked for. */
export const MAX_FRAGMENTS_PER_OWNER = 128;

const byOwner = new WeakMap<object, Map<string, string>>();

/** The HTML kept for `key` of `owner`, if any. */
export function cachedFragment(owner: object, key: string): string | undefined {
  const fragments = byOwner.get(owner);
  const html = fragments?.get(key);
  if (fragments && html !== undefined) setNewest(fragments, key, html);
  return html;
}

export function keepFragment(owner: object, key: string, html: string): void {
  let fragments = byOwner.get(owner);
  if (!fragments) {
    fragments = new Map();
    byOwner.set(owner, fragments);
  }
  setNewest(fragments, key, html, MAX_FRAGMENTS_PER_OWNER);
}

/** What a kept view's HTML depends on besides its owner: its props (the language, the marked items…), by name. */
export type FragmentProps = Readonly<Record<string, string | number>>;

/** The key of a view's kept HTML: its props in the order of their names, so no view spells a key of its own. */
export function fragmentKey(props: FragmentProps): string {
  return JSON.stringify(Object.keys(props).sort().map((name) => [name, props[name]]));
}

/** The HTML kept for a view of `owner` with these props, if any, and the key a new render is kept under. */
export function keptFragment(owner: object, props: FragmentProps): { key: string; html: string | undefined } {
  const key = fragmentKey(props);
  return { key, html: cachedFragment(owner, key) };
}
