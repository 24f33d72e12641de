/** Where the bond pages live in the menu, so one page can link to another's detail view. */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { PageModule } from '#src/lib/modules.ts';
import { pageUrl } from '#src/lib/paths.ts';
import type { PageSite } from '#src/server/page/menu-tree.ts';
import { moduleNode } from '#src/server/page/named-routes.ts';

/** The URL of the menu page rendering `module`, or undefined when the menu has none. */
export function modulePageUrl(site: PageSite, lang: Language, module: PageModule): string | undefined {
  const node = moduleNode(site.tree, module);
  return node ? pageUrl(lang, node.path) : undefined;
}
