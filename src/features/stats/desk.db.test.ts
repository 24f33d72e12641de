/**
 * The statistics desk (issue 35): a file with a malformed period or number refused
 * with the line and column named and nothing changed; a preview with points added
 * and revised (before and after) and none removed; four eyes; publication changing
 * the points, the public statistics and the release calendar's entry in one go; a
 * preview outdated by a change; the calls' permissions.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { appendAudit } from '#src/features/staff/audit.ts';
import { auditLog } from '#src/features/staff/schema.ts';
import { contentTagRevisions } from '#src/server/db/schema.ts';
import { signedInAgent, type StaffAgent } from '#src/features/staff/tests/agent.ts';
import { AppError } from '#src/server/http/errors.ts';
import { getReleaseCalendar } from '#src/features/media/downloads.ts';
import { getFileContent } from '#src/features/files/queries.ts';
import { ALL as importsRoute } from '#src/api/staff/stat-imports/index.ts';
import { ALL as importRoute } from '#src/api/staff/stat-imports/[id].ts';
import { ALL as uploadRoute } from '#src/api/staff/stat-imports/new.ts';
import { ALL as publishRoute } from '#src/api/staff/stat-imports/[id]/publish.ts';
import { ALL as seriesRoute } from '#src/api/staff/stat-series/index.ts';
import { ALL as calendarRoute } from '#src/api/staff/stat-calendar.ts';
import { deskCalendar, describeIssue, publishStatImport, refuseStatImport, uploadStatImport, type Actor, type AuditWriter } from './desk.ts';
import type { StatImportDetailData, StatImportRowData, StatSeriesRowData, CalendarRowData } from './desk-contract.ts';
import type { StatImportPreview } from './import.ts';
import { listSeries } from './service.ts';
import { statPoints, statSeries } from './schema.ts';

let database: TestDatabase;
const NOW = new Date('2026-11-22T04:00:00Z');
const alice: Actor = { id: 'staff-alice', email: 'alice.data@amcm.gov.mo' };
const bruno: Actor = { id: 'staff-bruno', email: 'bruno.data@amcm.gov.mo' };
const auditAs =
  (actor: Actor): AuditWriter =>
  (entry, db) =>
    appendAudit(db ?? database.db, { ...entry, actorId: actor.id, actorEmail: actor.email, clientAddress: '192.0.2.7' }).then(() => undefined);

async function seriesId(slug: string): Promise<number> {
  const [row] = await database.db.select({ id: statSeries.id }).from(statSeries).where(eq(statSeries.slug, slug));
  return row!.id;
}
async function points(slug: string): Promise<Record<string, number>> {
  const rows = await database.db.select().from(statPoints).where(eq(statPoints.seriesId, await seriesId(slug)));
  return Object.fromEntries(rows.map((r) => [r.period, Number(r.value)]));
}
const csv = (lines: string[]) => Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
const auditRows = (id: string) =>
  database.db.select({ action: auditLog.action, changes: auditLog.changes }).from(auditLog).where(and(eq(auditLog.entity, 'stat-import'), eq(auditLog.entityId, id))).orderBy(asc(auditLog.id));

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase({ seeded: true });
}, 120_000);
afterAll(() => database.dispose());

describe('a file of new points', () => {
  it('is refused whole with a malformed period or number, the line and column named in the person’s language', async () => {
    const m1 = await seriesId('money-supply-m1');
    const before = await points('money-supply-m1');
    const file = csv(['期間 Period,M1', '2026-08,1000.5', '2026-13,1001', '2026-10,12,5', '2026-10,abc']);
    const stored = await uploadStatImport(database.db, alice, { name: 'm1.csv', bytes: file, seriesId: m1 }, auditAs(alice), NOW);
    expect(stored.status).toBe('invalid');
    const issues = (stored.issues as { line: number; column: string; code: string }[]).map((i) => describeIssue('pt', i as never));
    expect(issues).toEqual([
      { line: 3, column: '期間 Period', message: '«2026-13» não é um período desta série (escreva YYYY-MM).' },
      { line: 5, column: 'M1', message: '«abc» não é um número (algarismos, ponto decimal, no máximo 6 casas decimais).' },
    ]);
    expect(describeIssue('zh-hant', (stored.issues as never[])[0]!).message).toBe('「2026-13」不是此數列的期間（應寫作 YYYY-MM）。');
    expect(await points('money-supply-m1')).toEqual(before);
    expect((await auditRows(stored.id)).map((r) => r.action)).toEqual(['upload']);
  });

  it('refuses a duplicate period, a period not started yet and unknown series codes', async () => {
    const file = csv(['Série,Período,Valor', 'money-supply-m1,2026-10,1', 'money-supply-m1,2026-10,2', 'no-such-series,2026-10,3', 'money-supply-m1,2027-01,4']);
    const stored = await uploadStatImport(database.db, alice, { name: 'codes.csv', bytes: file }, auditAs(alice), NOW);
    expect((stored.issues as { line: number; code: string }[]).map((i) => [i.line, i.code])).toEqual([
      [3, 'duplicate'],
      [4, 'series'],
      [5, 'future'],
    ]);
  });

  it('previews the points added and revised with before and after, and removes none', async () => {
    const before = await points('money-supply-m2');
    const periods = Object.keys(before).sort();
    const last = periods.at(-1)!;
    const revisedValue = before[last]! + 100;
    // zh-hant headings of the layout with series codes; only two points: every other point is kept.
    const file = csv(['系列,期間,數值', `money-supply-m2,${last.slice(0, 7)},${revisedValue}`, 'money-supply-m2,2026-10,999999.5', `money-supply-m2,${periods[0]!.slice(0, 7)},${before[periods[0]!]}`]);
    const stored = await uploadStatImport(database.db, alice, { name: 'm2.csv', bytes: file }, auditAs(alice), NOW);
    expect(stored.status).toBe('pending');
    const preview = stored.preview as StatImportPreview;
    expect(preview.series).toHaveLength(1);
    expect(preview.series[0]).toMatchObject({
      slug: 'money-supply-m2',
      added: [{ period: '2026-10-01', value: 999999.5 }],
      revised: [{ period: last, before: before[last], after: revisedValue }],
      unchanged: 1,
      kept: periods.length - 2,
    });
    expect(await points('money-supply-m2')).toEqual(before);
    await refuseStatImport(database.db, alice, stored.id, 'test only', auditAs(alice), NOW);
  });
});

describe('publication', () => {
  let importId: string;
  it('is refused to the uploader (four eyes), and the points do not change', async () => {
    const m1 = await seriesId('money-supply-m1');
    // An XLSX in the layout of the public download, Portuguese headings.
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('M1');
    sheet.addRow(['Período', 'M1 (milhões de patacas)']);
    sheet.addRow(['2026-10', 123456.7]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const stored = await uploadStatImport(database.db, alice, { name: 'm1-2026-10.xlsx', bytes, seriesId: m1 }, auditAs(alice), NOW);
    expect(stored.status).toBe('pending');
    importId = stored.id;
    const err = await publishStatImport(database.db, alice, importId, auditAs(alice), NOW).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('forbidden');
    expect((await points('money-supply-m1'))['2026-10-01']).toBeUndefined();
    expect((await auditRows(importId)).map((r) => r.action)).toEqual(['upload', 'publish-refused']);
  });

  it('by a second person changes the points, the public statistics and the calendar entry in one transaction', async () => {
    const tags = () => database.db.select().from(contentTagRevisions).where(inArray(contentTagRevisions.tag, ['stats', 'entries:download']));
    const tagsBefore = await tags();
    expect(tagsBefore.map((t) => t.tag).sort()).toEqual(['entries:download', 'stats']);
    const calendarBefore = (await getReleaseCalendar(database.db, 'en', { now: NOW }))!.statistics.find((s) => s.key === 'monetary-statistics')!;
    expect(calendarBefore.releases.find((r) => r.period === '2026-10')!.released).toBe(false);
    const due = await deskCalendar(database.db, 'en', NOW);
    expect(due.find((r) => r.key === 'monetary-statistics' && r.period === '2026-10')).toMatchObject({ state: 'upcoming', date: '2026-11-30' });
    // fx-reserves of October was due on 16 November and is not published: overdue.
    expect(due.find((r) => r.key === 'fx-reserves' && r.period === '2026-10')).toMatchObject({ state: 'overdue' });

    const published = await publishStatImport(database.db, bruno, importId, auditAs(bruno), NOW);
    expect(published).toMatchObject({ status: 'published', decidedByEmail: bruno.email });
    expect((await points('money-supply-m1'))['2026-10-01']).toBe(123456.7);
    const [pub] = (await listSeries(database.db, 'en', { module: 'official-statistics', slugs: ['money-supply-m1'] })).data;
    expect(pub!.latest).toEqual({ period: '2026-10-01', value: 123456.7 });
    expect(pub!.updatedAt).toBe(NOW.toISOString());
    // The download file ("Download the whole series") is written again with every point.
    const file = await getFileContent(database.db, pub!.file!.id);
    expect(file!.content.toString('utf8')).toMatch(/\r\n2026-09,[\d.]+\r\n2026-10,123456\.7\r\n$/);

    const monetary = (await getReleaseCalendar(database.db, 'en', { now: NOW }))!.statistics.find((s) => s.key === 'monetary-statistics')!;
    expect(monetary.releases.find((r) => r.period === '2026-10')).toEqual({ period: '2026-10', date: '2026-11-30', time: '16:30', released: true });
    expect((await deskCalendar(database.db, 'en', NOW)).find((r) => r.key === 'monetary-statistics' && r.period === '2026-10')).toMatchObject({ state: 'done', releasedAt: NOW.toISOString() });
    // The caches follow: the statistics' and the calendar's content tags moved.
    const after = await tags();
    for (const t of tagsBefore) expect(after.find((a) => a.tag === t.tag)!.revision).not.toBe(t.revision);
    const audit = await auditRows(importId);
    expect(audit.at(-1)).toMatchObject({ action: 'publish', changes: { releases: { after: ['monetary-statistics 2026-10'] } } });
  });

  it('cannot happen twice, and an import made against other points is outdated', async () => {
    await expect(publishStatImport(database.db, bruno, importId, auditAs(bruno), NOW)).rejects.toMatchObject({ code: 'conflict' });
    const m1 = await seriesId('money-supply-m1');
    const stored = await uploadStatImport(database.db, alice, { name: 'again.csv', bytes: csv(['Period,M1', '2026-10,123460']), seriesId: m1 }, auditAs(alice), NOW);
    expect((stored.preview as StatImportPreview).series[0]!.revised).toEqual([{ period: '2026-10-01', before: 123456.7, after: 123460 }]);
    await database.db.update(statPoints).set({ value: '1.000000' }).where(sql`${statPoints.seriesId} = ${m1} and ${statPoints.period} = '2026-09-01'`);
    await expect(publishStatImport(database.db, bruno, stored.id, auditAs(bruno), NOW)).rejects.toMatchObject({ code: 'conflict' });
    expect((await points('money-supply-m1'))['2026-10-01']).toBe(123456.7);
  });
});

describe('the desk’s calls', () => {
  let officer: StaffAgent;
  let second: StaffAgent;
  let auditor: StaffAgent;
  let editor: StaffAgent;
  beforeAll(async () => {
    officer = await signedInAgent(database.db, 'stats-officer', ['data-officer'], '192.0.2.41');
    second = await signedInAgent(database.db, 'stats-second', ['data-officer'], '192.0.2.42');
    auditor = await signedInAgent(database.db, 'stats-auditor', ['auditor'], '192.0.2.43');
    editor = await signedInAgent(database.db, 'stats-editor', ['editor'], '192.0.2.44');
  }, 120_000);

  it('let a data officer upload, another publish, an auditor read but not upload, and an editor nothing', async () => {
    const ratio = await seriesId('capital-adequacy-ratio');
    const file = csv(['期間 Period,Capital adequacy ratio', '2026-Q3,15.2']).toString('base64');
    const up = await officer.call<StatImportRowData>(uploadRoute, '/api/staff/stat-imports/new', { body: { fileName: 'car.csv', content: file, seriesId: ratio } });
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({ status: 'pending', counts: { added: 1, revised: 0 }, mine: true });
    const id = up.body.data.id;
    const detail = await auditor.call<StatImportDetailData>(importRoute, `/api/staff/stat-imports/${id}`, { params: { id } });
    expect(detail.status).toBe(200);
    expect(detail.body.data.previews[0]).toMatchObject({ slug: 'capital-adequacy-ratio', added: [{ period: '2026-07-01', value: 15.2 }] });
    expect(detail.body.data.previews[0]!.current.length).toBeGreaterThan(0);
    expect(detail.body.data.releases).toEqual([expect.objectContaining({ key: 'financial-soundness', period: '2026-Q3' })]);

    expect((await auditor.call(uploadRoute, '/api/staff/stat-imports/new', { body: { fileName: 'car.csv', content: file, seriesId: ratio } })).status).toBe(403);
    expect((await editor.call(seriesRoute, '/api/staff/stat-series')).status).toBe(403);
    expect((await officer.call(publishRoute, `/api/staff/stat-imports/${id}/publish`, { params: { id }, body: {} })).status).toBe(403);
    const done = await second.call<StatImportRowData>(publishRoute, `/api/staff/stat-imports/${id}/publish`, { params: { id }, body: {} });
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe('published');

    const list = await auditor.call<{ data: StatImportRowData[] }>(importsRoute, '/api/staff/stat-imports?status=published');
    expect(list.body.data.data.map((r) => r.id)).toContain(id);
    const series = await auditor.call<{ data: StatSeriesRowData[] }>(seriesRoute, '/api/staff/stat-series?perPage=100');
    expect(series.body.data.data.find((s) => s.slug === 'capital-adequacy-ratio')).toMatchObject({ latest: { period: '2026-07-01', value: 15.2 }, lastRelease: { key: 'financial-soundness', period: '2026-Q3' } });
    const calendar = await auditor.call<{ data: CalendarRowData[] }>(calendarRoute, '/api/staff/stat-calendar');
    expect(calendar.status).toBe(200);
    expect(calendar.body.data.data.find((r) => r.key === 'financial-soundness' && r.period === '2026-Q3')).toMatchObject({ state: 'done' });
  });

  it('answers a file that is not a table with the reason, in the person’s language, and never a 5xx', async () => {
    const res = await officer.call<StatImportRowData>(uploadRoute, '/api/staff/stat-imports/new', { body: { fileName: 'x.csv', content: Buffer.from([0xff, 0xfe, 0x00, 0x01]).toString('base64') } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'invalid', errors: 1 });
    expect((await officer.call(uploadRoute, '/api/staff/stat-imports/new', { body: { fileName: 'x.csv', content: '' } })).status).toBe(400);
  });
});
