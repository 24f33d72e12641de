/**
 * Named routes of SPEC §2 (search, news-notice detail, statement detail) live
 * outside the menu paths but render a module page of the menu, found by module
 * name, so their title, breadcrumb and side navigation come from the CMS.
 */
import type { PageModule } from '#src/lib/modules.ts';
import type { Page } from './contract.ts';
import type { MenuNode, MenuTree, PageSite } from './menu-tree.ts';
import type { RequestContext } from './page-module.ts';
import { loadModulePage, type ModuleLookup, type PageLoadResult } from './page.ts';

/** Module pages found per tree: a tree is read once per content revision and never changed, so neither is its answer. */
const found = new WeakMap<MenuTree, Map<PageModule, MenuNode | undefined>>();

/** The menu item whose page renders `module` (the first one, for a module on several pages). */
export function moduleNode(tree: MenuTree, module: PageModule): MenuNode | undefined {
  let nodes = found.get(tree);
  if (!nodes) found.set(tree, (nodes = new Map()));
  if (!nodes.has(module)) nodes.set(module, [...tree.byId.values()].find((n) => n.page?.module === module && !n.url));
  return nodes.get(module);
}

export async function resolveNamedModulePage(site: PageSite, module: PageModule): Promise<Page | undefined> {
  const node = moduleNode(site.tree, module);
  return node ? site.pageOfNode(node) : undefined;
}

/** A named route's answer: its module's page through the module loader, or 404 when no menu page has that module. */
export async function loadNamedPage(request: RequestContext, modules: ModuleLookup, module: PageModule, query: Record<string, string>): Promise<PageLoadResult> {
  const page = await resolveNamedModulePage(request.site, module);
  return page ? loadModulePage(request, modules, page, query) : { kind: 'not-found' };
}
