/**
 * The loader of every menu-driven page and named route (SPEC §2): resolves the
 * path once, runs the page module's loader, and returns what the route needs to
 * set the status, redirects and cache headers before rendering.
 */
import type { Queryable } from '#src/server/db/open.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { cachedByRevision } from '#src/server/cache/revision.ts';
import { getModuleCats } from '#src/features/entries/module-cats.ts';
import type { Translator } from '#src/i18n/index.ts';
import { LANGUAGE_CODES, type Language } from '#src/lib/i18n/languages.ts';
import type { Page } from './contract.ts';
import type { PageStyle } from './page-styles.ts';
import { view, type AnyPageModule, type CacheHint, type Loaded, type LoadContext, type ModelView } from './page-module.ts';
import { resolvePageRoute } from './routing.ts';
import type { SiteContext } from './service.ts';

/** SPEC §4: groups of the side navigation collapse to this many items unless the module category says otherwise. */
export const DEFAULT_AUTO_HIDE = 5;

export interface RequestContext {
  db: Queryable;
  lang: Language;
  t: Translator;
  site: SiteContext;
  url: URL;
}

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
  return { kind: 'page', page, module, autoHideCount: await autoHideCountOf(request, page), cache, contentFallback };
}

/** The whole answer of a menu path: redirect, 404, or the page with its module's model. */
export async function loadMenuPage(request: RequestContext, modules: ModuleLookup, rawPath: string): Promise<PageLoadResult> {
  const route = await resolvePageRoute(request.db, request.site.tree, request.lang, rawPath, request.url);
  if (route.kind !== 'page') return route;
  return loadModulePage(request, modules, route.page, route.query);
}

/** The category's count, read once per content revision (a minute at most) rather than on every render of its pages. */
async function autoHideCountOf(request: RequestContext, page: Page): Promise<number> {
  const { module, moduleCat } = page;
  if (!module || !moduleCat) return DEFAULT_AUTO_HIDE;
  return cachedByRevision(
    request.db,
    `auto-hide:${request.lang}:${module}:${moduleCat}`,
    async () => {
      try {
        const [cat] = await getModuleCats(request.db, request.lang, { module, slug: moduleCat });
        return cat?.autoHideCount ?? DEFAULT_AUTO_HIDE;
      } catch (err) {
        // A page may name a category that is not (or no longer) there: the default count.
        if (err instanceof NotFoundError) return DEFAULT_AUTO_HIDE;
        throw err;
      }
    },
    { maxAgeMs: 60_000, maxEntries: 512 },
  );
}

export interface GenericPageModel {
  /** The page's HTML, sanitised by the page service; null when it has none. */
  content: string | null;
  /** The language of a text shown in another language (Portuguese falls back to English), for WCAG 3.1.2. */
  textLang: string | undefined;
}

/** `generic-page`: the page's own content, already read with the page; nothing more to load. */
export async function loadGenericPage({ page, lang }: LoadContext): Promise<Loaded<GenericPageModel>> {
  return view({ content: page.content, textLang: page.lang !== lang ? LANGUAGE_CODES[page.lang].htmlLang : undefined }, { cache: { tags: ['pages'] } });
}
