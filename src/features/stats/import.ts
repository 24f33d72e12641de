/**
 * Files of new statistical points (issue 35): read, checked line by line, and
 * compared with the points published. Two layouts, headings in any of the site's
 * languages (or the bilingual headings of the public download):
 *
 * - the public download of one series (`期間 Period`, then the series' values):
 *   the person names the series when uploading;
 * - several series by code: `Series`, `Period`, `Value` (系列, 期間, 數值; Série,
 *   Período, Valor), the code being the series' slug.
 *
 * Periods as the download writes them: `2026-10` (monthly, or `2026-10-01`),
 * `2026-Q3` (quarterly), `2026` (yearly), `2026-10-15` (daily). Values are decimal
 * numbers with a point and at most 6 decimals. A file is all or nothing: any issue
 * and nothing is kept but the file and its issues. Points the file does not hold are
 * kept as they are (an import adds and revises, it never removes).
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '#src/server/db/open.ts';
import { readTableFile, UnreadableTableError } from '#src/server/text/table-file.ts';
import { calendarPeriod } from './calendar-contract.ts';
import { pointsOfSeries, seriesForImport } from './queries.ts';
import type { StatFrequency } from './stat-modules.ts';
import { macaoToday } from '#src/lib/format.ts';

export const ISSUE_CODES = ['unreadable', 'empty', 'headings', 'seriesMissing', 'series', 'period', 'future', 'number', 'duplicate'] as const;
export type IssueCode = (typeof ISSUE_CODES)[number];

/** Something wrong with the file, where (line of the file, 1 = headings; column as the file heads it). */
export interface StatImportIssue {
  line: number;
  column: string;
  code: IssueCode;
  params?: Record<string, string | number>;
}

export interface SeriesRef {
  id: number;
  slug: string;
  frequency: StatFrequency;
  decimals: number;
  releaseKey: string | null;
}

export interface FilePoint {
  seriesId: number;
  period: string;
  value: number;
  line: number;
}

export interface SeriesPreview {
  seriesId: number;
  slug: string;
  frequency: StatFrequency;
  decimals: number;
  releaseKey: string | null;
  added: { period: string; value: number }[];
  revised: { period: string; before: number; after: number }[];
  unchanged: number;
  /** Points published and not in the file: they stay as they are. */
  kept: number;
}

export interface StatImportPreview {
  series: SeriesPreview[];
}

const PERIOD_WORDS = ['period', '期間', '期间', 'período', 'periodo'];
const SERIES_WORDS = ['series', 'code', '系列', '代碼', '代码', 'série', 'serie', 'código'];
const VALUE_WORDS = ['value', '數值', '数值', 'valor'];
const headingIs = (cell: string | undefined, words: readonly string[]) => {
  const text = (cell ?? '').toLowerCase();
  return text !== '' && words.some((w) => text.split(/[\s()（）/:]+/).includes(w) || text === w);
};

const EXPECTED: Record<StatFrequency, string> = { daily: 'YYYY-MM-DD', monthly: 'YYYY-MM', quarterly: 'YYYY-Qn', yearly: 'YYYY' };

const validDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** A period as the file writes it, as its first day (`YYYY-MM-DD`), or null. */
export function readPeriod(text: string, frequency: StatFrequency): string | null {
  const v = text.trim();
  if (frequency === 'yearly') return /^\d{4}$/.test(v) ? `${v}-01-01` : null;
  if (frequency === 'quarterly') {
    const m = /^(\d{4})-?Q([1-4])$/i.exec(v);
    return m ? `${m[1]}-${String((Number(m[2]) - 1) * 3 + 1).padStart(2, '0')}-01` : null;
  }
  if (frequency === 'monthly') {
    if (/^\d{4}-(0[1-9]|1[0-2])$/.test(v)) return `${v}-01`;
    return validDay(v) && v.endsWith('-01') ? v : null;
  }
  return validDay(v) ? v : null;
}

/** A value as the file writes it: a decimal number with a point, at most 6 decimals. */
export function readValue(text: string): number | null {
  const v = text.trim();
  if (!/^-?\d{1,14}(\.\d{1,6})?$/.test(v)) return null;
  return Number(v);
}

export class StatFileError extends Error {
  readonly issues: StatImportIssue[];
  constructor(issues: StatImportIssue[]) {
    super(`The file has ${issues.length} error(s); nothing was imported.`);
    this.name = 'StatFileError';
    this.issues = issues;
  }
}

/** Today's date in Macao (UTC+8). */

/**
 * Reads and checks a file: its points, or StatFileError with every issue found.
 * `seriesId` names the series of a file in the download's layout.
 */
export async function checkStatFile(db: Queryable, bytes: Buffer, seriesId: number | undefined, now: Date): Promise<{ points: FilePoint[]; series: SeriesRef[] }> {
  let rows: string[][];
  try {
    rows = await readTableFile(bytes);
  } catch (err) {
    if (err instanceof UnreadableTableError) throw new StatFileError([{ line: 1, column: '—', code: 'unreadable' }]);
    throw err;
  }
  const heading = rows[0] ?? [];
  const lines = rows.map((cells, i) => ({ line: i + 1, cells })).slice(1).filter((r) => r.cells.some((c) => c !== ''));
  const known = new Map((await seriesForImport(db)).map((s) => [s.slug, s]));
  const byId = new Map([...known.values()].map((s) => [s.id, s]));
  const byCode = headingIs(heading[0], SERIES_WORDS) && headingIs(heading[1], PERIOD_WORDS) && headingIs(heading[2], VALUE_WORDS);
  const single = !byCode && headingIs(heading[0], PERIOD_WORDS) && (heading[1] ?? '') !== '';
  if (!byCode && !single) throw new StatFileError([{ line: 1, column: heading[0] || 'A', code: 'headings' }]);
  const chosen = seriesId === undefined ? undefined : byId.get(seriesId);
  if (single && !chosen) throw new StatFileError([{ line: 1, column: heading[1] ?? 'B', code: 'seriesMissing' }]);
  if (!lines.length) throw new StatFileError([{ line: 2, column: heading[0] ?? 'A', code: 'empty' }]);

  const col = (i: number) => heading[i] || String.fromCharCode(65 + i);
  const issues: StatImportIssue[] = [];
  const points: FilePoint[] = [];
  const seen = new Map<string, number>();
  const today = macaoToday(now);
  for (const { line, cells } of lines) {
    const offset = byCode ? 1 : 0;
    let series = chosen;
    if (byCode) {
      const code = cells[0] ?? '';
      series = known.get(code);
      if (!series) {
        issues.push({ line, column: col(0), code: 'series', params: { value: code } });
        continue;
      }
    }
    if (!series) continue;
    const periodText = cells[offset] ?? '';
    const valueText = cells[offset + 1] ?? '';
    const period = readPeriod(periodText, series.frequency);
    const value = readValue(valueText);
    if (!period) issues.push({ line, column: col(offset), code: 'period', params: { value: periodText, expected: EXPECTED[series.frequency] } });
    else if (period > today) issues.push({ line, column: col(offset), code: 'future', params: { value: periodText } });
    if (value === null) issues.push({ line, column: col(offset + 1), code: 'number', params: { value: valueText } });
    if (!period || value === null || period > today) continue;
    const key = `${series.id}|${period}`;
    const other = seen.get(key);
    if (other !== undefined) {
      issues.push({ line, column: col(offset), code: 'duplicate', params: { value: periodText, other } });
      continue;
    }
    seen.set(key, line);
    points.push({ seriesId: series.id, period, value, line });
  }
  if (issues.length) throw new StatFileError(issues);
  const ids = [...new Set(points.map((p) => p.seriesId))];
  return { points, series: ids.flatMap((id) => byId.get(id) ?? []) };
}

const fixed = (v: number | string) => Number(v).toFixed(6);

/** A fingerprint of the points of some series as they are now: the preview holds while it does not change. */
export async function pointsFingerprint(db: Queryable, seriesIds: number[]): Promise<string> {
  const rows = await pointsOfSeries(db, seriesIds);
  const hash = createHash('sha256');
  for (const r of rows) hash.update(`${r.seriesId}|${r.period}|${fixed(r.value)}\n`);
  return hash.digest('hex');
}

/** What the file would change: per series, the points added and revised (before, after), unchanged and kept. */
export async function previewPoints(db: Queryable, series: SeriesRef[], points: FilePoint[]): Promise<StatImportPreview> {
  const existing = await pointsOfSeries(db, series.map((s) => s.id));
  return {
    series: series.map((s) => {
      const old = new Map(existing.filter((p) => p.seriesId === s.id).map((p) => [p.period, Number(p.value)]));
      const mine = points.filter((p) => p.seriesId === s.id).sort((a, b) => a.period.localeCompare(b.period));
      const added: SeriesPreview['added'] = [];
      const revised: SeriesPreview['revised'] = [];
      let unchanged = 0;
      for (const p of mine) {
        const before = old.get(p.period);
        if (before === undefined) added.push({ period: p.period, value: p.value });
        else if (fixed(before) !== fixed(p.value)) revised.push({ period: p.period, before, after: p.value });
        else unchanged++;
      }
      const inFile = new Set(mine.map((p) => p.period));
      return { seriesId: s.id, slug: s.slug, frequency: s.frequency, decimals: s.decimals, releaseKey: s.releaseKey, added, revised, unchanged, kept: [...old.keys()].filter((k) => !inFile.has(k)).length };
    }),
  };
}

/** The calendar releases a preview fulfils: each series' added periods under its release key. */
export function releasesOf(preview: StatImportPreview): { key: string; period: string }[] {
  const found = new Map<string, { key: string; period: string }>();
  for (const s of preview.series) {
    if (!s.releaseKey) continue;
    for (const p of s.added) {
      const period = calendarPeriod(p.period, s.frequency);
      found.set(`${s.releaseKey}|${period}`, { key: s.releaseKey, period });
    }
  }
  return [...found.values()];
}
