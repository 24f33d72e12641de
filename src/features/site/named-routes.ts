/**
 * Named routes of SPEC §2 (search, news-notice detail, statement detail) live
 * outside the menu paths but render a module page of the menu, found by module
 * name, so their title, breadcrumb and side navigation come from the CMS.
 */
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '#src/lib/i18n/languages.ts';
import type { PageModule } from '#src/lib/modules.ts';
import type { Page } from './contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { getDb } from '#src/server/db/registry.ts';
import { getPageByPath, type MenuTree } from './menu-service.ts';
import { loadSiteContext, type SiteContext } from './service.ts';

export async function resolveNamedModulePage(db: Queryable, tree: MenuTree, lang: Language, module: PageModule): Promise<Page | undefined> {
  const node = [...tree.byId.values()].find((n) => n.page?.module === module && !n.url);
  return node ? getPageByPath(db, node.path, lang, { tree }) : undefined;
}

export interface NamedRoute {
  lang: Language;
  site: SiteContext;
  page: Page | undefined;
}

/** Everything a named route page needs, from its `lang` parameter and module. */
export async function loadNamedRoute(langParam: string | undefined, module: PageModule): Promise<NamedRoute> {
  // The middleware has already sent unknown languages to the 404 page.
  const lang = isLanguage(langParam) ? langParam : DEFAULT_LANGUAGE;
  const db = getDb();
  const site = await loadSiteContext(db, lang);
  return { lang, site, page: await resolveNamedModulePage(db, site.tree, lang, module) };
}
