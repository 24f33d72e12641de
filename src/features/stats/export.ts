/**
 * The download file of a series (the "Download the whole series" link): CSV with
 * bilingual headings (Chinese and English), UTF-8 with a byte-order mark so
 * spreadsheet programs read the Chinese correctly. The seed writes it, and the desk
 * writes it again when it publishes new points; the desk reads this layout back.
 */
import type { StatFrequency } from './stat-modules.ts';
import { calendarPeriod } from './calendar-contract.ts';

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export interface SeriesCsvSpec {
  frequency: StatFrequency;
  decimals: number;
  title: { 'zh-hant': string; en: string };
  unit: { 'zh-hant': string; en: string };
}

/** The series as CSV: `期間 Period`, then one line per point (2026-09, 2026-Q2, 2025). */
export function seriesCsv(spec: SeriesCsvSpec, points: readonly { period: string; value: number }[]): string {
  const header = [`期間 Period`, `${spec.title['zh-hant']}（${spec.unit['zh-hant']}） ${spec.title.en} (${spec.unit.en})`].map(csvCell).join(',');
  const rows = points.map((p) => `${calendarPeriod(p.period, spec.frequency)},${p.value.toFixed(spec.decimals)}`);
  return `\uFEFF${[header, ...rows].join('\r\n')}\r\n`;
}
