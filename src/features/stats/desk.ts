/**
 * The statistics desk (issue 35): new points come in a file (import.ts), are kept with
 * a preview of what they add and revise, and a second person publishes them. The
 * points, the series' revision date, the release calendar's entry (marked done) and
 * the audit row change in one transaction; the content-tag triggers of the statistics
 * tables and of entries move the public pages' caches in it. The uploader cannot
 * publish their own file (four eyes, as the monthly register).
 */
import { randomUUID } from 'node:crypto';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Database, Queryable } from '#src/server/db/open.ts';
import { AppError, NotFoundError } from '#src/server/http/errors.ts';
import type { AuditEntry } from '#src/features/staff/audit.ts';
import { pickTranslation, groupBy } from '#src/features/entries/translations.ts';
import { calendarDataSchema, calendarTextDataSchema, type CalendarData } from './calendar-contract.ts';
import type { CalendarReleaseRow, CalendarRowData, StatImportDetailData, StatImportRowData, StatSeriesDetailData, StatSeriesRowData } from './desk-contract.ts';
import { checkStatFile, pointsFingerprint, previewPoints, releasesOf, StatFileError, type StatImportIssue, type StatImportPreview } from './import.ts';
import { macaoToday } from '#src/lib/format.ts';
import { statImportText } from './import-messages.ts';
import { STAT_MODULES } from './stat-modules.ts';
import { seriesCsv } from './export.ts';
import { storeFile } from '#src/features/files/service.ts';
import {
  calendarForUpdate,
  calendarRows,
  deskSeriesRows,
  insertStatImport,
  lockSeries,
  pointsOfSeries,
  selectStatImport,
  selectStatImportForUpdate,
  selectStatImports,
  seriesWithTexts,
  setSeriesFile,
  settleStatImport,
  supersedeStatImports,
  writeCalendarData,
  writePoints,
  type StatImportSummary,
} from './queries.ts';
import { sha256Hex } from '#src/server/crypto.ts';

export interface Actor {
  id: string;
  email: string;
}
export type AuditWriter = (entry: Omit<AuditEntry, 'actorId' | 'actorEmail' | 'clientAddress'>, db?: Queryable) => Promise<void>;

const ENTITY = 'stat-import';
/** Published points shown in the preview chart beside the new ones. */
const CHART_POINTS = 24;

// ——— The release calendar ———

interface CalendarView {
  releases: CalendarReleaseRow[];
}

function releaseState(date: string, releasedAt: string | undefined, today: string): CalendarReleaseRow['state'] {
  if (releasedAt) return 'done';
  if (date < today) return 'overdue';
  return date === today ? 'due' : 'upcoming';
}

/** Every release of every calendar, with its statistic's name in the person's language and its state today. */
async function readCalendars(db: Queryable, lang: Language, now: Date): Promise<CalendarView> {
  const { rows, texts } = await calendarRows(db);
  const textsById = groupBy(texts, (t) => t.entryId);
  const today = macaoToday(now);
  const releases: CalendarReleaseRow[] = [];
  for (const row of rows) {
    const data = calendarDataSchema.safeParse(row.data);
    if (!data.success) continue;
    const picked = pickTranslation(
      (textsById.get(row.id) ?? []).map((t) => ({ lang: t.lang, data: t.data })),
      lang,
    );
    const names = calendarTextDataSchema.safeParse(picked?.value.data);
    for (const s of data.data.statistics) {
      for (const r of s.releases) {
        releases.push({
          entryId: row.id,
          year: data.data.year,
          key: s.key,
          statistic: (names.success ? names.data.statisticNames[s.key] : undefined) ?? s.key,
          period: r.period,
          date: r.date,
          time: r.time,
          releasedAt: r.releasedAt ?? null,
          state: releaseState(r.date, r.releasedAt, today),
        });
      }
    }
  }
  releases.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.key.localeCompare(b.key));
  return { releases };
}

/**
 * The desk's calendar: what is overdue (any date), due today, upcoming in the next
 * 90 days, and done in the last 45, oldest first.
 */
export async function deskCalendar(db: Queryable, lang: Language, now: Date, state?: CalendarReleaseRow['state']): Promise<CalendarRowData[]> {
  const { releases } = await readCalendars(db, lang, now);
  const today = macaoToday(now);
  const day = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const { series, texts } = await deskSeriesRows(db);
  const textsById = groupBy(texts, (t) => t.seriesId);
  const seriesByKey = new Map<string, string[]>();
  for (const s of series) {
    if (!s.releaseKey) continue;
    const title = pickTranslation(textsById.get(s.id) ?? [], lang)?.value.title ?? s.slug;
    seriesByKey.set(s.releaseKey, [...(seriesByKey.get(s.releaseKey) ?? []), title]);
  }
  return releases
    .filter((r) => (r.state === 'overdue' || r.state === 'due' ? true : r.state === 'upcoming' ? r.date <= day(90) : (r.releasedAt ?? '') >= `${day(-45)}`))
    .filter((r) => !state || r.state === state)
    .map((r) => ({ ...r, id: `${r.entryId}-${r.key}-${r.period}`, series: seriesByKey.get(r.key) ?? [] }));
}

/** Marks the calendar releases of these statistics and periods done; returns what it marked. */
async function markReleases(db: Queryable, wanted: { key: string; period: string }[], now: Date): Promise<{ entryId: number; key: string; period: string; date: string }[]> {
  if (!wanted.length) return [];
  const { rows } = await calendarRows(db);
  const marked: { entryId: number; key: string; period: string; date: string }[] = [];
  for (const row of rows) {
    const current = await calendarForUpdate(db, row.id);
    const parsed = calendarDataSchema.safeParse(current);
    if (!current || !parsed.success) continue;
    let changed = false;
    const data: CalendarData = parsed.data;
    for (const s of data.statistics) {
      for (const r of s.releases) {
        if (r.releasedAt || !wanted.some((w) => w.key === s.key && w.period === r.period)) continue;
        r.releasedAt = now.toISOString();
        marked.push({ entryId: row.id, key: s.key, period: r.period, date: r.date });
        changed = true;
      }
    }
    // The stored document keeps every other field as it was (only releasedAt is added).
    if (changed) await writeCalendarData(db, row.id, { ...current, statistics: data.statistics }, now);
  }
  return marked;
}

/** The series' download files written again with every point (the public "Download the whole series" link). */
async function rewriteDownloads(db: Queryable, ids: number[]): Promise<void> {
  const [series, texts] = await seriesWithTexts(db, ids);
  for (const s of series) {
    const zh = texts.find((t) => t.seriesId === s.id && t.lang === 'zh-hant');
    const en = texts.find((t) => t.seriesId === s.id && t.lang === 'en');
    if (!zh || !en) continue;
    const all = (await pointsOfSeries(db, [s.id])).map((p) => ({ period: p.period, value: Number(p.value) }));
    const csv = seriesCsv({ frequency: s.frequency, decimals: s.decimals, title: { 'zh-hant': zh.title, en: en.title }, unit: { 'zh-hant': zh.unit, en: en.unit } }, all);
    const file = await storeFile(db, `${s.slug}.csv`, 'text/csv', Buffer.from(csv, 'utf8'));
    await setSeriesFile(db, s.id, file.id);
  }
}

// ——— Series ———

async function seriesRowsFor(db: Queryable, lang: Language, now: Date): Promise<StatSeriesRowData[]> {
  const { series, texts, latest, counts } = await deskSeriesRows(db);
  const { releases } = await readCalendars(db, lang, now);
  const textsById = groupBy(texts, (t) => t.seriesId);
  const latestById = new Map(latest.map((p) => [p.seriesId, { period: p.period, value: Number(p.value) }]));
  const countById = new Map(counts.map((c) => [c.seriesId, c.n]));
  const order = (module: string) => (STAT_MODULES as readonly string[]).indexOf(module);
  const sorted = [...series].sort((a, b) => order(a.module) - order(b.module) || a.sortOrder - b.sortOrder || a.id - b.id);
  return sorted.map((s) => {
    const text = pickTranslation(textsById.get(s.id) ?? [], lang)?.value;
    const mine = s.releaseKey ? releases.filter((r) => r.key === s.releaseKey) : [];
    const done = mine.filter((r) => r.releasedAt);
    return {
      id: s.id,
      module: s.module as StatSeriesRowData['module'],
      slug: s.slug,
      title: text?.title ?? s.slug,
      unit: text?.unit ?? '',
      frequency: s.frequency,
      decimals: s.decimals,
      releaseKey: s.releaseKey,
      points: countById.get(s.id) ?? 0,
      latest: latestById.get(s.id) ?? null,
      lastRelease: done.sort((a, b) => (a.releasedAt ?? '').localeCompare(b.releasedAt ?? '')).at(-1) ?? null,
      nextRelease: mine.find((r) => !r.releasedAt) ?? null,
      updatedAt: s.updatedAt.toISOString(),
    };
  });
}

export async function deskSeries(db: Queryable, lang: Language, now: Date, module?: string): Promise<StatSeriesRowData[]> {
  const rows = await seriesRowsFor(db, lang, now);
  return module ? rows.filter((r) => r.module === module) : rows;
}

export async function deskSeriesDetail(db: Queryable, lang: Language, id: number, now: Date): Promise<StatSeriesDetailData | null> {
  const row = (await seriesRowsFor(db, lang, now)).find((r) => r.id === id);
  if (!row) return null;
  const values = (await pointsOfSeries(db, [id])).map((p) => ({ period: p.period, value: Number(p.value) }));
  return { ...row, values };
}

// ——— Imports ———

/** An issue as the person reads it: where, and what is wrong, in their language. */
export function describeIssue(lang: Language, issue: StatImportIssue): { line: number; column: string; message: string } {
  const key = `statImport.issue.${issue.code}` as Parameters<typeof statImportText.t>[1];
  return { line: issue.line, column: issue.column, message: statImportText.t(lang, key, issue.params) };
}

function counts(preview: StatImportPreview | null) {
  if (!preview) return null;
  return preview.series.reduce((acc, s) => ({ added: acc.added + s.added.length, revised: acc.revised + s.revised.length, unchanged: acc.unchanged + s.unchanged }), { added: 0, revised: 0, unchanged: 0 });
}

async function titles(db: Queryable, lang: Language): Promise<Map<number, { slug: string; title: string; unit: string }>> {
  const { series, texts } = await deskSeriesRows(db);
  const textsById = groupBy(texts, (t) => t.seriesId);
  return new Map(series.map((s) => {
    const t = pickTranslation(textsById.get(s.id) ?? [], lang)?.value;
    return [s.id, { slug: s.slug, title: t?.title ?? s.slug, unit: t?.unit ?? '' }];
  }));
}

function rowOf(r: StatImportSummary, me: string, names: Map<number, { slug: string; title: string }>): StatImportRowData {
  return {
    id: r.id,
    status: r.status,
    fileName: r.fileName,
    series: r.seriesIds.map((id) => ({ id, slug: names.get(id)?.slug ?? String(id), title: names.get(id)?.title ?? String(id) })),
    counts: counts(r.preview as StatImportPreview | null),
    errors: ((r.issues as StatImportIssue[] | null) ?? []).length,
    uploadedByEmail: r.uploadedByEmail,
    uploadedAt: r.uploadedAt.toISOString(),
    decidedByEmail: r.decidedByEmail,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    note: r.note,
    mine: r.uploadedBy === me,
  };
}

export async function deskImports(db: Queryable, lang: Language, me: string, filter: { status?: StatImportSummary['status'] | undefined; seriesId?: number | undefined }, page: number, perPage: number): Promise<{ data: StatImportRowData[]; total: number }> {
  const { rows, total } = await selectStatImports(db, filter, perPage, (page - 1) * perPage);
  const names = await titles(db, lang);
  return { data: rows.map((r) => rowOf(r, me, names)), total };
}

export async function deskImport(db: Queryable, lang: Language, me: string, id: string, now: Date): Promise<StatImportDetailData> {
  const found = await selectStatImport(db, id);
  if (!found) throw new NotFoundError();
  const names = await titles(db, lang);
  const preview = found.preview as StatImportPreview | null;
  const previews = [];
  for (const s of preview?.series ?? []) {
    const first = [...s.added.map((p) => p.period), ...s.revised.map((p) => p.period)].sort()[0];
    const published = (await pointsOfSeries(db, [s.seriesId])).map((p) => ({ period: p.period, value: Number(p.value) }));
    const before = first ? published.filter((p) => p.period < first) : published;
    const current = [...before.slice(-CHART_POINTS), ...published.filter((p) => first !== undefined && p.period >= first)];
    previews.push({ ...s, title: names.get(s.seriesId)?.title ?? s.slug, unit: names.get(s.seriesId)?.unit ?? '', current });
  }
  const wanted = preview ? releasesOf(preview) : [];
  const { releases } = await readCalendars(db, lang, now);
  const fulfilled = releases.filter((r) => wanted.some((w) => w.key === r.key && w.period === r.period) && (found.status !== 'pending' || !r.releasedAt));
  return {
    ...rowOf(found, me, names),
    previews,
    releases: fulfilled,
    issues: ((found.issues as StatImportIssue[] | null) ?? []).map((i) => describeIssue(lang, i)),
  };
}

/**
 * Keeps an uploaded file: with errors as `invalid` with its issues; otherwise as
 * `pending` with its preview and the fingerprint of the points it was made against,
 * superseding older pending imports of the same series.
 */
export async function uploadStatImport(db: Database, actor: Actor, file: { name: string; bytes: Buffer; seriesId?: number | undefined }, audit: AuditWriter, now = new Date()): Promise<StatImportSummary> {
  const id = randomUUID();
  const base = { id, fileName: file.name, fileBytes: file.bytes, fileSha256: sha256Hex(file.bytes), uploadedBy: actor.id, uploadedByEmail: actor.email, uploadedAt: now };
  let checked: Awaited<ReturnType<typeof checkStatFile>>;
  try {
    checked = await checkStatFile(db, file.bytes, file.seriesId, now);
  } catch (err) {
    if (!(err instanceof StatFileError)) throw err;
    await db.transaction(async (tx) => {
      await insertStatImport(tx, { ...base, status: 'invalid', seriesIds: file.seriesId ? [file.seriesId] : [], issues: err.issues });
      await audit({ entity: ENTITY, entityId: id, action: 'upload', changes: { status: { after: 'invalid' }, file: { after: file.name }, errors: { after: err.issues.length } } }, tx);
    });
    return stored(db, id);
  }
  const seriesIds = checked.series.map((s) => s.id);
  await db.transaction(async (tx) => {
    await lockSeries(tx, seriesIds);
    const preview = await previewPoints(tx, checked.series, checked.points);
    await insertStatImport(tx, { ...base, status: 'pending', seriesIds, preview, baseFingerprint: await pointsFingerprint(tx, seriesIds) });
    const superseded = await supersedeStatImports(tx, id, seriesIds, now);
    const c = counts(preview) ?? { added: 0, revised: 0 };
    await audit({ entity: ENTITY, entityId: id, action: 'upload', changes: { status: { after: 'pending' }, file: { after: file.name }, series: { after: checked.series.map((s) => s.slug) }, added: { after: c.added }, revised: { after: c.revised } } }, tx);
    for (const old of superseded) await audit({ entity: ENTITY, entityId: old, action: 'superseded', changes: { status: { before: 'pending', after: 'superseded' }, by: { after: id } } }, tx);
  });
  return stored(db, id);
}

async function stored(db: Queryable, id: string): Promise<StatImportSummary> {
  const row = await selectStatImport(db, id);
  if (!row) throw new NotFoundError();
  return row;
}

function refuse(messageKey: string, code: 'forbidden' | 'conflict' = 'conflict'): AppError {
  return new AppError(code, { messageKey, messages: statImportText });
}

/**
 * Publishes a pending import: a person other than the uploader, while the series
 * still hold the points the preview was made against. Points, revision dates, the
 * calendar's releases and the audit row change in one transaction.
 */
export async function publishStatImport(db: Database, actor: Actor, id: string, audit: AuditWriter, now = new Date()): Promise<StatImportSummary> {
  const found = await selectStatImport(db, id);
  if (!found) throw new NotFoundError();
  if (found.status !== 'pending') throw refuse('statImport.notPending');
  if (found.uploadedBy === actor.id) {
    await audit({ entity: ENTITY, entityId: id, action: 'publish-refused', changes: { reason: { after: 'own upload' } } });
    throw refuse('statImport.ownUpload', 'forbidden');
  }
  const outcome = await db.transaction(async (tx) => {
    const row = await selectStatImportForUpdate(tx, id);
    if (row?.status !== 'pending') return 'not-pending' as const;
    await lockSeries(tx, row.seriesIds);
    if ((await pointsFingerprint(tx, row.seriesIds)) !== row.baseFingerprint) return 'outdated' as const;
    const preview = row.preview as StatImportPreview;
    const points = preview.series.flatMap((s) => [...s.added.map((p) => ({ seriesId: s.seriesId, period: p.period, value: p.value })), ...s.revised.map((p) => ({ seriesId: s.seriesId, period: p.period, value: p.after }))]);
    await writePoints(tx, points, now);
    await rewriteDownloads(tx, row.seriesIds);
    const marked = await markReleases(tx, releasesOf(preview), now);
    if (!(await settleStatImport(tx, id, { status: 'published', decidedBy: actor.id, decidedByEmail: actor.email, decidedAt: now, note: null }))) throw new Error('stat import settled twice');
    await audit(
      {
        entity: ENTITY,
        entityId: id,
        action: 'publish',
        changes: {
          status: { before: 'pending', after: 'published' },
          added: { after: preview.series.flatMap((s) => s.added.map((p) => `${s.slug} ${p.period} ${p.value}`)) },
          revised: { before: preview.series.flatMap((s) => s.revised.map((p) => `${s.slug} ${p.period} ${p.before}`)), after: preview.series.flatMap((s) => s.revised.map((p) => `${s.slug} ${p.period} ${p.after}`)) },
          releases: { after: marked.map((m) => `${m.key} ${m.period}`) },
        },
      },
      tx,
    );
    return 'published' as const;
  });
  if (outcome === 'not-pending') throw refuse('statImport.notPending');
  if (outcome === 'outdated') {
    await db.transaction(async (tx) => {
      if (await settleStatImport(tx, id, { status: 'outdated', decidedBy: actor.id, decidedByEmail: actor.email, decidedAt: now, note: 'the series changed after the preview' })) {
        await audit({ entity: ENTITY, entityId: id, action: 'publish-refused', changes: { status: { before: 'pending', after: 'outdated' } } }, tx);
      }
    });
    throw refuse('statImport.outdated');
  }
  return stored(db, id);
}

/** Refuses (or, for its uploader, withdraws) a pending import; nothing else changes. */
export async function refuseStatImport(db: Database, actor: Actor, id: string, note: string | undefined, audit: AuditWriter, now = new Date()): Promise<StatImportSummary> {
  const found = await selectStatImport(db, id);
  if (!found) throw new NotFoundError();
  const done = await db.transaction(async (tx) => {
    if (!(await settleStatImport(tx, id, { status: 'refused', decidedBy: actor.id, decidedByEmail: actor.email, decidedAt: now, note: note?.trim() || null }))) return false;
    await audit({ entity: ENTITY, entityId: id, action: 'refuse', changes: { status: { before: 'pending', after: 'refused' }, ...(note?.trim() ? { note: { after: note.trim() } } : {}) } }, tx);
    return true;
  });
  if (!done) throw refuse('statImport.notPending');
  return stored(db, id);
}

