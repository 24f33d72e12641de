/**
 * The loader of every menu-driven page and named route (SPEC §2): resolves the
 * path once, runs the page module's loader, and returns what the route needs to
 * set the status, redirects and cache headers before rendering.
 */
import type { Page } from './contract.ts';
import type { PageStyle } from './page-styles.ts';
import type { AnyPageModule, CacheHint, LoadContext, ModelView, RequestContext } from './page-module.ts';
import { resolvePageRoute } from './routing.ts';

/** A module's view with the model its loader returned, ready to render. */
export interface RenderedModule {
  View: ModelView<unknown>;
  model: unknown;
  /** The module's stylesheets, for the layout's head. */
  styles: readonly PageStyle[];
}

export interface PageView {
  kind: 'page';
  page: Page;
  /** null: the page has no module, or its module is not built yet (the under-construction message). */
  module: RenderedModule | null;
  /** How many items each group of the side navigation shows before "more". */
  autoHideCount: number;
  cache: CacheHint;
  /** From the module's loader: whether its content falls back to another language (undefined: the page text decides). */
  contentFallback?: boolean | undefined;
}

export type PageLoadResult = PageView | { kind: 'redirect'; location: string; status: 301 | 302 } | { kind: 'not-found' };

export type ModuleLookup = (module: string | null | undefined) => AnyPageModule | null;

/** Runs the page's module loader; a not-found or redirect from it is the page's answer. */
export async function loadModulePage(request: RequestContext, modules: ModuleLookup, page: Page, query: Record<string, string>): Promise<PageLoadResult> {
  const definition = page.template === 'section' ? null : modules(page.module);
  let module: RenderedModule | null = null;
  let cache: CacheHint = page.preview ? { noStore: true } : {};
  let contentFallback: boolean | undefined;
  if (definition) {
    const context: LoadContext = { ...request, page, query };
    const loaded = await definition.load(context);
    if (loaded.kind !== 'view') return loaded;
    // The registry pairs each view with its own loader (pageModule checks it), so the model fits the view.
    module = { View: definition.View as ModelView<unknown>, model: loaded.model, styles: definition.styles };
    if (loaded.title !== undefined) page = { ...page, title: loaded.title };
    cache = { noStore: cache.noStore || loaded.cache?.noStore, tags: loaded.cache?.tags };
    contentFallback = loaded.contentFallback;
  }
  return { kind: 'page', page, module, autoHideCount: await request.site.autoHideCount(page), cache, contentFallback };
}

/** The whole answer of a menu path: redirect, 404, or the page with its module's model. */
export async function loadMenuPage(request: RequestContext, modules: ModuleLookup, rawPath: string): Promise<PageLoadResult> {
  const route = await resolvePageRoute(request.site, request.lang, rawPath, request.url);
  if (route.kind !== 'page') return route;
  return loadModulePage(request, modules, route.page, route.query);
}
