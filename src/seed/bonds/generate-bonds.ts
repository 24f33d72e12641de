/**
 * Deterministic generator of the bond records of Macao's bond market, 2019–2026:
 * each issuer comes to market a few times, sometimes with two or three tranches
 * (different tenors) on the same day. Coupons follow the rate cycle of the
 * currency (low in 2020–21, high in 2023–24), the tenor and the credit grade; the
 * status is derived from the seed's fixed "now" (SEED_BASE_DATE), never the clock.
 * Pure: tests call it to compute expected figures independently of the database.
 */
import type { BOND_CURRENCIES, BOND_INTEREST_PAYMENTS, BOND_OPTION_TYPES, BOND_STATUSES } from '#src/features/bonds/schema.ts';
import { withCheckDigit } from '#src/features/bonds/isin.ts';
import { randomFor, SEED_BASE_DATE } from '#src/seed/random.ts';
import { ISSUERS, type IssuerSeed } from './issuers-data.ts';

type Currency = (typeof BOND_CURRENCIES)[number];

export interface GeneratedBond {
  bondNumber: string;
  isin: string;
  typeSlug: string;
  issuer: IssuerSeed;
  currency: Currency;
  /** Per cent a year, 4 decimals as text (numeric column). */
  couponRate: string;
  issueDate: string;
  valueDate: string;
  maturityDate: string;
  issueSize: string;
  interestPayment: (typeof BOND_INTEREST_PAYMENTS)[number];
  optionType: (typeof BOND_OPTION_TYPES)[number];
  tenorMonths: number;
  rating: string | null;
  ratingAgency: IssuerSeed['agency'];
  status: (typeof BOND_STATUSES)[number];
  disclosureDate: string;
  /** Tier 2 capital of a bank (10 years, callable after 5). */
  subordinated: boolean;
  /** The day of early redemption, for a called bond. */
  redeemedOn: string | null;
}

/** One issue event: the tranches an issuer prices on one day. */
export interface GeneratedIssue {
  key: string;
  issuer: IssuerSeed;
  bonds: GeneratedBond[];
}

export const TODAY = SEED_BASE_DATE.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2019, 0, 7);
const LAST_DAY = Date.UTC(2026, 9, 20);

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, days: number) => isoDay(dayMs(day) + days * DAY_MS);

/** Same day of month `months` later (clamped to the month's end). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const total = m - 1 + months;
  const year = y + Math.floor(total / 12);
  const month = ((total % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return isoDay(Date.UTC(year, month, Math.min(d, last)));
}

/** The next working day (Monday to Friday). */
function weekday(day: string): string {
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
  return dow === 6 ? addDays(day, 2) : dow === 0 ? addDays(day, 1) : day;
}

/** Market yield of a currency in a year (per cent), before term and credit spreads. */
const BASE_YIELD: Readonly<Record<Currency, Readonly<Record<number, number>>>> = {
  USD: { 2019: 2.2, 2020: 0.7, 2021: 0.9, 2022: 3.1, 2023: 4.5, 2024: 4.3, 2025: 4.0, 2026: 3.7 },
  HKD: { 2019: 1.9, 2020: 0.6, 2021: 0.8, 2022: 2.9, 2023: 4.1, 2024: 3.9, 2025: 3.3, 2026: 3.0 },
  MOP: { 2019: 2.1, 2020: 0.8, 2021: 1.0, 2022: 3.1, 2023: 4.3, 2024: 4.1, 2025: 3.5, 2026: 3.2 },
  CNY: { 2019: 3.0, 2020: 2.7, 2021: 2.8, 2022: 2.5, 2023: 2.4, 2024: 2.0, 2025: 1.7, 2026: 1.6 },
};

const GRADE_SPREAD: Readonly<Record<string, number>> = {
  AAA: 0.05, 'AA+': 0.25, AA: 0.35, 'AA-': 0.45, 'A+': 0.6, A: 0.75, 'A-': 0.9, 'BBB+': 1.2, BBB: 1.45, 'BBB-': 1.8, 'BB+': 2.6, BB: 3.2, 'BB-': 3.8,
};
const GRADES = Object.keys(GRADE_SPREAD);

const MOODYS: Readonly<Record<string, string>> = {
  AAA: 'Aaa', 'AA+': 'Aa1', AA: 'Aa2', 'AA-': 'Aa3', 'A+': 'A1', A: 'A2', 'A-': 'A3', 'BBB+': 'Baa1', BBB: 'Baa2', 'BBB-': 'Baa3', 'BB+': 'Ba1', BB: 'Ba2', 'BB-': 'Ba3',
};

/** Size steps and ranges per currency, in units. */
const SIZES: Readonly<Record<Currency, { step: number; min: number; max: number }>> = {
  MOP: { step: 100_000_000, min: 2, max: 20 },
  CNY: { step: 500_000_000, min: 1, max: 12 },
  HKD: { step: 100_000_000, min: 2, max: 30 },
  USD: { step: 50_000_000, min: 2, max: 20 },
};

function pick<T>(rnd: () => number, items: readonly T[]): T {
  return items[Math.floor(rnd() * items.length)] as T;
}

function lowerGrade(grade: string, notches: number): string {
  return GRADES[Math.min(GRADES.length - 1, GRADES.indexOf(grade) + notches)] ?? grade;
}

function paymentFor(currency: Currency, tenorYears: number, issuer: IssuerSeed, rnd: () => number): GeneratedBond['interestPayment'] {
  if (tenorYears <= 1) return 'at-maturity';
  if (currency === 'CNY') return 'annual';
  if (currency === 'USD') return issuer.kind === 'supranational' && rnd() < 0.5 ? 'annual' : 'semi-annual';
  if (currency === 'HKD') return rnd() < 0.5 ? 'quarterly' : 'semi-annual';
  return rnd() < 0.6 ? 'annual' : 'semi-annual';
}

function isinFor(currency: Currency, issuer: IssuerSeed, year: number, serial: number, rnd: () => number, used: Set<string>): string {
  // Patacas are always issued and cleared locally; other currencies mostly too,
  // but part of the international issues carry a Euroclear/Clearstream (XS) or a
  // Hong Kong (HK) code and are listed in Macao as well.
  const local = currency === 'MOP' || issuer.kind === 'public-sector' || rnd() < 0.6;
  for (let attempt = 0; ; attempt++) {
    let body: string;
    if (local) body = `MO0${String(year % 100).padStart(2, '0')}${String((serial * 7919 + attempt * 104_729) % 1_000_000).padStart(6, '0')}`;
    else if (currency === 'HKD') body = `HK0000${String(Math.floor(rnd() * 100_000)).padStart(5, '0')}`;
    else body = `XS${String(2 + Math.floor((year - 2019) / 4))}${String(Math.floor(rnd() * 100_000_000)).padStart(8, '0')}`;
    const isin = withCheckDigit(body);
    if (!used.has(isin)) {
      used.add(isin);
      return isin;
    }
  }
}

/** Every issue, in order of issue date. */
export function generateIssues(): GeneratedIssue[] {
  const events: { issuer: IssuerSeed; index: number; issueDate: string }[] = [];
  for (const issuer of ISSUERS) {
    const rnd = randomFor(`bonds:issuer:${issuer.key}`);
    const span = LAST_DAY - FIRST_DAY;
    for (let i = 0; i < issuer.issues; i++) {
      const at = FIRST_DAY + ((i + 0.1 + rnd() * 0.8) / issuer.issues) * span;
      events.push({ issuer, index: i, issueDate: weekday(isoDay(Math.floor(at / DAY_MS) * DAY_MS)) });
    }
  }
  events.sort((a, b) => a.issueDate.localeCompare(b.issueDate) || a.issuer.key.localeCompare(b.issuer.key));

  const used = new Set<string>();
  const perYear = new Map<number, number>();
  let serial = 0;
  return events.map(({ issuer, index, issueDate }) => {
    const key = `${issuer.key}-${String(index + 1)}`;
    const rnd = randomFor(`bonds:issue:${key}`);
    const year = Number(issueDate.slice(0, 4));
    const currency = pick(rnd, issuer.currencies);
    const green = rnd() < issuer.green;
    const tranches = issuer.tenors.length > 1 && rnd() < 0.3 ? (rnd() < 0.3 ? 3 : 2) : 1;
    const tenors = [...issuer.tenors].sort(() => rnd() - 0.5).slice(0, Math.min(tranches, issuer.tenors.length)).sort((a, b) => a - b);
    const disclosureDate = weekday(addDays(issueDate, -(3 + Math.floor(rnd() * 6))));
    const valueDate = weekday(addDays(issueDate, 2 + Math.floor(rnd() * 5)));
    // One payment frequency for the tranches of an issue; longer tranches pay more.
    const payment = paymentFor(currency, 2, issuer, rnd);
    let previousCoupon = 0;
    const bonds = tenors.map((years): GeneratedBond => {
      const subordinated = issuer.kind === 'bank' && years === 10;
      const grade = issuer.grade ? (subordinated ? lowerGrade(issuer.grade, 2) : issuer.grade) : null;
      const rating = grade === null ? null : issuer.agency === 'moodys' ? (MOODYS[grade] ?? grade) : grade;
      const base = BASE_YIELD[currency][year] ?? 3;
      const spread = grade === null ? 1.6 : (GRADE_SPREAD[grade] ?? 1);
      const term = 0.18 * Math.sqrt(years) + (subordinated ? 0.8 : 0) - (green ? 0.05 : 0);
      const coupon = Math.max(0.5, previousCoupon + 0.1, Math.round((base + spread + term + (rnd() - 0.5) * 0.3) * 20) / 20);
      previousCoupon = coupon;
      const size = SIZES[currency];
      const units = size.min + Math.floor(rnd() * (size.max - size.min + 1) * (issuer.kind === 'supranational' ? 1 : 0.7));
      const tenorMonths = years * 12;
      const maturityDate = addMonths(valueDate, tenorMonths);
      const optionType: GeneratedBond['optionType'] = subordinated ? 'callable' : issuer.kind === 'corporate' && years >= 5 ? (rnd() < 0.5 ? 'callable' : rnd() < 0.4 ? 'puttable' : 'none') : 'none';
      const callDate = optionType === 'callable' ? addMonths(valueDate, Math.floor(years / 2) * 12) : null;
      const called = callDate !== null && callDate < TODAY && rnd() < 0.5;
      const status: GeneratedBond['status'] = maturityDate <= TODAY ? 'matured' : called ? 'redeemed' : 'outstanding';
      serial += 1;
      const count = (perYear.get(year) ?? 0) + 1;
      perYear.set(year, count);
      return {
        bondNumber: `MB${String(year)}-${String(count).padStart(3, '0')}`,
        isin: isinFor(currency, issuer, year, serial, rnd, used),
        typeSlug: green ? 'green' : { 'public-sector': 'government', bank: 'financial', supranational: 'supranational', corporate: 'corporate' }[issuer.kind],
        issuer,
        currency,
        couponRate: coupon.toFixed(4),
        issueDate,
        valueDate,
        maturityDate,
        issueSize: (units * size.step).toFixed(2),
        interestPayment: years <= 1 ? 'at-maturity' : payment,
        optionType,
        tenorMonths,
        rating,
        ratingAgency: rating === null ? null : issuer.agency,
        status,
        disclosureDate,
        subordinated,
        redeemedOn: status === 'redeemed' ? callDate : null,
      };
    });
    return { key, issuer, bonds };
  });
}
