/**
 * Helpers of the media seed data: entry texts in every language from the
 * hand-written ones (simplified Chinese derived, including the Chinese strings
 * kept in `data`), and dates.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import { toSimplified } from '#src/server/text/chinese.ts';
import type { EntrySeed, EntryText } from '#src/seed/entries-writer.ts';
import type { Texts } from '#src/seed/types.ts';

export type HandLanguage = 'zh-hant' | 'en' | 'pt';

/** Every string in a JSON value, converted. */
function mapStrings(value: unknown, convert: (s: string) => string): unknown {
  if (typeof value === 'string') return convert(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, convert));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, convert)]));
  return value;
}

export interface TextParts {
  title: Texts;
  summary?: Texts | undefined;
  content?: Texts | undefined;
  /** `entry_i18n.data` per hand-written language. */
  data?: Partial<Record<HandLanguage, Record<string, unknown>>> | undefined;
}

/** The languages a text exists in: zh-hant, zh-hans and en always, pt when written. */
export function languagesOf(parts: TextParts): Language[] {
  return parts.title.pt !== undefined ? ['zh-hant', 'zh-hans', 'en', 'pt'] : ['zh-hant', 'zh-hans', 'en'];
}

export function entryTexts(parts: TextParts): EntrySeed['texts'] {
  const out: EntrySeed['texts'] = {};
  const pick = (texts: Texts | undefined, lang: HandLanguage) => (texts ? (lang === 'pt' ? (texts.pt ?? texts.en) : texts[lang]) : null);
  for (const lang of ['zh-hant', 'en', 'pt'] as const) {
    if (lang === 'pt' && parts.title.pt === undefined) continue;
    const text: EntryText = { title: pick(parts.title, lang) as string, summary: pick(parts.summary, lang), content: pick(parts.content, lang) };
    const data = parts.data?.[lang] ?? (lang === 'pt' ? parts.data?.en : undefined);
    if (data) text.data = data;
    out[lang] = text;
  }
  const hant = out['zh-hant'] as EntryText;
  out['zh-hans'] = {
    title: toSimplified(hant.title),
    summary: hant.summary ? toSimplified(hant.summary) : null,
    content: hant.content ? toSimplified(hant.content) : null,
    ...(hant.data ? { data: mapStrings(hant.data, toSimplified) as Record<string, unknown> } : {}),
  };
  return out;
}

/** A text in one language, simplified Chinese derived from traditional. */
export function textIn(texts: Texts, lang: Language): string {
  if (lang === 'zh-hans') return toSimplified(texts['zh-hant']);
  if (lang === 'pt') return texts.pt ?? texts.en;
  return texts[lang];
}

/** A moment in Macao time (UTC+8). */
export function macao(date: string, time = '10:00'): Date {
  return new Date(`${date}T${time}:00+08:00`);
}

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS_PT = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];

/** "2026年9月" / "September 2026" / "Setembro de 2026". */
export function monthName(year: number, month: number): Texts {
  return { 'zh-hant': `${year}年${month}月`, en: `${MONTHS_EN[month - 1]} ${year}`, pt: `${MONTHS_PT[month - 1]} de ${year}` };
}

/** "2026年第三季" / "Third quarter of 2026" / "3.º trimestre de 2026". */
export function quarterName(year: number, quarter: number): Texts {
  const zh = ['一', '二', '三', '四'][quarter - 1];
  const en = ['First', 'Second', 'Third', 'Fourth'][quarter - 1];
  return { 'zh-hant': `${year}年第${zh}季`, en: `${en} quarter of ${year}`, pt: `${quarter}.º trimestre de ${year}` };
}

/** "2026年10月30日" / "30 October 2026" / "30 de Outubro de 2026" from YYYY-MM-DD. */
export function dayName(date: string): Texts {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return { 'zh-hant': `${y}年${m}月${d}日`, en: `${d} ${MONTHS_EN[m - 1]} ${y}`, pt: `${d} de ${MONTHS_PT[m - 1]} de ${y}` };
}

/** Thousands separators and fixed decimals, the same in every language of the site. */
export function figure(value: number, decimals = 1): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** Texts from one template per language. */
export function each(make: (lang: HandLanguage) => string, withPt = true): Texts {
  return withPt ? { 'zh-hant': make('zh-hant'), en: make('en'), pt: make('pt') } : { 'zh-hant': make('zh-hant'), en: make('en') };
}

/** The first and last items of a list that cannot be empty (seed data). */
export function first<T>(list: readonly T[]): T {
  const item = list[0];
  if (item === undefined) throw new Error('seed: empty list');
  return item;
}

export function last<T>(list: readonly T[]): T {
  const item = list[list.length - 1];
  if (item === undefined) throw new Error('seed: empty list');
  return item;
}
