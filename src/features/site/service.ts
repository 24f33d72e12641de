/**
 * What every page of the site needs besides its own content: settings, the main
 * menu tree and the footer menu, read together once per request, and the origins
 * allowed to frame it. It is the page kit's `PageSite`: the route finds the page of
 * a path in its tree and reads it through it (src/server/page/).
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { MenuItem } from '#src/server/page/contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { inParallel } from '#src/server/db/parallel.ts';
import { getConfig } from '#src/server/config.ts';
import { parseOrigins } from '#src/server/http/headers.ts';
import type { PageSite } from '#src/server/page/menu-tree.ts';
import { sharedMenu, loadMenuTree, MAIN_MENU } from './menu-service.ts';
import { autoHideCountOf, draftNodeAt, getPageOfNode } from './page-service.ts';
import { getSiteSettings, type SiteSettings } from './settings.ts';

export interface SiteContext extends PageSite {
  lang: Language;
  settings: SiteSettings;
  footer: readonly MenuItem[];
  /** Origins allowed to frame the site (FRAME_ANCESTORS), told to the shell script for the embed messages. */
  embedOrigins: string[];
}

export async function loadSiteContext(db: Queryable, lang: Language): Promise<SiteContext> {
  const [settings, tree, footer] = await inParallel(db, [() => getSiteSettings(db), () => loadMenuTree(db, MAIN_MENU, lang), () => sharedMenu(db, 'footer', lang)]);
  return {
    lang,
    settings,
    tree,
    footer,
    embedOrigins: parseOrigins(getConfig().FRAME_ANCESTORS),
    pageOfNode: (node, preview) => getPageOfNode(db, tree, node, lang, preview),
    autoHideCount: (page) => autoHideCountOf(db, lang, page),
    draftNode: (path, preview) => draftNodeAt(db, path, lang, preview),
  };
}
