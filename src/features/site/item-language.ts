/**
 * The languages a content item exists in (SPEC §3 Item language): read from the
 * item's i18n rows, so it can never disagree with the content itself. Each module
 * that has translatable items registers where its rows are.
 */
import type { ItemLanguage } from '#src/features/entries/contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { entryI18n, moduleCatI18n } from '#src/features/entries/schema.ts';
import { menuItemI18n, noticeI18n, pageI18n } from './schema.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { languagesOf } from '#src/features/entries/translations.ts';
import { itemLanguageRows, type I18nSource } from './queries.ts';

const sources = new Map<string, I18nSource>([
  ['page', { table: pageI18n, owner: pageI18n.pageId, lang: pageI18n.lang }],
  ['menu', { table: menuItemI18n, owner: menuItemI18n.menuItemId, lang: menuItemI18n.lang }],
  ['notice', { table: noticeI18n, owner: noticeI18n.noticeId, lang: noticeI18n.lang }],
  ['module_cat', { table: moduleCatI18n, owner: moduleCatI18n.moduleCatId, lang: moduleCatI18n.lang }],
  // Every CMS module entry (news, laws, FAQ, …) by its entry id.
  ['entry', { table: entryI18n, owner: entryI18n.entryId, lang: entryI18n.lang }],
]);

/** Lets a feature module declare its translatable items. */
export function registerItemLanguageSource(module: string, source: I18nSource): void {
  sources.set(module, source);
}

export function itemLanguageModules(): string[] {
  return [...sources.keys()].sort();
}

export async function getItemLanguage(db: Queryable, module: string, id: number): Promise<ItemLanguage> {
  const source = sources.get(module);
  if (!source) throw new NotFoundError();
  const rows = await itemLanguageRows(db, source, id);
  if (!rows.length) throw new NotFoundError();
  const languages = languagesOf(rows);
  return { module, id, language: languages.join('|'), languages };
}
