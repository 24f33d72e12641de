/** Where the bond pages live in the menu, so one page can link to another's detail view. */
import type { Language } from '../../lib/i18n/languages.ts';
import type { PageModule } from '../../lib/modules.ts';
import { pageUrl } from '../../lib/paths.ts';
import type { Queryable } from '../db/open.ts';
import { loadSiteContext } from '../site/service.ts';

/** The URL of the menu page rendering `module`, or undefined when the menu has none. */
export async function modulePageUrl(db: Queryable, lang: Language, module: PageModule): Promise<string | undefined> {
  const site = await loadSiteContext(db, lang);
  const node = [...site.tree.byId.values()].find((n) => n.page?.module === module && !n.url);
  return node ? pageUrl(lang, node.path) : undefined;
}
