/** Query values of the bond pages, read defensively (anything unexpected means "not filtered"). */
import type { Language } from '#src/lib/i18n/languages.ts';
import { LANGUAGE_CODES } from '#src/lib/i18n/languages.ts';
import { formatCurrency, formatPercent, INTL_LOCALE } from '#src/lib/format.ts';
import { dateTimeFormat } from '#src/lib/intl-cache.ts';

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

/**
 * Everything the bond pages read from their URL, parsed once: `id` (a detail
 * view), `q`, `page` and the filters. The loaders check the filters against the
 * options they offer (an unknown category filters nothing).
 */
export interface BondPageQuery {
  /** True when the URL asks for a detail view (`?id=`), valid or not. */
  detail: boolean;
  id: number | undefined;
  keyword: string | undefined;
  /** The page asked for, from 1. */
  page: number;
  category: number | undefined;
  bondType: number | undefined;
  year: number | undefined;
  month: number | undefined;
  currency: string | undefined;
}

export function readBondQuery(query: Record<string, string | undefined>): BondPageQuery {
  return {
    detail: query.id !== undefined,
    id: queryInt(query.id),
    keyword: queryKeyword(query.q),
    page: queryInt(query.page) ?? 1,
    category: queryInt(query.category),
    bondType: queryInt(query.bondType),
    year: queryInt(query.year),
    month: queryInt(query.month, 12),
    currency: query.currency || undefined,
  };
}

export function monthNames(lang: Language): string[] {
  const format = dateTimeFormat(INTL_LOCALE[lang], { timeZone: 'UTC', month: 'long' });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2026, i, 1))));
}

/** `lang` attribute for a text shown in another language than the page's. */
export const textLang = (shown: Language, page: Language) => (shown === page ? undefined : LANGUAGE_CODES[shown].htmlLang);

/** Amounts: the currency and two decimals in the page's locale (SPEC §9): `CNY 1,000,000,000.00`, `CNY 1 000 000 000,00` in Portuguese. */
export const formatAmount = (amount: number, currency: string, lang: Language) => formatCurrency(amount, currency, lang);

/** A coupon rate in percent in the page's locale: `2.20%`, `2,20%` in Portuguese. */
export const formatRate = (rate: number, lang: Language) => formatPercent(rate, lang, { minDecimals: 2, maxDecimals: 4 });
