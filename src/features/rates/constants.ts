/**
 * Rate constants shared by pages, islands and the server (SPEC §3 Rates, §9):
 * the 17 currencies, their quotation unit, the MAIBOR terms, the fixing time and
 * the decimals each figure is shown with.
 */
import { formatNumber } from '#src/lib/format.ts';
import type { Language } from '#src/lib/i18n/languages.ts';

/** SPEC §3: the currencies of the exchange rate table, in their published order. */
export const RATE_CURRENCIES = ['AUD', 'CAD', 'CHF', 'CNY', 'DKK', 'EUR', 'GBP', 'HKD', 'JPY', 'KRW', 'MYR', 'NOK', 'NZD', 'SEK', 'SGD', 'TWD', 'USD'] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

/** Currencies quoted in patacas per 100 units (their unit value is small). */
export const PER_HUNDRED: ReadonlySet<string> = new Set(['JPY', 'KRW']);
export const currencyUnit = (currency: string): number => (PER_HUNDRED.has(currency) ? 100 : 1);

/** SPEC §9: overnight, 1 week, 1, 2, 3 and 6 months, 1 year. */
export const MAIBOR_TERMS = ['overnight', '1w', '1m', '2m', '3m', '6m', '1y'] as const;
export type MaiborTerm = (typeof MAIBOR_TERMS)[number];

/** The datasets of `financial_info` and its export. */
export const RATE_TYPES = ['exchange-rate', 'base-rate', 'maibor', 'monia', 'liquidity-deposit-rate'] as const;
export type RateType = (typeof RATE_TYPES)[number];

/** SPEC §9: rates are fixed and shown at 11:00 a.m. Macao time. */
export const FIXING_TIME = '11:00';

/** Exchange rates: patacas with four decimals; interest rates: percent with four (base rate: two). */
export const FX_DECIMALS = 4;
export const RATE_DECIMALS = 4;
export const BASE_RATE_DECIMALS = 2;

/** A rate as published; with a language, in its locale (`5,2379` in Portuguese) as every number of the page. */
export const formatFx = (value: number, lang?: Language): string => (lang ? formatNumber(value, lang, { minDecimals: FX_DECIMALS }) : value.toFixed(FX_DECIMALS));
/** A published rate that may be missing: the placeholder `——` instead of a made-up 0 (SPEC §9). */
export const formatFxOrEmpty = (value: number | null | undefined, lang: Language): string => formatNumber(value, lang, { minDecimals: FX_DECIMALS });
export const formatRate = (value: number, decimals = RATE_DECIMALS, lang?: Language): string =>
  lang ? formatNumber(value, lang, { minDecimals: decimals }) : value.toFixed(decimals);

/** Rounds as the figures are published, so stored, shown and exported values agree. */
export const roundTo = (value: number, decimals: number): number => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
export function isRateDay(value: string | null | undefined): value is string {
  if (!value || !ISO_DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
