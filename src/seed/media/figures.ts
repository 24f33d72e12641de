/**
 * The figures behind the statistical downloads and infographics: monthly monetary
 * series and quarterly insurance series of Macao's size and shape (a trend with
 * small, seeded month-to-month moves), so every document tells the same story.
 */
import { randomFor } from '#src/seed/random.ts';

export interface MonthFigures {
  year: number;
  month: number;
  /** MOP million. */
  currencyInCirculation: number;
  m1: number;
  m2: number;
  residentDeposits: number;
  nonResidentDeposits: number;
  publicSectorDeposits: number;
  domesticLoans: number;
  externalLoans: number;
  /** MOP million. */
  fxReserves: number;
  /** Shares of deposits by currency (sum 1). */
  depositShares: { mop: number; hkd: number; usd: number; cny: number; other: number };
  /** Per cent. */
  nplRatio: number;
}

/** 2018-01 … 2026-09, the last month with published figures at the seed date. */
export const FIRST_MONTH = { year: 2018, month: 1 };
export const LAST_MONTH = { year: 2026, month: 9 };

function monthIndex(year: number, month: number): number {
  return (year - FIRST_MONTH.year) * 12 + (month - FIRST_MONTH.month);
}

const round1 = (n: number) => Math.round(n * 10) / 10;

let cache: MonthFigures[] | undefined;

export function monthlyFigures(): MonthFigures[] {
  if (cache) return cache;
  const rnd = randomFor('media:monetary-figures');
  const out: MonthFigures[] = [];
  const count = monthIndex(LAST_MONTH.year, LAST_MONTH.month) + 1;
  let m2 = 655_000;
  let cic = 15_800;
  let resident = 640_000;
  let nonResident = 420_000;
  let publicDeposits = 215_000;
  let domestic = 520_000;
  let external = 545_000;
  let reserves = 169_000;
  for (let i = 0; i < count; i++) {
    const year = FIRST_MONTH.year + Math.floor(i / 12);
    const month = (i % 12) + 1;
    const move = (drift: number, spread: number) => 1 + drift + (rnd() - 0.5) * spread;
    // 2020–2022: weaker lending and more deposits; afterwards a slow recovery.
    const slump = year >= 2020 && year <= 2022;
    m2 *= move(slump ? 0.003 : 0.0035, 0.01);
    cic *= move(0.002, 0.012) * (month === 1 || month === 2 ? 1.01 : 1);
    resident *= move(0.003, 0.01);
    nonResident *= move(slump ? -0.002 : 0.002, 0.03);
    publicDeposits *= move(slump ? -0.001 : 0.001, 0.02);
    domestic *= move(slump ? -0.001 : 0.0005, 0.008);
    external *= move(slump ? 0.002 : -0.001, 0.02);
    reserves *= move(0.0035, 0.012);
    const m1 = m2 * (0.118 + (rnd() - 0.5) * 0.01);
    const hkd = 0.48 - i * 0.0008 + (rnd() - 0.5) * 0.01;
    const mop = 0.25 + i * 0.0009 + (rnd() - 0.5) * 0.01;
    const usd = 0.17 + (rnd() - 0.5) * 0.01;
    const cny = 0.07 + (rnd() - 0.5) * 0.006;
    const other = 1 - hkd - mop - usd - cny;
    out.push({
      year,
      month,
      currencyInCirculation: round1(cic),
      m1: round1(m1),
      m2: round1(m2),
      residentDeposits: round1(resident),
      nonResidentDeposits: round1(nonResident),
      publicSectorDeposits: round1(publicDeposits),
      domesticLoans: round1(domestic),
      externalLoans: round1(external),
      fxReserves: round1(reserves),
      depositShares: { mop: round1(mop * 1000) / 1000, hkd: round1(hkd * 1000) / 1000, usd: round1(usd * 1000) / 1000, cny: round1(cny * 1000) / 1000, other: round1(other * 1000) / 1000 },
      // Problem loans rose after 2020 and kept rising while property prices fell.
      nplRatio: round1(year <= 2019 ? 0.3 + rnd() * 0.1 : 0.4 + (i - 24) * 0.058 + rnd() * 0.15),
    });
  }
  cache = out;
  return out;
}

export function figuresFor(year: number, month: number): MonthFigures {
  const found = monthlyFigures()[monthIndex(year, month)];
  if (!found) throw new Error(`No figures for ${year}-${month}`);
  return found;
}

export interface QuarterFigures {
  year: number;
  quarter: number;
  /** MOP million, for the quarter. */
  lifePremiums: number;
  nonLifePremiums: number;
  lifeClaims: number;
  nonLifeClaims: number;
  /** Non-life premiums by class, MOP million. */
  nonLifeByClass: { motor: number; property: number; medical: number; employees: number; other: number };
}

export const LAST_QUARTER = { year: 2026, quarter: 2 };

let quarterCache: QuarterFigures[] | undefined;

export function quarterlyFigures(): QuarterFigures[] {
  if (quarterCache) return quarterCache;
  const rnd = randomFor('media:insurance-figures');
  const out: QuarterFigures[] = [];
  let life = 5_400;
  let nonLife = 760;
  for (let year = 2019; year <= LAST_QUARTER.year; year++) {
    for (let quarter = 1; quarter <= 4; quarter++) {
      if (year === LAST_QUARTER.year && quarter > LAST_QUARTER.quarter) break;
      life *= 1 + (year === 2020 ? -0.01 : 0.025) + (rnd() - 0.5) * 0.08;
      nonLife *= 1 + 0.01 + (rnd() - 0.5) * 0.05;
      const motor = nonLife * (0.24 + (rnd() - 0.5) * 0.02);
      const property = nonLife * (0.2 + (rnd() - 0.5) * 0.02);
      const medical = nonLife * (0.26 + (rnd() - 0.5) * 0.02);
      const employees = nonLife * (0.16 + (rnd() - 0.5) * 0.02);
      out.push({
        year,
        quarter,
        lifePremiums: round1(life),
        nonLifePremiums: round1(nonLife),
        lifeClaims: round1(life * (0.31 + rnd() * 0.06)),
        nonLifeClaims: round1(nonLife * (0.42 + rnd() * 0.08)),
        nonLifeByClass: {
          motor: round1(motor),
          property: round1(property),
          medical: round1(medical),
          employees: round1(employees),
          other: round1(nonLife - motor - property - medical - employees),
        },
      });
    }
  }
  quarterCache = out;
  return out;
}

/** Year-end (December) figures of each full year. */
export function yearEnds(from: number, to: number): MonthFigures[] {
  const out: MonthFigures[] = [];
  for (let year = from; year <= to; year++) out.push(figuresFor(year, year === LAST_MONTH.year ? LAST_MONTH.month : 12));
  return out;
}

/** Percentage change, one decimal. */
export function change(now: number, before: number): number {
  return round1(((now - before) / before) * 100);
}
