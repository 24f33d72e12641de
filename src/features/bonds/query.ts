/** Query values of the bond pages, read defensively (anything unexpected means "not filtered"). */
import type { Language } from '#src/lib/i18n/languages.ts';
import { LANGUAGE_CODES } from '#src/lib/i18n/languages.ts';
import { INTL_LOCALE } from '#src/lib/format.ts';

export const PAGE_SIZE = 20;

export function queryInt(value: string | undefined, max = 2_147_483_647): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
}

export function queryKeyword(value: string | undefined): string | undefined {
  const text = value?.trim().slice(0, 100);
  return text ? text : undefined;
}

export function monthNames(lang: Language): string[] {
  const format = new Intl.DateTimeFormat(INTL_LOCALE[lang], { timeZone: 'UTC', month: 'long' });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2026, i, 1))));
}

/** `lang` attribute for a text shown in another language than the page's. */
export const textLang = (shown: Language, page: Language) => (shown === page ? undefined : LANGUAGE_CODES[shown].htmlLang);

/** Amounts as written in the bond tables: `CNY 1,000,000,000`. */
export const formatAmount = (amount: number, currency: string) =>
  `${currency} ${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(amount)}`;

export const formatRate = (rate: number) => `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(rate)}%`;
