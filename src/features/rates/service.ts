/**
 * Reads the published rates (SPEC §3 Rates): one day's table, a date range for
 * chosen currencies or terms, the base rate history, and how current each
 * dataset is. Pages, the API, the export, the feed and the widget all read here,
 * so they cannot disagree.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import { RATE_CURRENCIES, type RateType } from './constants.ts';
import type { FinancialInfo, RateItem } from './contract.ts';
import { pickTranslation } from '#src/features/entries/translations.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { baseChangeRows, baseRateCount, firstDay, fxCount, fxRows, interestCount, interestRows, lastCorrection, latestDay, publicationDayRows } from './queries.ts';

export type InterestSeries = 'maibor' | 'monia' | 'liquidity-deposit-rate';

export interface RateQuery {
  type: RateType;
  begin?: string | undefined;
  end?: string | undefined;
  /** Exchange rates: ISO codes (all when empty). */
  currencies?: readonly string[] | undefined;
  /** MAIBOR: terms (all when empty). */
  terms?: readonly string[] | undefined;
}

const fixingTime = (day: string) => `${day}T03:00:00.000Z`;

const blank = (date: string): RateItem => ({
  date,
  updateTime: fixingTime(date),
  currency: null,
  unit: null,
  midRate: null,
  ttBuying: null,
  chequeBuying: null,
  term: null,
  rate: null,
  changeBp: null,
  text: null,
});

/** The latest publication day on or before `day` (or overall). */
export async function latestRateDay(db: Queryable, onOrBefore?: string): Promise<string | null> {
  const row = await latestDay(db, onOrBefore);
  return row?.day ?? null;
}

/** The first publication day (the start of the series). */
export async function firstRateDay(db: Queryable): Promise<string | null> {
  const row = await firstDay(db);
  return row?.day ?? null;
}

/** Publication days in a range, newest first, with the time of their latest correction (the feed). */
export async function publicationDays(db: Queryable, limit: number): Promise<{ day: string; publishedAt: Date; correctedAt: Date | null }[]> {
  return publicationDayRows(db, limit);
}

/** When a published day's figures of a dataset were last corrected (the note on the page), or null. */
export function lastRateCorrection(db: Queryable, day: string, dataset: 'exchange-rate' | 'maibor' | 'monia'): Promise<Date | null> {
  return lastCorrection(db, day, dataset);
}

async function fxItems(db: Queryable, begin: string, end: string, currencies: readonly string[]): Promise<RateItem[]> {
  const rows = await fxRows(db, begin, end, currencies);
  const order = new Map<string, number>(RATE_CURRENCIES.map((c, i) => [c, i]));
  rows.sort((a, b) => a.day.localeCompare(b.day) || (order.get(a.currency) ?? 99) - (order.get(b.currency) ?? 99));
  return rows.map((r) => ({ ...blank(r.day), currency: r.currency, unit: r.unit, midRate: r.mid, ttBuying: r.ttBuying, chequeBuying: r.chequeBuying }));
}

const TERM_ORDER = ['overnight', '1w', '1m', '2m', '3m', '6m', '1y'];

async function interestItems(db: Queryable, series: InterestSeries, begin: string, end: string, terms: readonly string[]): Promise<RateItem[]> {
  const rows = await interestRows(db, series, begin, end, series === 'maibor' ? terms : []);
  rows.sort((a, b) => a.day.localeCompare(b.day) || TERM_ORDER.indexOf(a.term) - TERM_ORDER.indexOf(b.term));
  return rows.map((r) => ({ ...blank(r.day), term: series === 'maibor' ? r.term : null, rate: r.rate }));
}

export interface BaseRateChange {
  date: string;
  rate: number;
  changeBp: number;
  text: string;
  /** True when the text is not in the requested language (Portuguese falls back to English). */
  fallback: boolean;
}

/** Base rate changes, newest first, within an optional range of effective dates. */
export async function baseRateChanges(db: Queryable, lang: Language, range: { begin?: string | undefined; end?: string | undefined } = {}): Promise<BaseRateChange[]> {
  const rows = await baseChangeRows(db, range);
  return rows.map((r) => {
    const texts = Object.entries(r.texts).map(([l, value]) => ({ lang: l as Language, value }));
    const picked = pickTranslation(texts, lang);
    return { date: r.effectiveOn, rate: r.rate, changeBp: r.changeBp, text: picked?.value.value ?? '', fallback: picked?.fallback ?? true };
  });
}

/** The base rate in force on a day (latest change on or before it). */
export async function baseRateOn(db: Queryable, lang: Language, day?: string): Promise<BaseRateChange | null> {
  return (await baseRateChanges(db, lang, { end: day }))[0] ?? null;
}

/**
 * Days per query when a range is read in windows (about 700 exchange rates): one
 * query of the embedded database, which runs on the event loop, stays short.
 */
const RANGE_WINDOW_DAYS = 31;

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** [from, to] windows of at most `size` days covering begin..end, in order. */
export function dayWindows(begin: string, end: string, size: number): [string, string][] {
  const out: [string, string][] = [];
  for (let from = begin; from <= end; from = addDays(from, size)) {
    const last = addDays(from, size - 1);
    out.push([from, last < end ? last : end]);
  }
  return out;
}

/** A query's resolved range and its items, read a window of days at a time. */
export interface FinancialInfoStream extends Omit<FinancialInfo, 'items'> {
  /** The items in order, one window of days per batch (a turn of the event loop between). */
  batches: () => AsyncGenerator<RateItem[]>;
}

/**
 * The items of a query, as windows. A daily dataset without dates gives the latest
 * publication; with only `begin`, up to the latest; with only `end`, that day.
 * Exports write each window as it is read, so a range of years is never held whole.
 */
export async function financialInfoStream(db: Queryable, lang: Language, query: RateQuery): Promise<FinancialInfoStream> {
  if (query.type === 'base-rate') {
    const changes = await baseRateChanges(db, lang, { begin: query.begin, end: query.end });
    const lastDate = (await baseRateChanges(db, lang, { end: query.end }))[0]?.date ?? null;
    return {
      type: query.type,
      begin: query.begin ?? null,
      end: query.end ?? null,
      lastDate,
      batches: async function* () {
        yield changes.map((c) => ({ ...blank(c.date), rate: c.rate, changeBp: c.changeBp, text: c.text }));
      },
    };
  }
  const latest = await latestRateDay(db);
  let begin = query.begin;
  let end = query.end;
  if (!begin && !end) begin = end = latest ?? undefined;
  else if (!end) end = latest && begin && latest > begin ? latest : begin;
  else if (!begin) begin = end;
  const lastDate = end ? await latestRateDay(db, end) : latest;
  // Only the days the data holds are read (a range of 1900–2100 is the series' own).
  const first = begin && end && begin < end ? await firstRateDay(db) : null;
  const type = query.type;
  async function* batches(): AsyncGenerator<RateItem[]> {
    if (!begin || !end) return;
    const from0 = first && begin < first ? first : begin;
    const to0 = latest && end > latest ? latest : end;
    // A long range is read a window of days at a time, with a turn of the event loop
    // between: the embedded database answers on this thread, and one query for years
    // of rates would hold every other request up (issue 18).
    for (const [from, to] of from0 <= to0 ? dayWindows(from0, to0, RANGE_WINDOW_DAYS) : []) {
      yield type === 'exchange-rate' ? await fxItems(db, from, to, query.currencies ?? []) : await interestItems(db, type, from, to, query.terms ?? []);
      if (from !== from0 || to !== to0) await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  return { type: query.type, begin: begin ?? null, end: end ?? null, lastDate, batches };
}

/** The items of a query, all at once (pages and the JSON API: ranges a page shows). */
export async function financialInfo(db: Queryable, lang: Language, query: RateQuery): Promise<FinancialInfo> {
  const { batches, ...info } = await financialInfoStream(db, lang, query);
  const items: RateItem[] = [];
  for await (const batch of batches()) for (const item of batch) items.push(item);
  return { ...info, items };
}

/** `last_data_date` datasets: `rates/<type>` with the latest date and the number of values. */
export function rateDatasets(): { dataset: string; type: RateType; select: (db: Queryable) => Promise<{ last: string | null; n: number }> }[] {
  const interest = (series: InterestSeries) => async (db: Queryable) => {
    const row = await interestCount(db, series);
    return { last: row?.last ?? null, n: row?.n ?? 0 };
  };
  return [
    {
      dataset: 'rates/exchange-rate',
      type: 'exchange-rate',
      select: async (db) => {
        const row = await fxCount(db);
        return { last: row?.last ?? null, n: row?.n ?? 0 };
      },
    },
    {
      dataset: 'rates/base-rate',
      type: 'base-rate',
      select: async (db) => {
        const row = await baseRateCount(db);
        return { last: row?.last ?? null, n: row?.n ?? 0 };
      },
    },
    { dataset: 'rates/maibor', type: 'maibor', select: interest('maibor') },
    { dataset: 'rates/monia', type: 'monia', select: interest('monia') },
    { dataset: 'rates/liquidity-deposit-rate', type: 'liquidity-deposit-rate', select: interest('liquidity-deposit-rate') },
  ];
}
