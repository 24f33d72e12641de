/** The layout response of SPEC §3: main menu and gray style, read together. */
import type { Language } from '../../lib/i18n/languages.ts';
import type { MenuItem } from '../../lib/schemas/menu.ts';
import type { Queryable } from '../db/open.ts';
import { inParallel } from '../db/parallel.ts';
import { getMenu, MAIN_MENU } from '../menu/service.ts';
import { getSiteSettings } from '../settings/service.ts';

export async function getLayout(db: Queryable, lang: Language): Promise<{ mainMenu: MenuItem[]; grayStyle: boolean }> {
  const [mainMenu, settings] = await inParallel(db, [() => getMenu(db, MAIN_MENU, lang), () => getSiteSettings(db)]);
  return { mainMenu, grayStyle: settings.grayStyle };
}
