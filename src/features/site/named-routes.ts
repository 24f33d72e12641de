/**
 * Named routes of SPEC §2 (search, news-notice detail, statement detail) live
 * outside the menu paths but render a module page of the menu, found by module
 * name, so their title, breadcrumb and side navigation come from the CMS.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { PageModule } from '#src/lib/modules.ts';
import type { Page } from './contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { pageOfNode, type MenuTree } from './menu-service.ts';
import { loadModulePage, type ModuleLookup, type PageLoadResult, type RequestContext } from './page.ts';

export async function resolveNamedModulePage(db: Queryable, tree: MenuTree, lang: Language, module: PageModule): Promise<Page | undefined> {
  const node = [...tree.byId.values()].find((n) => n.page?.module === module && !n.url);
  return node ? pageOfNode(db, tree, node, lang) : undefined;
}

/** A named route's answer: its module's page through the module loader, or 404 when no menu page has that module. */
export async function loadNamedPage(request: RequestContext, modules: ModuleLookup, module: PageModule, query: Record<string, string>): Promise<PageLoadResult> {
  const page = await resolveNamedModulePage(request.db, request.site.tree, request.lang, module);
  return page ? loadModulePage(request, modules, page, query) : { kind: 'not-found' };
}
