/**
 * Loaders of the rate page modules (SPEC §2, §3 Rates, §9): `exchange-rate`,
 * `base-rate`, `interbank-offered-rate` (MAIBOR) and `overnight-index-average`
 * (MONIA), and of the embeddable rates widget. Every rate page is a date view:
 * a day or range without a publication keeps its empty state (HTTP 200), never a 404.
 */
import { pageUrl } from '#src/lib/paths.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { view, type Loaded, type LoadContext } from '#src/server/page/page-module.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { getDb } from '#src/server/db/registry.ts';
import { isRateDay, MAIBOR_TERMS, RATE_CURRENCIES, type RateType } from './constants.ts';
import type { RateItem } from './contract.ts';
import { correctionNote, RATE_PAGE_PATH } from './feed.ts';
import { baseRateChanges, baseRateOn, financialInfo, firstRateDay, lastRateCorrection, latestRateDay, type BaseRateChange } from './service.ts';
import { readRateView, viewUrl, type RateView } from './view-query.ts';

/** Every rate page and the widget are made from the rate tables only. */
export const RATE_CACHE_TAGS = ['rates'] as const;

/** Where a rate page's forms and links go: the menu page itself. */
const selfUrl = ({ lang, page, url }: LoadContext) => (page.item ? pageUrl(lang, page.item.path) : url.pathname);

/**
 * The day form of the pages with a day table and a history (exchange rate,
 * MAIBOR, MONIA): the view the URL chose, the day shown and the bounds of the
 * date inputs. One piece of code, so the three pages read their URL alike.
 */
export interface RateDayForm {
  self: string;
  /** The repeated parameter of the history's lines: `currency` or `term`. */
  key: 'currency' | 'term';
  view: RateView;
  first: string | null;
  latest: string | null;
  /** The day of the table: the one asked for, else the latest publication. */
  day: string | undefined;
  /** When the day has no publication: the last one before it, and the link that shows it. */
  previous: { day: string; href: string } | null;
  /** Back to the latest publication, keeping the history's choices (when a day was chosen). */
  latestHref: string | null;
}

async function readDayForm(
  context: LoadContext,
  key: RateDayForm['key'],
  defaults: { currencies?: string[]; terms?: string[] },
  dayHasData: (day: string) => Promise<boolean>,
): Promise<RateDayForm> {
  const { db, url } = context;
  const self = selfUrl(context);
  const [latest, first] = await Promise.all([latestRateDay(db), firstRateDay(db)]);
  const rateView = readRateView(url.searchParams, latest, defaults);
  const day = rateView.date ?? latest ?? undefined;
  const previousDay = day && !(await dayHasData(day)) ? await latestRateDay(db, day) : null;
  return {
    self,
    key,
    view: rateView,
    first,
    latest,
    day,
    previous: previousDay ? { day: previousDay, href: viewUrl(self, { ...rateView, date: previousDay }, key) } : null,
    latestHref: rateView.date ? viewUrl(self, { ...rateView, date: undefined }, key) : null,
  };
}

// --- Exchange rates ---------------------------------------------------------------

/** The currencies of the history when the URL names none. */
const FX_HISTORY_DEFAULT = ['HKD', 'USD', 'CNY', 'EUR'];

export interface ExchangeRatesModel {
  form: RateDayForm;
  dayItems: RateItem[];
  /** The history per chosen currency, oldest first. */
  series: { currency: string; unit: number; items: RateItem[] }[];
  /** Every day of the history, oldest first (the charts' x axis). */
  days: string[];
  /** The note when the day shown was corrected after publication (when, Macao time). */
  corrected: string | null;
}

export async function loadExchangeRates(context: LoadContext): Promise<Loaded<ExchangeRatesModel>> {
  const { db, lang } = context;
  let dayItems: RateItem[] = [];
  const form = await readDayForm(context, 'currency', { currencies: FX_HISTORY_DEFAULT }, async (day) => {
    dayItems = (await financialInfo(db, lang, { type: 'exchange-rate', begin: day, end: day })).items;
    return dayItems.length > 0;
  });
  const { view: rateView } = form;
  const history = await financialInfo(db, lang, { type: 'exchange-rate', begin: rateView.from, end: rateView.to, currencies: rateView.currencies });
  const series = rateView.currencies.map((currency) => {
    const items = history.items.filter((i) => i.currency === currency);
    return { currency, unit: items[0]?.unit ?? 1, items };
  });
  const days = [...new Set(history.items.map((i) => i.date))];
  const shown = dayItems[0]?.date;
  const correctedAt = shown ? await lastRateCorrection(db, shown, 'exchange-rate') : null;
  const corrected = correctedAt ? correctionNote(correctedAt, lang) : null;
  return view({ form, dayItems, series, days, corrected }, { cache: { tags: RATE_CACHE_TAGS } });
}

// --- MAIBOR and MONIA -------------------------------------------------------------

/** One line of an interest rate page: a MAIBOR term, or MONIA or the liquidity deposit rate. */
export interface RateLine {
  key: string;
  type: RateType;
  term?: string;
}

export interface InterestRatesModel {
  kind: 'maibor' | 'monia';
  form: RateDayForm;
  /** The datasets of the page (one download each). */
  types: RateType[];
  /** Every line of the day table with its value that day (null: not published). */
  dayLines: { line: RateLine; value: number | null }[];
  /** The lines of the history (MAIBOR: the chosen terms). */
  lines: RateLine[];
  /** The days of the history, oldest first. */
  days: string[];
  /** `values[i][j]`: the value of `lines[j]` on `days[i]`. */
  values: (number | null)[][];
  /** The note when the day shown was corrected after publication (when, Macao time). */
  corrected: string | null;
}

const keyOf = (type: string, term: string | null | undefined, day: string) => `${type}|${term ?? ''}|${day}`;

function interestLoader(kind: InterestRatesModel['kind']) {
  return async (context: LoadContext): Promise<Loaded<InterestRatesModel>> => {
    const { db, lang } = context;
    const monia: RateLine[] = [
      { key: 'monia', type: 'monia' },
      { key: 'liquidity-deposit-rate', type: 'liquidity-deposit-rate' },
    ];
    const termLine = (term: string): RateLine => ({ key: term, type: 'maibor', term });
    const types: RateType[] = kind === 'maibor' ? ['maibor'] : ['monia', 'liquidity-deposit-rate'];
    /** Values keyed by type, term and day (lookups stay cheap over long ranges). */
    const read = async (begin: string, end: string, terms: readonly string[]) => {
      const index = new Map<string, number>();
      const days = new Set<string>();
      for (const type of types) {
        for (const item of (await financialInfo(db, lang, { type, begin, end, terms })).items) {
          days.add(item.date);
          if (item.rate !== null) index.set(keyOf(type, item.term, item.date), item.rate);
        }
      }
      return { index, days };
    };
    const valueOf = (index: Map<string, number>, line: RateLine, day: string) => index.get(keyOf(line.type, line.term, day)) ?? null;

    let dayData = { index: new Map<string, number>(), days: new Set<string>() };
    const form = await readDayForm(context, 'term', { terms: kind === 'maibor' ? [...MAIBOR_TERMS] : [] }, async (day) => {
      dayData = await read(day, day, []);
      return dayData.days.size > 0;
    });
    const allDayLines = kind === 'maibor' ? MAIBOR_TERMS.map(termLine) : monia;
    const lines = kind === 'maibor' ? form.view.terms.map(termLine) : monia;
    const history = await read(form.view.from, form.view.to, form.view.terms);
    const days = [...history.days].sort();
    const day = form.day ?? '';
    const correctedAt = day && dayData.days.size ? await lastRateCorrection(db, day, kind) : null;
    return view(
      {
        kind,
        form,
        types,
        dayLines: allDayLines.map((line) => ({ line, value: valueOf(dayData.index, line, day) })),
        lines,
        days,
        values: days.map((d) => lines.map((line) => valueOf(history.index, line, d))),
        corrected: correctedAt ? correctionNote(correctedAt, lang) : null,
      },
      { cache: { tags: RATE_CACHE_TAGS } },
    );
  };
}

export const loadMaibor = interestLoader('maibor');
export const loadMonia = interestLoader('monia');

// --- Base rate --------------------------------------------------------------------

export interface BaseRateModel {
  self: string;
  /** The range of effective dates asked for (both optional). */
  from: string | undefined;
  to: string | undefined;
  /** The first effective date (the inputs' lower bound). */
  oldest: string | undefined;
  current: BaseRateChange | null;
  /** The changes in the range, newest first. */
  changes: BaseRateChange[];
}

export async function loadBaseRate(context: LoadContext): Promise<Loaded<BaseRateModel>> {
  const { db, lang, url } = context;
  const valid = (v: string | null) => (isRateDay(v) ? v : undefined);
  let from = valid(url.searchParams.get('from'));
  let to = valid(url.searchParams.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  const [current, changes, all] = await Promise.all([baseRateOn(db, lang), baseRateChanges(db, lang, { begin: from, end: to }), baseRateChanges(db, lang)]);
  return view({ self: selfUrl(context), from, to, oldest: all[all.length - 1]?.date, current, changes }, { cache: { tags: RATE_CACHE_TAGS } });
}

// --- Widget -----------------------------------------------------------------------

/** The widget's currencies when the URL names none. */
const WIDGET_DEFAULT = ['HKD', 'USD', 'CNY', 'EUR', 'GBP', 'JPY', 'AUD', 'SGD'];

export interface RatesWidgetModel {
  /** The publication shown (the latest). */
  day: string | null;
  items: RateItem[];
  /** The full exchange rate page. */
  pageHref: string;
}

/** The rates widget (`/{lang}/widgets/rates`): the latest exchange rates, `?currency=` narrowing the list. */
export async function loadRatesWidget(lang: Language, url: URL, db: Queryable = getDb()): Promise<RatesWidgetModel> {
  const chosen = url.searchParams.getAll('currency').filter((c) => (RATE_CURRENCIES as readonly string[]).includes(c));
  const info = await financialInfo(db, lang, { type: 'exchange-rate', currencies: chosen.length ? chosen : WIDGET_DEFAULT });
  return { day: info.items[0]?.date ?? info.lastDate, items: info.items, pageHref: `/${lang}/${RATE_PAGE_PATH}` };
}
