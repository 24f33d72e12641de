/**
 * The menu as a tree (SPEC §2 "Menu-driven routes"): every page of the site is found
 * from its path through the main menu's tree, which the site feature reads once per
 * content revision (features/site/menu-service.ts) and hands to the kit as its
 * `PageSite`.
 */
import type { MenuItem, Page } from './contract.ts';
import type { PreviewRequest } from './preview-request.ts';

/** A menu node with what the service needs beyond the public shape. */
export interface MenuNode extends MenuItem {
  parentId: number | null;
  updatedAt: Date;
  childrens: MenuNode[];
}

export interface MenuTree {
  roots: MenuNode[];
  byId: Map<number, MenuNode>;
  byPath: Map<string, MenuNode>;
  /** Old paths of pages that moved → their path now (the main menu's; answered with 301). */
  redirects?: ReadonlyMap<string, string>;
}

export function normalizePath(path: string): string {
  return path
    .split('/')
    .filter((s) => s.length > 0)
    .join('/')
    .toLowerCase();
}

/**
 * The site a path is looked up in, as the kit reads it: the main menu's tree and
 * how a page of it is read. The site feature's context (`SiteContext`,
 * features/site/service.ts) is one; the middleware puts it in `Astro.locals.site`.
 */
export interface PageSite {
  tree: MenuTree;
  /** The page of a node of `tree`, with its saved version when `preview` asks for one with a valid key. */
  pageOfNode(node: MenuNode, preview?: PreviewRequest): Promise<Page>;
  /** How many items each group of the page's side navigation shows before "more". */
  autoHideCount(page: Page): Promise<number>;
  /** A node not in `tree` (an item not on the site yet) that a valid preview of its page opens at its path. */
  draftNode?(path: string, preview: PreviewRequest): Promise<MenuNode | undefined>;
}
