/**
 * Option lists for form selects (`/common/selection?type=`): country areas with
 * their dialling code (SPEC §3 Country area), occupations with the fixed extra
 * choice 'other (please specify)' (SPEC §3 Occupation).
 */
import { siteText } from './messages.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { SelectionOption, SelectionType } from './contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { selectionOptionRows, selectionOptionTexts } from './queries.ts';
import { groupBy, pickTranslation } from '#src/features/entries/translations.ts';

export const OTHER_OPTION_CODE = 'other';

export async function getSelection(db: Queryable, type: SelectionType, lang: Language): Promise<SelectionOption[]> {
  const rows = await selectionOptionRows(db, type);
  const texts = groupBy(
    await selectionOptionTexts(db, rows.map((r) => r.id)),
    (r) => r.optionId,
  );
  const options: SelectionOption[] = [];
  for (const row of rows) {
    const picked = pickTranslation(texts.get(row.id) ?? [], lang);
    if (!picked) continue;
    const option: SelectionOption = { id: row.id, code: row.code, title: picked.value.title, lang: picked.lang };
    if (type === 'country_area' && row.extra.region !== undefined && row.extra.region !== null) option.region = String(row.extra.region);
    options.push(option);
  }
  if (type === 'occupation') options.push({ id: 0, code: OTHER_OPTION_CODE, title: siteText.t(lang, 'selection.otherSpecify'), other: true });
  return options;
}
