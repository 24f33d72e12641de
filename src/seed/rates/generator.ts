/**
 * The deterministic rate series of the seed (never the clock, never Math.random):
 * every Macao business day from RATES_START to the seed base date, skipping
 * weekends and the days the banks are closed.
 *
 * - Exchange rates: the pataca is pegged to the Hong Kong dollar (MOP 1.03 per
 *   HKD), so USD = 1.03 × USD/HKD ≈ 8.0x. Every other currency is a cross through
 *   the US dollar along a path pinned to plausible world levels at anchor dates
 *   (a Brownian bridge between anchors, so the path wanders but meets them).
 *   Buying rates sit below the mid rate by the currency's usual spread.
 * - Base rate: Macao's base rate follows the US policy rate (through the Hong
 *   Kong base rate, fed funds lower bound + 50 bp): each move below takes effect
 *   the Macao day after the FOMC decision.
 * - MAIBOR / MONIA: the overnight rate sits below the base rate; longer terms add
 *   a term premium and price in the base rate moves to come within their term.
 */
import { currencyUnit, MAIBOR_TERMS, RATE_CURRENCIES, roundTo, type MaiborTerm, type RateCurrency } from '#src/features/rates/constants.ts';
import { randomFor } from '#src/seed/random.ts';
import { CHANGES as BASE_RATE_ANNOUNCEMENTS } from '#src/seed/parts/news-data/rates.ts';

export const RATES_START = '2021-11-01';

const DAY_MS = 86_400_000;

/**
 * [effective date, new base rate in %], from the base rate announcements of the
 * news seed (one source: the history page and the news always agree). Changes
 * before RATES_START give the starting level and the older history.
 */
export const BASE_RATE_PATH: readonly (readonly [string, number])[] = BASE_RATE_ANNOUNCEMENTS.map((c) => {
  const [y, m, d] = c.date;
  return [`${String(y)}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`, c.current] as const;
});
/** The rate before the first change above. */
export const BASE_RATE_BEFORE = BASE_RATE_ANNOUNCEMENTS[0]?.previous ?? 2.75;

const ANCHOR_DATES = ['2021-11-01', '2022-06-15', '2022-10-14', '2023-06-15', '2024-01-15', '2024-06-14', '2025-01-15', '2025-06-16', '2026-11-02'];

/**
 * World FX levels at the anchor dates: foreign currency per USD, except the
 * `perUsd: false` ones, quoted as USD per unit (EUR, GBP, AUD, NZD).
 */
const FX_ANCHORS: Readonly<Record<Exclude<RateCurrency, 'HKD' | 'USD' | 'DKK'>, { perUsd: boolean; vol: number; levels: number[] }>> = {
  EUR: { perUsd: false, vol: 0.004, levels: [1.158, 1.045, 0.975, 1.085, 1.095, 1.072, 1.031, 1.152, 1.162] },
  GBP: { perUsd: false, vol: 0.0045, levels: [1.366, 1.218, 1.121, 1.268, 1.272, 1.27, 1.241, 1.365, 1.312] },
  AUD: { perUsd: false, vol: 0.005, levels: [0.743, 0.69, 0.628, 0.668, 0.66, 0.664, 0.621, 0.651, 0.654] },
  NZD: { perUsd: false, vol: 0.005, levels: [0.713, 0.626, 0.569, 0.615, 0.617, 0.609, 0.563, 0.604, 0.571] },
  CAD: { perUsd: true, vol: 0.0035, levels: [1.239, 1.291, 1.378, 1.326, 1.343, 1.372, 1.438, 1.362, 1.401] },
  CHF: { perUsd: true, vol: 0.004, levels: [0.915, 0.992, 0.996, 0.898, 0.858, 0.899, 0.911, 0.812, 0.803] },
  CNY: { perUsd: true, vol: 0.0018, levels: [6.401, 6.704, 7.199, 7.181, 7.168, 7.262, 7.331, 7.168, 7.121] },
  JPY: { perUsd: true, vol: 0.0045, levels: [114.0, 134.4, 148.6, 140.9, 147.3, 157.8, 156.9, 144.4, 153.8] },
  KRW: { perUsd: true, vol: 0.004, levels: [1177, 1289, 1431, 1271, 1330, 1387, 1469, 1367, 1426] },
  MYR: { perUsd: true, vol: 0.0025, levels: [4.148, 4.405, 4.708, 4.652, 4.692, 4.712, 4.487, 4.231, 4.196] },
  NOK: { perUsd: true, vol: 0.005, levels: [8.56, 9.87, 10.72, 10.75, 10.46, 10.63, 11.33, 10.09, 10.12] },
  SEK: { perUsd: true, vol: 0.005, levels: [8.61, 10.13, 11.12, 10.79, 10.28, 10.51, 11.12, 9.59, 9.49] },
  SGD: { perUsd: true, vol: 0.0022, levels: [1.349, 1.392, 1.42, 1.344, 1.336, 1.353, 1.366, 1.283, 1.301] },
  TWD: { perUsd: true, vol: 0.0028, levels: [27.85, 29.73, 31.92, 30.71, 31.21, 32.42, 32.88, 29.36, 30.71] },
};
const USD_HKD_ANCHORS = [7.786, 7.85, 7.849, 7.834, 7.818, 7.811, 7.779, 7.85, 7.776];
/** Denmark's krone is held close to the euro (ERM II central rate 7.46038). */
const DKK_PER_EUR = 7.4604;

/** Telegraphic transfer and cheque buying spreads below the mid rate. */
const SPREADS: Readonly<Record<RateCurrency, readonly [number, number]>> = {
  HKD: [0.001, 0.003], USD: [0.002, 0.0045], CNY: [0.003, 0.007],
  EUR: [0.004, 0.009], GBP: [0.004, 0.009], AUD: [0.004, 0.009], CAD: [0.004, 0.009], CHF: [0.004, 0.009], JPY: [0.004, 0.009], SGD: [0.004, 0.009], NZD: [0.005, 0.01],
  DKK: [0.006, 0.012], NOK: [0.006, 0.012], SEK: [0.006, 0.012],
  KRW: [0.01, 0.02], MYR: [0.01, 0.02], TWD: [0.01, 0.02],
};

const TERM_DAYS: Readonly<Record<MaiborTerm, number>> = { overnight: 1, '1w': 7, '1m': 30, '2m': 61, '3m': 91, '6m': 182, '1y': 365 };
const TERM_PREMIUM: Readonly<Record<MaiborTerm, number>> = { overnight: 0, '1w': 0.06, '1m': 0.22, '2m': 0.31, '3m': 0.4, '6m': 0.55, '1y': 0.72 };

/** Margin of the liquidity deposit rate under the base rate, in percentage points. */
export const LIQUIDITY_MARGIN = 1.75;

const epochDay = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const PATH_EPOCHS = BASE_RATE_PATH.map(([from, rate]) => [epochDay(from), rate] as const);

/** The base rate in force on a day given as days since 1970 (no date objects: called half a million times). */
function baseRateAt(epoch: number): number {
  let rate = BASE_RATE_BEFORE;
  for (const [from, value] of PATH_EPOCHS) {
    if (from > epoch) break;
    rate = value;
  }
  return rate;
}

/** The average base rate over the `days` calendar days from `day` (sampled weekly). */
function averageBase(day: string, days: number): number {
  const start = epochDay(day);
  if (days <= 1) return baseRateAt(start);
  let sum = 0;
  let n = 0;
  for (let k = 0; k <= days; k += 7) {
    sum += baseRateAt(start + k);
    n++;
  }
  return sum / n;
}

export interface FxRow { day: string; currency: RateCurrency; unit: number; mid: number; ttBuying: number; chequeBuying: number }
export interface InterestRow { day: string; series: 'maibor' | 'monia' | 'liquidity-deposit-rate'; term: string; rate: number }
export interface BaseChange { effectiveOn: string; rate: number; changeBp: number }
export interface GeneratedRates { days: string[]; fx: FxRow[]; interest: InterestRow[]; baseChanges: BaseChange[] }

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Macao business days in [start, end]: no Saturdays, Sundays or closed days. */
export function businessDays(start: string, end: string, closed: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !closed.has(day)) out.push(day);
  }
  return out;
}

const baseCache = new Map<string, number>();

/** The base rate in force on a day. */
export function baseRateOn(day: string): number {
  const cached = baseCache.get(day);
  if (cached !== undefined) return cached;
  let rate = BASE_RATE_BEFORE;
  for (const [from, value] of BASE_RATE_PATH) if (from <= day) rate = value;
  baseCache.set(day, rate);
  return rate;
}

export function baseChanges(): BaseChange[] {
  let prev = BASE_RATE_BEFORE;
  return BASE_RATE_PATH.map(([effectiveOn, rate]) => {
    const change = { effectiveOn, rate, changeBp: Math.round((rate - prev) * 100) };
    prev = rate;
    return change;
  });
}

/** Standard normal from two uniforms (Box–Muller). */
function normal(rnd: () => number): number {
  const u = Math.max(rnd(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rnd());
}

/** A log path over the days meeting `levels` at the anchor dates, wandering with daily volatility `vol` between them. */
function bridgePath(key: string, days: string[], levels: readonly number[], vol: number): number[] {
  const rnd = randomFor(`rates:fx:${key}`);
  const anchorIndex = ANCHOR_DATES.map((a) => {
    const i = days.findIndex((d) => d >= a);
    return i < 0 ? days.length - 1 : i;
  });
  anchorIndex[0] = 0;
  anchorIndex[anchorIndex.length - 1] = days.length - 1;
  const out = new Array<number>(days.length).fill(0);
  for (let s = 0; s + 1 < anchorIndex.length; s++) {
    const a = anchorIndex[s] ?? 0;
    const b = anchorIndex[s + 1] ?? 0;
    const la = Math.log(levels[s] ?? 1);
    const lb = Math.log(levels[s + 1] ?? 1);
    const n = Math.max(1, b - a);
    const walk = [0];
    // 0.7: a bridge wanders further than its daily volatility suggests; keep the path near the anchors.
    for (let k = 1; k <= n; k++) walk.push((walk[k - 1] ?? 0) + 0.7 * vol * normal(rnd));
    const last = walk[n] ?? 0;
    for (let k = 0; k <= n; k++) out[a + k] = Math.exp(la + ((lb - la) * k) / n + (walk[k] ?? 0) - (k / n) * last);
  }
  return out;
}

export function generateRates(end: string, closed: ReadonlySet<string>, start = RATES_START): GeneratedRates {
  const days = businessDays(start, end, closed);
  const fx: FxRow[] = [];
  const interest: InterestRow[] = [];

  // The peg: HKD a hair around 1.0300, USD through USD/HKD inside the 7.75–7.85 band.
  const hkdRnd = randomFor('rates:fx:HKD');
  let hkdNoise = 0;
  const hkd = days.map(() => {
    hkdNoise = 0.8 * hkdNoise + 0.00012 * normal(hkdRnd);
    return 1.03 + Math.max(-0.0005, Math.min(0.0005, hkdNoise));
  });
  const usdHkd = bridgePath('USDHKD', days, USD_HKD_ANCHORS, 0.0003).map((v) => Math.max(7.75, Math.min(7.85, v)));
  const paths = Object.fromEntries(Object.entries(FX_ANCHORS).map(([code, a]) => [code, bridgePath(code, days, a.levels, a.vol)])) as Record<keyof typeof FX_ANCHORS, number[]>;

  days.forEach((day, i) => {
    const usdMop = (hkd[i] ?? 1.03) * (usdHkd[i] ?? 7.8);
    const mopPerUnit = (code: RateCurrency): number => {
      if (code === 'HKD') return hkd[i] ?? 1.03;
      if (code === 'USD') return usdMop;
      if (code === 'DKK') return (usdMop * (paths.EUR[i] ?? 1)) / DKK_PER_EUR;
      const anchor = FX_ANCHORS[code];
      const level = paths[code][i] ?? 1;
      return anchor.perUsd ? usdMop / level : usdMop * level;
    };
    for (const currency of RATE_CURRENCIES) {
      const unit = currencyUnit(currency);
      const mid = roundTo(mopPerUnit(currency) * unit, 4);
      const [tt, cheque] = SPREADS[currency];
      fx.push({ day, currency, unit, mid, ttBuying: roundTo(mid * (1 - tt), 4), chequeBuying: roundTo(mid * (1 - cheque), 4) });
    }
  });

  // Money market: the overnight rate a varying share of the base rate below it.
  const mmRnd = randomFor('rates:money-market');
  let share = 0.7;
  for (const day of days) {
    const base = baseRateOn(day);
    share = Math.max(0.35, Math.min(0.95, share + 0.08 * (0.7 - share) + 0.025 * normal(mmRnd)));
    const overnight = Math.max(0.01, base * share - 0.08 + 0.03 * normal(mmRnd));
    for (const term of MAIBOR_TERMS) {
      // Expected moves within the term: the average base rate over it, partly priced in.
      const expected = 0.45 * (averageBase(day, TERM_DAYS[term]) - base);
      const premium = TERM_PREMIUM[term] * (0.6 + 0.4 * Math.min(1, base / 2));
      const rate = term === 'overnight' ? overnight : overnight + premium + expected + 0.02 * normal(mmRnd);
      interest.push({ day, series: 'maibor', term, rate: roundTo(Math.max(0.01, Math.min(base + 1, rate)), 4) });
    }
    // MONIA averages the overnight deals actually done: close to, usually a little under, overnight MAIBOR.
    interest.push({ day, series: 'monia', term: 'overnight', rate: roundTo(Math.max(0.005, overnight - 0.03 + 0.02 * normal(mmRnd)), 4) });
    // The Authority's liquidity deposit facility pays a fixed margin under the base rate.
    interest.push({ day, series: 'liquidity-deposit-rate', term: 'overnight', rate: roundTo(Math.max(0.01, base - LIQUIDITY_MARGIN), 4) });
  }
  return { days, fx, interest, baseChanges: baseChanges() };
}
