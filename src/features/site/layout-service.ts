/** The layout response of SPEC §3: main menu and gray style, read together. */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { MenuItem } from '#src/server/page/contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { inParallel } from '#src/server/db/parallel.ts';
import { getMenu, MAIN_MENU } from './menu-service.ts';
import { getSiteSettings } from './settings.ts';

export async function getLayout(db: Queryable, lang: Language): Promise<{ mainMenu: MenuItem[]; grayStyle: boolean }> {
  const [mainMenu, settings] = await inParallel(db, [() => getMenu(db, MAIN_MENU, lang), () => getSiteSettings(db)]);
  return { mainMenu, grayStyle: settings.grayStyle };
}
