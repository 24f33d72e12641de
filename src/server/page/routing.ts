/**
 * Resolves a menu-driven path (SPEC §2 "Menu-driven routes") to what the page
 * route does: render a page, redirect (external items, sub-page parents), or 404.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import { moduleQuery } from '#src/lib/module-query.ts';
import { pageUrl } from '#src/lib/paths.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import type { Page } from './contract.ts';
import { normalizePath, type PageSite } from './menu-tree.ts';
import { previewRequestFrom } from './preview-request.ts';

export type RouteResult =
  | { kind: 'page'; page: Page; query: Record<string, string> }
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | { kind: 'not-found' };

/**
 * The path is looked up once in the tree the middleware already loaded (the
 * site context); the node found is what the page is read from.
 */
export async function resolvePageRoute(site: PageSite, lang: Language, rawPath: string, url: URL): Promise<RouteResult> {
  const { tree } = site;
  const path = normalizePath(rawPath);
  const preview = previewRequestFrom(url);
  // A draft item is off the tree; a valid preview of its page still opens it at its path.
  const node = tree.byPath.get(path) ?? (preview.preview ? await site.draftNode?.(path, preview) : undefined);
  if (!node) {
    const external = [...tree.byId.values()].find((n) => n.url && n.path === path);
    if (external?.url) return { kind: 'redirect', location: external.url, status: 302 };
    // A page that moved in the back office: its old path leads to where it is now, in the same language.
    const moved = tree.redirects?.get(path);
    return moved !== undefined && tree.byPath.has(moved) ? { kind: 'redirect', location: pageUrl(lang, moved) + url.search, status: 301 } : { kind: 'not-found' };
  }
  if (node.page?.template === 'sub-pages') {
    const first = node.childrens.find((c) => c.showInMenu) ?? node.childrens[0];
    if (first) return { kind: 'redirect', location: first.url ?? pageUrl(lang, first.path) + url.search, status: 302 };
  }
  try {
    const page = await site.pageOfNode(node, preview);
    return { kind: 'page', page, query: { ...Object.fromEntries(url.searchParams), ...moduleQuery(path, page.subSlug) } };
  } catch (err) {
    if (err instanceof NotFoundError) return { kind: 'not-found' };
    throw err;
  }
}
