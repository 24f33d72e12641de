/**
 * Test helpers for page loaders: the context the page route builds for a menu
 * path (its real site context, page and module query), and the model of a view.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Queryable } from '#src/server/db/open.ts';
import type { Loaded, LoadContext } from '#src/server/page/page-module.ts';
import { resolvePageRoute } from '#src/server/page/routing.ts';
import { loadSiteContext } from '../service.ts';

/** The loader context of the menu page at `path` with `query`, as `/{lang}/{path}?{query}` builds it. */
export async function loaderContext(db: Queryable, path: string, query: Record<string, string> | string = {}, lang: Language = 'en'): Promise<LoadContext> {
  const search = typeof query === 'string' ? query.replace(/^\?/, '') : new URLSearchParams(query).toString();
  const url = new URL(`http://localhost/${lang}/${path}${search ? `?${search}` : ''}`);
  const site = await loadSiteContext(db, lang);
  const route = await resolvePageRoute(site, lang, path, url);
  if (route.kind !== 'page') throw new Error(`${path} is not a page of the seeded menu (${route.kind})`);
  return { db, lang, site, page: route.page, query: route.query, url };
}

/** The model of a loader's answer; any other answer fails the test with what it was. */
export function modelOf<M>(loaded: Loaded<M>): M {
  if (loaded.kind !== 'view') throw new Error(`expected a view, got ${loaded.kind}`);
  return loaded.model;
}
