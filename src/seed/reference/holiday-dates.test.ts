/**
 * Checks every seeded holiday date against an independent computation: lunar
 * dates from the new moons (Meeus, "Astronomical Algorithms", ch. 49) counted in
 * China Standard Time, solar terms from the Sun's apparent longitude (ch. 25),
 * Easter by the Gregorian computus, and fixed dates. ICU's Chinese calendar is
 * not used: it places Lunar New Year 2027 on 7 February, but the new moon falls
 * at 23:56 CST on 6 February.
 */
import { describe, expect, it } from 'vitest';
import { HOLIDAY_DATES, HOLIDAY_KINDS } from './holidays-data.ts';

const RAD = Math.PI / 180;
/** TT − UT around 2026–2027, in days. */
const DELTA_T = 69.5 / 86_400;
const CST = 8 / 24;

const jdToCstDate = (jd: number) => new Date((jd - DELTA_T + CST - 2_440_587.5) * 86_400_000).toISOString().slice(0, 10);

/** Julian Ephemeris Day of new moon number k (k = 0: 6 January 2000). */
function newMoonJde(k: number): number {
  const T = k / 1236.85;
  const jde = 2451550.09766 + 29.530588861 * k + 0.00015437 * T ** 2 - 0.00000015 * T ** 3 + 0.00000000073 * T ** 4;
  const E = 1 - 0.002516 * T - 0.0000074 * T ** 2;
  const M = (2.5534 + 29.1053567 * k - 0.0000014 * T ** 2 - 0.00000011 * T ** 3) * RAD;
  const Mp = (201.5643 + 385.81693528 * k + 0.0107582 * T ** 2 + 0.00001238 * T ** 3 - 0.000000058 * T ** 4) * RAD;
  const F = (160.7108 + 390.67050284 * k - 0.0016118 * T ** 2 - 0.00000227 * T ** 3 + 0.000000011 * T ** 4) * RAD;
  const Om = (124.7746 - 1.56375588 * k + 0.0020672 * T ** 2 + 0.00000215 * T ** 3) * RAD;
  const s = Math.sin;
  const correction =
    -0.4072 * s(Mp) + 0.17241 * E * s(M) + 0.01608 * s(2 * Mp) + 0.01039 * s(2 * F) + 0.00739 * E * s(Mp - M) - 0.00514 * E * s(Mp + M) +
    0.00208 * E * E * s(2 * M) - 0.00111 * s(Mp - 2 * F) - 0.00057 * s(Mp + 2 * F) + 0.00056 * E * s(2 * Mp + M) - 0.00042 * s(3 * Mp) +
    0.00042 * E * s(M + 2 * F) + 0.00038 * E * s(M - 2 * F) - 0.00024 * E * s(2 * Mp - M) - 0.00017 * s(Om) - 0.00007 * s(Mp + 2 * M) +
    0.00004 * s(2 * Mp - 2 * F) + 0.00004 * s(3 * M) + 0.00003 * s(Mp + M - 2 * F) + 0.00003 * s(2 * Mp + 2 * F) - 0.00003 * s(Mp + M + 2 * F) +
    0.00003 * s(Mp - M + 2 * F) - 0.00002 * s(Mp - M - 2 * F) - 0.00002 * s(3 * Mp + M) + 0.00002 * s(4 * Mp);
  const A = [
    [299.77 + 0.107408 * k - 0.009173 * T ** 2, 0.000325], [251.88 + 0.016321 * k, 0.000165], [251.83 + 26.651886 * k, 0.000164],
    [349.42 + 36.412478 * k, 0.000126], [84.66 + 18.206239 * k, 0.00011], [141.74 + 53.303771 * k, 0.000062], [207.14 + 2.453732 * k, 0.00006],
    [154.84 + 7.30686 * k, 0.000056], [34.52 + 27.261239 * k, 0.000047], [207.19 + 0.121824 * k, 0.000042], [291.34 + 1.844379 * k, 0.00004],
    [161.72 + 24.198154 * k, 0.000037], [239.56 + 25.513099 * k, 0.000035], [331.55 + 3.592518 * k, 0.000023],
  ] as const;
  return jde + correction + A.reduce((sum, [angle, coefficient]) => sum + coefficient * s(angle * RAD), 0);
}

/** Apparent longitude of the Sun in degrees (low precision, about 0.01°). */
function sunLongitude(jde: number): number {
  const T = (jde - 2451545) / 36525;
  const L0 = 280.46646 + 36000.76983 * T + 0.0003032 * T ** 2;
  const M = (357.52911 + 35999.05029 * T - 0.0001537 * T ** 2) * RAD;
  const C = (1.914602 - 0.004817 * T - 0.000014 * T ** 2) * Math.sin(M) + (0.019993 - 0.000101 * T) * Math.sin(2 * M) + 0.000289 * Math.sin(3 * M);
  const omega = (125.04 - 1934.136 * T) * RAD;
  return (((L0 + C - 0.00569 - 0.00478 * Math.sin(omega)) % 360) + 360) % 360;
}

/** The CST day on which the Sun reaches a longitude, searching from a starting date. */
function solarTermDay(longitude: number, from: string): string {
  let jde = Date.parse(`${from}T00:00:00Z`) / 86_400_000 + 2_440_587.5;
  for (let i = 0; i < 30; i++) {
    const diff = ((((longitude - sunLongitude(jde)) % 360) + 540) % 360) - 180;
    jde += (diff / 360) * 365.2422;
  }
  return jdToCstDate(jde);
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The first day of each lunar month from month 11 of the year before: month 11 holds the winter solstice. */
function lunarMonthStarts(year: number): Map<number, string> {
  const k0 = Math.floor((year - 1 - 2000) * 12.3685) + 8;
  const days = Array.from({ length: 18 }, (_, i) => jdToCstDate(newMoonJde(k0 + i)));
  const month11 = (solstice: string) => days.filter((d) => d <= solstice).at(-1) as string;
  const start = days.indexOf(month11(solarTermDay(270, `${String(year - 1)}-12-01`)));
  const end = days.indexOf(month11(solarTermDay(270, `${String(year)}-12-01`)));
  // Twelve lunations between two month-11s: no leap month to place in this year.
  expect(end - start, `leap month in ${String(year)}`).toBe(12);
  const starts = new Map<number, string>();
  for (let month = 1; month <= 12; month++) starts.set(month, days[start + 1 + month] as string);
  starts.set(0, days[start + 1] as string); // month 12 of the year before
  return starts;
}

const lunar = (year: number, month: number, day: number) => addDays(lunarMonthStarts(year).get(month) as string, day - 1);

function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const EXPECTED: Record<string, (year: number) => string> = {
  'new-year': (y) => `${String(y)}-01-01`,
  'lunar-new-year-eve': (y) => addDays(lunar(y, 1, 1), -1),
  'lunar-new-year-1': (y) => lunar(y, 1, 1),
  'lunar-new-year-2': (y) => lunar(y, 1, 2),
  'lunar-new-year-3': (y) => lunar(y, 1, 3),
  'good-friday': (y) => addDays(easter(y), -2),
  'easter-eve': (y) => addDays(easter(y), -1),
  'ching-ming': (y) => solarTermDay(15, `${String(y)}-03-25`),
  'labour-day': (y) => `${String(y)}-05-01`,
  'buddha-birthday': (y) => lunar(y, 4, 8),
  'tuen-ng': (y) => lunar(y, 5, 5),
  'mid-autumn-next-day': (y) => lunar(y, 8, 16),
  'national-day': (y) => `${String(y)}-10-01`,
  'national-day-next-day': (y) => `${String(y)}-10-02`,
  'chung-yeung': (y) => lunar(y, 9, 9),
  'all-souls': (y) => `${String(y)}-11-02`,
  'immaculate-conception': (y) => `${String(y)}-12-08`,
  'msar-day': (y) => `${String(y)}-12-20`,
  'winter-solstice': (y) => solarTermDay(270, `${String(y)}-12-01`),
  'christmas-eve': (y) => `${String(y)}-12-24`,
  christmas: (y) => `${String(y)}-12-25`,
};

describe('seeded holiday dates', () => {
  it('match the astronomical and ecclesiastical computation', () => {
    for (const [kind, date] of HOLIDAY_DATES) {
      const rule = EXPECTED[kind];
      expect(rule, kind).toBeDefined();
      expect(date, `${kind} ${date}`).toBe(rule?.(Number(date.slice(0, 4))));
    }
  });

  it('reproduce known dates, as a check of the computation itself', () => {
    expect(lunar(2026, 1, 1)).toBe('2026-02-17');
    expect(lunar(2024, 1, 1)).toBe('2024-02-10');
    expect(lunar(2024, 8, 15)).toBe('2024-09-17');
    expect(easter(2026)).toBe('2026-04-05');
    expect(easter(2027)).toBe('2027-03-28');
    expect(solarTermDay(270, '2025-12-01')).toBe('2025-12-21');
    expect(solarTermDay(15, '2025-03-25')).toBe('2025-04-04');
  });

  it('cover the twenty public holidays of each year and the obligatory ones of the labour law', () => {
    for (const year of ['2026', '2027']) {
      const kinds = HOLIDAY_DATES.filter(([, d]) => d.startsWith(year)).map(([k]) => HOLIDAY_KINDS[k]);
      const publicOnes = kinds.filter((k) => k && (JSON.parse(k.type) as { public: boolean }).public);
      expect(publicOnes).toHaveLength(20);
      const mandatory = kinds.filter((k) => k && (JSON.parse(k.type) as { mandatory: boolean }).mandatory).map((k) => k?.key);
      expect(mandatory).toEqual(['new-year', 'lunar-new-year-1', 'lunar-new-year-2', 'lunar-new-year-3', 'ching-ming', 'labour-day', 'mid-autumn-next-day', 'national-day', 'chung-yeung', 'msar-day']);
    }
  });
});
