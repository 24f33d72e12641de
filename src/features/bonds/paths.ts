/** Where the bond pages live in the menu, so one page can link to another's detail view. */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { PageModule } from '#src/lib/modules.ts';
import { pageUrl } from '#src/lib/paths.ts';
import type { SiteContext } from '#src/features/site/service.ts';

/** The URL of the menu page rendering `module`, or undefined when the menu has none. */
export function modulePageUrl(site: SiteContext, lang: Language, module: PageModule): string | undefined {
  const node = [...site.tree.byId.values()].find((n) => n.page?.module === module && !n.url);
  return node ? pageUrl(lang, node.path) : undefined;
}
