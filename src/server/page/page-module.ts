/**
 * The contract between a menu-driven page and its page module (SPEC §2): the
 * route resolves the path once, calls the module's `load` before anything is
 * rendered, and sets the HTTP status, redirects and cache headers from what it
 * returns; the module's `View` then only renders the model. A view never reads
 * the database, so a page can answer 404 (an unknown id) or choose `no-store`
 * before the first byte streams.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { cachedByRevision, type RevisionCacheOptions } from '#src/server/cache/revision.ts';
import type { Page } from './contract.ts';
import type { PageSite } from './menu-tree.ts';
import type { PageStyle } from './page-styles.ts';

/**
 * What the route hands the kit for one request: the database, the request's
 * language, its URL, and the site the middleware loaded (the
 * kit reads its menu tree; a loader that needs more of the site, its settings,
 * names the site feature's `SiteContext` as `Site`).
 */
export interface RequestContext<Site extends PageSite = PageSite> {
  db: Queryable;
  lang: Language;
  site: Site;
  url: URL;
}

/** What a loader may read: the request's language, its page, the module query and the database. */
export interface LoadContext<Site extends PageSite = PageSite> extends RequestContext<Site> {
  page: Page;
  /** The page's sub-slug rule (SPEC §2) merged over the URL query. */
  query: Record<string, string>;
}

/**
 * How the answer may be cached. `tags` name the content the page was made from
 * (e.g. `entries:news`), so a render cache can drop exactly the pages a change touches.
 */
export interface CacheHint {
  noStore?: boolean;
  tags?: readonly string[];
}

export type Loaded<M> =
  | {
      kind: 'view';
      model: M;
      cache?: CacheHint;
      /** Replaces the menu page's title (e.g. a news entry's own title). */
      title?: string;
      /**
       * Whether the module's own content is shown in another language than the
       * visitor's. When given, it decides the partial-language notice instead of
       * the page text (a module page has no body of its own).
       */
      contentFallback?: boolean;
    }
  | { kind: 'not-found' }
  | { kind: 'redirect'; location: string; status: 301 | 302 };

export const view = <M>(model: M, options: { cache?: CacheHint; title?: string; contentFallback?: boolean } = {}): Loaded<M> => ({ kind: 'view', model, ...options });
export const notFound = (): Loaded<never> => ({ kind: 'not-found' });
export const redirect = (location: string, status: 301 | 302 = 302): Loaded<never> => ({ kind: 'redirect', location, status });

export type Loader<M> = (context: LoadContext) => Promise<Loaded<M>>;

/** The default of `cachedLoader`: a minute at most (see below), 256 URLs a loader. */
const LOADER_CACHE: RevisionCacheOptions = { maxAgeMs: 60_000, maxEntries: 256 };

/**
 * Wraps a loader whose answer depends only on the language, the page and its URL
 * (the same for every visitor: a rates table, a news list), so that its model is
 * read once per content revision (any write moves it) and at most a minute
 * (publication dates and notices turn with time, with no write), per URL. Previews
 * are always loaded afresh. The render cache keeps whole pages; this keeps the data
 * of pages it does not hold (another query string, another encoding, a full cache).
 */
export function cachedLoader<M>(name: string, load: Loader<M>, options: RevisionCacheOptions = LOADER_CACHE): Loader<M> {
  return (context) => {
    if (context.page.preview) return load(context);
    const { url } = context;
    const key = `${name}:${context.lang}:${String(context.page.id)}:${url.origin}${url.pathname}${url.search}`;
    return cachedByRevision(context.db, key, () => load(context), options);
  };
}

/** An Astro component that renders one model (the shape of an imported `.astro` file). */
export type ModelView<M> = (props: { model: M }) => unknown;

export interface PageModuleDefinition<M> {
  load: Loader<M>;
  View: ModelView<M>;
  /** The CSS its view and islands need, inlined in the page's head after the shell's (see page-styles.ts). */
  styles: readonly PageStyle[];
}

/** Any page module, as the registry holds them (each view checked against its loader by `pageModule`). */
export interface AnyPageModule {
  load: Loader<unknown>;
  View: ModelView<never>;
  styles: readonly PageStyle[];
}

/**
 * Pairs a loader with its view, checking that the view renders what the loader
 * returns, and names the stylesheets the view needs: a view imports no CSS itself,
 * or every page of the catch-all route would carry every module's rules.
 */
export function pageModule<M>(load: Loader<M>, View: ModelView<M>, styles: readonly PageStyle[] = []): PageModuleDefinition<M> {
  return { load, View, styles };
}

/** Reads a positive integer id from the module query; anything else is no id (a 404 where an id is required). */
export function queryId(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}
