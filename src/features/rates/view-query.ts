/**
 * What the rate pages read from their URL (every query is a GET parameter, so a
 * view is shareable): `date` for the day table, `from`/`to` plus repeated
 * `currency` or `term` for the history. Also the feed links of the rate pages
 * and the text summary that describes a chart to screen readers.
 */
import { ratesText } from './messages.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { isRateDay, MAIBOR_TERMS, RATE_CURRENCIES, type RateType } from './constants.ts';

export const RATE_PAGE_MODULES: Readonly<Record<string, RateType>> = {
  'exchange-rate': 'exchange-rate',
  'base-rate': 'base-rate',
  'interbank-offered-rate': 'maibor',
  'overnight-index-average': 'monia',
};

export const rateFeedHref = (lang: Language) => `/feeds/${lang}/rates.atom`;

export function rateFeedLinks(lang: Language, page: { module: string | null } | undefined): { type: string; href: string; title: string }[] {
  if (!page?.module || !(page.module in RATE_PAGE_MODULES)) return [];
  return [{ type: 'application/atom+xml', href: rateFeedHref(lang), title: ratesText.t(lang, 'rates.feed') }];
}

const DAY_MS = 86_400_000;
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

/** History on screen: the last month by default, at most two years (the download has the whole range). */
export const DEFAULT_HISTORY_DAYS = 30;
export const MAX_SCREEN_DAYS = 731;

export interface RateView {
  /** The day asked for (`date`), when valid. */
  date: string | undefined;
  from: string;
  to: string;
  /** True when the visitor chose the range (not the default one). */
  ranged: boolean;
  /** True when the range was shortened for the screen. */
  capped: boolean;
  currencies: string[];
  terms: string[];
  /** What the URL itself chose (links keep these, not the defaults). */
  chosen: { currencies: string[]; terms: string[] };
}

export function readRateView(params: URLSearchParams, latest: string | null, defaults: { currencies?: string[]; terms?: string[] } = {}): RateView {
  const valid = (v: string | null) => (isRateDay(v) ? v : undefined);
  const date = valid(params.get('date'));
  const end = latest ?? '2000-01-01';
  let to = valid(params.get('to'));
  let from = valid(params.get('from'));
  const ranged = !!(to || from);
  to ??= end;
  from ??= addDays(to, -DEFAULT_HISTORY_DAYS);
  if (from > to) [from, to] = [to, from];
  let capped = false;
  if (daysBetween(from, to) > MAX_SCREEN_DAYS) {
    from = addDays(to, -MAX_SCREEN_DAYS);
    capped = true;
  }
  const currencies = params.getAll('currency').filter((c) => (RATE_CURRENCIES as readonly string[]).includes(c));
  const terms = params.getAll('term').filter((c) => (MAIBOR_TERMS as readonly string[]).includes(c));
  return {
    date,
    from,
    to,
    ranged,
    capped,
    currencies: currencies.length ? currencies : (defaults.currencies ?? []),
    terms: terms.length ? terms : (defaults.terms ?? []),
    chosen: { currencies, terms },
  };
}

/** A page URL with the view's parameters (and changes), for links that keep the state. */
export function viewUrl(base: string, view: Partial<RateView>, key: 'currency' | 'term'): string {
  const q = new URLSearchParams();
  if (view.date) q.set('date', view.date);
  if (view.ranged && view.from) q.set('from', view.from);
  if (view.ranged && view.to) q.set('to', view.to);
  for (const v of (key === 'currency' ? view.chosen?.currencies : view.chosen?.terms) ?? []) q.append(key, v);
  const s = q.toString();
  return s ? `${base}?${s}` : base;
}

/** The export link of a query, carrying the same parameters as the view. */
export function exportUrl(lang: Language, format: 'csv' | 'xlsx', q: { type: RateType; begin?: string | undefined; end?: string | undefined; currencies?: readonly string[]; terms?: readonly string[] }): string {
  const p = new URLSearchParams({ Type: q.type, Format: format, Lang: lang });
  if (q.begin) p.set('Filters.Begin', q.begin);
  if (q.end) p.set('Filters.End', q.end);
  for (const c of q.currencies ?? []) p.append('Currency', c);
  for (const term of q.terms ?? []) p.append('Term', term);
  return `/api/v1.0/cms/export_financial_info?${p.toString()}`;
}

export interface ChartSeries {
  label: string;
  values: (number | null)[];
}

/** A sentence per series for screen readers: first, last, highest and lowest values with their days. */
export function chartSummary(lang: Language, days: readonly string[], series: readonly ChartSeries[], fmt: (v: number) => string, fmtDay: (d: string) => string): string {
  return series
    .map((s) => {
      let max = -Infinity;
      let min = Infinity;
      let maxAt = '';
      let minAt = '';
      let first: number | null = null;
      let last: number | null = null;
      s.values.forEach((v, i) => {
        if (v === null) return;
        first ??= v;
        last = v;
        if (v > max) [max, maxAt] = [v, days[i] ?? ''];
        if (v < min) [min, minAt] = [v, days[i] ?? ''];
      });
      if (first === null || last === null) return '';
      return ratesText.t(lang, 'rates.chartSummary', { series: s.label, first: fmt(first), last: fmt(last), max: fmt(max), maxDate: fmtDay(maxAt), min: fmt(min), minDate: fmtDay(minAt) });
    })
    .filter(Boolean)
    .join(' ');
}
