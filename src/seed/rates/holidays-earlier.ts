/**
 * Public holidays of 2021–2025, so that every year the rate series covers has its
 * holidays (the reference seed holds 2026 and 2027). Same kinds and the same
 * computations as `../reference/holidays-data.ts`: lunar dates from the new moons
 * in China Standard Time, Ching Ming and the Winter Solstice from the solar terms,
 * Easter by the Gregorian computus. Lunar New Year's Eve is the day before the first day.
 */
import type { HOLIDAY_KINDS } from '#src/seed/reference/holidays-data.ts';

type Kind = keyof typeof HOLIDAY_KINDS & string;

interface YearDates {
  lunarNewYear: string;
  goodFriday: string;
  chingMing: string;
  buddha: string;
  tuenNg: string;
  /** The day after the Mid-Autumn Festival. */
  midAutumnNext: string;
  chungYeung: string;
  winterSolstice: string;
}

const MOVABLE: Readonly<Record<number, YearDates>> = {
  2021: { lunarNewYear: '2021-02-12', goodFriday: '2021-04-02', chingMing: '2021-04-04', buddha: '2021-05-19', tuenNg: '2021-06-14', midAutumnNext: '2021-09-22', chungYeung: '2021-10-14', winterSolstice: '2021-12-21' },
  2022: { lunarNewYear: '2022-02-01', goodFriday: '2022-04-15', chingMing: '2022-04-05', buddha: '2022-05-08', tuenNg: '2022-06-03', midAutumnNext: '2022-09-11', chungYeung: '2022-10-04', winterSolstice: '2022-12-22' },
  2023: { lunarNewYear: '2023-01-22', goodFriday: '2023-04-07', chingMing: '2023-04-05', buddha: '2023-05-26', tuenNg: '2023-06-22', midAutumnNext: '2023-09-30', chungYeung: '2023-10-23', winterSolstice: '2023-12-22' },
  2024: { lunarNewYear: '2024-02-10', goodFriday: '2024-03-29', chingMing: '2024-04-04', buddha: '2024-05-15', tuenNg: '2024-06-10', midAutumnNext: '2024-09-18', chungYeung: '2024-10-11', winterSolstice: '2024-12-21' },
  2025: { lunarNewYear: '2025-01-29', goodFriday: '2025-04-18', chingMing: '2025-04-04', buddha: '2025-05-05', tuenNg: '2025-05-31', midAutumnNext: '2025-10-07', chungYeung: '2025-10-29', winterSolstice: '2025-12-21' },
};

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export const EARLIER_HOLIDAY_YEARS = Object.keys(MOVABLE).map(Number);

/** [kind, date] of 2021–2025 in date order. */
export function earlierHolidayDates(): [Kind, string][] {
  const out: [Kind, string][] = [];
  for (const year of EARLIER_HOLIDAY_YEARS) {
    const m = MOVABLE[year];
    if (!m) continue;
    const days: [Kind, string][] = [
      ['new-year', `${year}-01-01`],
      ['lunar-new-year-eve', addDays(m.lunarNewYear, -1)],
      ['lunar-new-year-1', m.lunarNewYear],
      ['lunar-new-year-2', addDays(m.lunarNewYear, 1)],
      ['lunar-new-year-3', addDays(m.lunarNewYear, 2)],
      ['good-friday', m.goodFriday],
      ['easter-eve', addDays(m.goodFriday, 1)],
      ['ching-ming', m.chingMing],
      ['labour-day', `${year}-05-01`],
      ['buddha-birthday', m.buddha],
      ['tuen-ng', m.tuenNg],
      ['mid-autumn-next-day', m.midAutumnNext],
      ['national-day', `${year}-10-01`],
      ['national-day-next-day', `${year}-10-02`],
      ['chung-yeung', m.chungYeung],
      ['all-souls', `${year}-11-02`],
      ['immaculate-conception', `${year}-12-08`],
      ['msar-day', `${year}-12-20`],
      ['winter-solstice', m.winterSolstice],
      ['christmas-eve', `${year}-12-24`],
      ['christmas', `${year}-12-25`],
    ];
    out.push(...days.sort((a, b) => a[1].localeCompare(b[1])));
  }
  return out;
}
