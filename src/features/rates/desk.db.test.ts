/**
 * The rates desk: a day's exchange rates and fixings checked whole, saved all or
 * nothing, public from 11:00, correctable with the old figures kept, and a file of
 * the public download imported back to the same figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIContext } from 'astro';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { appendAudit } from '#src/features/staff/audit.ts';
import { auditLog } from '#src/features/staff/schema.ts';
import { ALL as exportRoute } from '#src/api/v1.0/cms/export_financial_info.ts';
import { ValidationError } from '#src/server/http/errors.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { ratesCorrections, ratesDays, ratesFx, ratesImports, ratesInterest } from './schema.ts';
import { checkFxDay, readFxFile, readInterestFile, releaseDueRates, saveFxDay, saveInterestDay, type DeskActor, type RawFxLine } from './desk.ts';
import { latestRateDay } from './service.ts';
import { rateFeed } from './feed.ts';
import { loaderContext, modelOf } from '#src/features/site/tests/page.ts';
import { loadExchangeRates, loadMaibor } from './page.ts';
import { selectContentRevision } from '#src/server/cache/queries.ts';
import { parseSnapshot } from '#src/server/cache/tags.ts';

let database: TestDatabase;
const LAST = '2026-10-30'; // the seed's latest publication (a Friday)
const NEXT = '2026-11-03'; // the next working day (2 November is All Souls' Day)
const AFTER = '2026-11-04';
const macao = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`);

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
}, 120_000);
afterAll(() => database.dispose());

const actor = (fail = false): DeskActor => ({
  id: 'officer-1',
  audit: async (entry, tx: Queryable) => {
    if (fail) throw new Error('the process was killed');
    await appendAudit(tx, { ...entry, actorId: null, actorEmail: 'officer@amcm.gov.mo' });
  },
});

async function download(query: string): Promise<Buffer> {
  const request = new Request(new URL(`/api/v1.0/cms/export_financial_info?${query}`, 'http://localhost'));
  const res = await exportRoute({ request, url: new URL(request.url), params: {}, locals: {} } as unknown as APIContext);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** The public CSV of a day, its date changed to `day` and its lines changed by `edit`. */
async function csvFor(day: string, edit: (cells: string[], index: number) => string[] | null = (c) => c, lang = 'en'): Promise<Buffer> {
  const text = (await download(`Type=exchange-rate&Filters.Begin=${LAST}&Filters.End=${LAST}&Format=csv&Lang=${lang}`)).toString('utf8');
  const [head, ...rows] = text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  const out = rows.map((r, i) => edit([day, ...r.split(',').slice(1)], i)).filter((c): c is string[] => c !== null);
  return Buffer.from(`\uFEFF${[head, ...out.map((c) => c.join(','))].join('\r\n')}\r\n`, 'utf8');
}

const fxCount = async (day: string) => (await database.db.select({ n: sql<number>`count(*)::int` }).from(ratesFx).where(eq(ratesFx.day, day)))[0]!.n;

async function refusal(run: () => Promise<unknown>): Promise<string[]> {
  try {
    await run();
  } catch (e) {
    expect(e).toBeInstanceOf(ValidationError);
    return (e as ValidationError).issues.map((i) => String(i.params?.text ?? i.messageKey));
  }
  throw new Error('not refused');
}

describe('a day of exchange rates', () => {
  it('refuses a file with a missing currency, a buying rate above mid, a malformed date or number, naming the line, and changes nothing', async () => {
    const lines = async (edit: Parameters<typeof csvFor>[1]) => readFxFile({ name: 'x.csv', mediaType: 'text/csv', bytes: await csvFor(NEXT, edit) }, 'en');
    const save = async (edit: Parameters<typeof csvFor>[1]) => saveFxDay(database.db, NEXT, await lines(edit), 'en', actor(), { confirmed: ['*'], now: macao(NEXT, '11:30') });
    expect(await refusal(() => save((c) => (c[1] === 'NOK' ? null : c)))).toContain('Currency NOK is missing: the day needs all 17 currencies.');
    // The CSV's line 5 is its fourth rate (CHF): its TT buying above the mid rate.
    expect(await refusal(() => save((c, i) => (i === 3 ? [c[0]!, c[1]!, c[2]!, c[3]!, (Number(c[3]) + 0.01).toFixed(4), c[5]!] : c)))).toContain(
      'Line 5, column “Telegraphic transfer buying (MOP)”: the buying rate must be below the mid rate',
    );
    expect(await refusal(() => save((c, i) => (i === 1 ? ['2026-11-31', ...c.slice(1)] : c)))).toContain('Line 3, column “Date”: the date is not a date of the form YYYY-MM-DD');
    expect(await refusal(() => save((c, i) => (i === 2 ? [c[0]!, c[1]!, c[2]!, '1.2x', c[4]!, c[5]!] : c)))).toContain('Line 4, column “Mid rate (MOP)”: not a number');
    expect(await refusal(() => save((c, i) => (i === 2 ? [c[0]!, c[1]!, c[2]!, '8.123456', c[4]!, c[5]!] : c)))).toContain('Line 4, column “Mid rate (MOP)”: at most 4 decimals');
    expect(await refusal(() => save((c) => (c[1] === 'JPY' ? [c[0]!, c[1]!, '1', ...c.slice(3)] : c)))).toEqual([expect.stringMatching(/^Line \d+, column “Unit”: the unit must stay 100/)]);
    // In the person's language.
    const zh = await refusal(async () =>
      saveFxDay(database.db, NEXT, await readFxFile({ name: 'x.csv', mediaType: 'text/csv', bytes: await csvFor(NEXT, (c, i) => (i === 1 ? ['2026/11/03', ...c.slice(1)] : c), 'zh-hant') }, 'zh-hant'), 'zh-hant', actor(), {
        confirmed: [],
        now: macao(NEXT, '11:30'),
      }),
    );
    expect(zh).toContain('第3行「日期」欄：日期格式不正確，應為YYYY-MM-DD');
    expect(await fxCount(NEXT)).toBe(0);
    expect((await database.db.select().from(ratesDays).where(eq(ratesDays.day, NEXT))).length).toBe(0);
    expect((await database.db.select().from(ratesImports)).length).toBe(0);
  });

  it('refuses a file that is not the public download’s layout', async () => {
    const bytes = Buffer.from('Day,Code,Rate\r\n2026-11-03,USD,8.07\r\n');
    expect(await refusal(() => readFxFile({ name: 'x.csv', mediaType: 'text/csv', bytes }, 'en'))).toEqual(['desk.file.headings']);
  });

  it('refuses a file that is neither UTF-8 CSV nor XLSX as unreadable, through the shared table reader', async () => {
    const latin1 = Buffer.from('Date,Currency\r\n2026-11-03,Pataca \xe9\r\n', 'latin1');
    const brokenZip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64, 7)]);
    for (const bytes of [latin1, brokenZip]) {
      expect(await refusal(() => readFxFile({ name: 'x.csv', mediaType: 'text/csv', bytes }, 'en'))).toEqual(['desk.file.unreadable']);
      expect(await refusal(() => readInterestFile('monia', { name: 'x.xlsx', mediaType: '', bytes }, 'en'))).toEqual(['desk.file.unreadable']);
    }
  });

  it('imports an XLSX made by the public export, warns of a 6 % move until confirmed, is public from 11:00, and exports the same figures', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(`Type=exchange-rate&Filters.Begin=${LAST}&Filters.End=${LAST}&Format=xlsx&Lang=zh-hant`)) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    let usd = 0;
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      row.getCell(1).value = NEXT;
      if (row.getCell(2).value === 'USD') {
        usd = n;
        for (const c of [4, 5, 6]) row.getCell(c).value = Math.round(Number(row.getCell(c).value) * 1.06 * 10_000) / 10_000;
      }
    });
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const file = { name: 'rates.xlsx', mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes };
    const lines = await readFxFile(file, 'en');
    const check = await checkFxDay(database.db, NEXT, lines, 'en');
    expect(check.errors).toEqual([]);
    expect(check.previousDay).toBe(LAST);
    expect(check.warnings.map((w) => [w.key, w.line, w.changePct])).toEqual([['USD', usd, expect.closeTo(6, 1)]]);
    expect(check.warnings[0]!.message).toMatch(/^USD: the mid rate moved 6\.\d\d % from \d\.\d{4} on 2026-10-30\.$/);
    // Unconfirmed: refused, nothing saved.
    expect(await refusal(() => saveFxDay(database.db, NEXT, lines, 'en', actor(), { confirmed: [], file, now: macao(NEXT, '10:15') }))).toEqual([
      'desk.move.confirm',
      check.warnings[0]!.message,
    ]);
    expect(await fxCount(NEXT)).toBe(0);
    // Confirmed at 10:15: saved, waiting for 11:00.
    const saved = await saveFxDay(database.db, NEXT, lines, 'en', actor(), { confirmed: ['USD'], file, now: macao(NEXT, '10:15') });
    expect(saved).toMatchObject({ day: NEXT, status: 'pending', publishedAt: '2026-11-03T03:00:00.000Z' });
    expect(await latestRateDay(database.db)).toBe(LAST);
    // The release moves the rates content tag, so the cached rate pages are dropped at once;
    // a run with nothing due (every few seconds) leaves it, and the cached pages, alone.
    const ratesRevision = async () => parseSnapshot(await selectContentRevision(database.db)).get('rates');
    const revisionBefore = await ratesRevision();
    expect(await releaseDueRates(database.db, macao(NEXT, '10:59'))).toEqual([]);
    expect(await ratesRevision()).toBe(revisionBefore);
    expect(await releaseDueRates(database.db, macao(NEXT, '11:00'))).toEqual([NEXT]);
    expect(await ratesRevision()).not.toBe(revisionBefore);
    expect(await releaseDueRates(database.db, macao(NEXT, '11:01'))).toEqual([]);
    expect(await latestRateDay(database.db)).toBe(NEXT);
    // The file is kept, byte for byte, and the import is in the audit log.
    const [kept] = await database.db.select().from(ratesImports).where(eq(ratesImports.day, NEXT));
    expect(Buffer.compare(kept!.content, bytes)).toBe(0);
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, NEXT));
    expect(audit).toMatchObject({ entity: 'rates:exchange-rate', action: 'import' });
    // Round trip: the export of the day holds exactly the imported figures.
    const exported = await readFxFile({ name: 'e.xlsx', mediaType: '', bytes: await download(`Type=exchange-rate&Filters.Begin=${NEXT}&Filters.End=${NEXT}&Format=xlsx&Lang=en`) }, 'en');
    const figures = (l: RawFxLine[]) => l.map((x) => [x.date, x.currency, Number(x.unit), Number(x.mid), Number(x.ttBuying), Number(x.chequeBuying)]);
    expect(figures(exported)).toEqual(figures(lines));
    const csv = await readFxFile({ name: 'e.csv', mediaType: 'text/csv', bytes: await download(`Type=exchange-rate&Filters.Begin=${NEXT}&Filters.End=${NEXT}&Format=csv&Lang=pt`) }, 'en');
    expect(figures(csv)).toEqual(figures(lines));
  });

  it('publishes before 11:00 only with a written reason, in the audit log', async () => {
    const lines = await readFxFile({ name: 'x.csv', mediaType: 'text/csv', bytes: await csvFor(AFTER) }, 'en');
    expect(await refusal(() => saveFxDay(database.db, AFTER, lines, 'en', actor(), { confirmed: ['USD'], earlyReason: 'soon', now: macao(AFTER, '10:00') }))).toEqual(['desk.early.reason']);
    const reason = 'Market closure announced for 11:00; published ahead at the Board’s request.';
    const saved = await saveFxDay(database.db, AFTER, lines, 'en', actor(), { confirmed: ['USD'], earlyReason: reason, now: macao(AFTER, '10:00') });
    expect(saved).toMatchObject({ status: 'published', publishedAt: macao(AFTER, '10:00').toISOString() });
    expect(await latestRateDay(database.db)).toBe(AFTER);
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, AFTER));
    expect(JSON.stringify(audit!.changes)).toContain(reason);
  });

  it('corrects a published day: the old figures kept, the time of correction on the feed; a save killed halfway leaves the day whole', async () => {
    const before = await database.db.select().from(ratesFx).where(eq(ratesFx.day, AFTER));
    const eur = before.find((r) => r.currency === 'EUR')!;
    const lines = await readFxFile({ name: 'x.csv', mediaType: 'text/csv', bytes: await csvFor(AFTER, (c) => (c[1] === 'EUR' ? [c[0]!, c[1]!, c[2]!, (eur.mid + 0.01).toFixed(4), c[4]!, c[5]!] : c)) }, 'en');
    // Killed after the figures were written, before the audit row: nothing of it stays.
    await expect(saveFxDay(database.db, AFTER, lines, 'en', actor(true), { confirmed: ['USD'], now: macao(AFTER, '15:00') })).rejects.toThrow('killed');
    expect(await database.db.select().from(ratesFx).where(eq(ratesFx.day, AFTER))).toEqual(before);
    expect(await database.db.select().from(ratesCorrections)).toEqual([]);

    const saved = await saveFxDay(database.db, AFTER, lines, 'en', actor(), { confirmed: ['USD'], now: macao(AFTER, '15:00') });
    expect(saved.status).toBe('corrected');
    const after = await database.db.select().from(ratesFx).where(eq(ratesFx.day, AFTER));
    expect(after.find((r) => r.currency === 'EUR')!.mid).toBeCloseTo(eur.mid + 0.01, 6);
    const [correction] = await database.db.select().from(ratesCorrections).where(eq(ratesCorrections.day, AFTER));
    expect(correction!.previous).toContainEqual({ currency: 'EUR', unit: 1, mid: eur.mid, ttBuying: eur.ttBuying, chequeBuying: eur.chequeBuying });
    const feed = await rateFeed(database.db, 'en', 'https://www.amcm.gov.mo');
    expect(feed).toContain('<updated>2026-11-04T07:00:00.000Z</updated>');
    expect(feed).toContain('Corrected on 4 November 2026 at 15:00');
    const page = modelOf(await loadExchangeRates(await loaderContext(database.db, 'financial-information/exchange-rates', `?date=${AFTER}`)));
    expect(page.corrected).toBe('Corrected on 4 November 2026 at 15:00 (Macao time). The figures shown are the corrected ones.');
    const maibor = modelOf(await loadMaibor(await loaderContext(database.db, 'financial-information/maibor', `?date=${AFTER}`)));
    expect(maibor.corrected).toBeNull();
  });
});

describe('MAIBOR and MONIA fixings', () => {
  it('need every term once, positive, and are saved from the public download', async () => {
    const csv = (await download(`Type=maibor&Filters.Begin=${LAST}&Filters.End=${LAST}&Format=csv&Lang=zh-hant`)).toString('utf8').replaceAll(LAST, NEXT);
    const file = { name: 'maibor.csv', mediaType: 'text/csv', bytes: Buffer.from(csv) };
    const lines = await readInterestFile('maibor', file, 'en');
    expect(lines).toHaveLength(7);
    const without = lines.filter((l) => l.line !== 4);
    expect(await refusal(() => saveInterestDay(database.db, 'maibor', NEXT, without, 'en', actor(), { confirmed: [], now: macao(NEXT, '11:30') }))).toContain(
      'Term 1 month is missing: MAIBOR needs every term.',
    );
    const negative = lines.map((l) => (l.line === 2 ? { ...l, rate: '0' } : l));
    expect(await refusal(() => saveInterestDay(database.db, 'maibor', NEXT, negative, 'en', actor(), { confirmed: [], now: macao(NEXT, '11:30') }))).toContain(
      'Line 2, column “Rate (% p.a.)”: the figure must be greater than zero',
    );
    expect((await saveInterestDay(database.db, 'maibor', NEXT, lines, 'en', actor(), { confirmed: [], file, now: macao(NEXT, '11:30') })).status).toBe('published');
    const saved = await database.db.select().from(ratesInterest).where(eq(ratesInterest.day, NEXT));
    expect(saved.map((r) => r.term).sort()).toEqual(['1m', '1w', '1y', '2m', '3m', '6m', 'overnight']);

    const monia = (await download(`Type=monia&Filters.Begin=${LAST}&Filters.End=${LAST}&Format=csv&Lang=en`)).toString('utf8').replaceAll(LAST, NEXT);
    const moniaLines = await readInterestFile('monia', { name: 'monia.csv', mediaType: 'text/csv', bytes: Buffer.from(monia) }, 'en');
    expect((await saveInterestDay(database.db, 'monia', NEXT, moniaLines, 'en', actor(), { confirmed: [], now: macao(NEXT, '11:30') })).status).toBe('published');
  });
});
