import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIContext, APIRoute } from 'astro';
import ExcelJS from 'exceljs';
import { JSDOM } from 'jsdom';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { entries } from '#src/features/entries/schema.ts';
import { ratesDays, ratesFx, ratesInterest } from './schema.ts';
import { callRoute } from '#src/server/http/testing.ts';
import { SEED_BASE_DATE } from '#src/seed/random.ts';
import { parseHolidayType } from '#src/features/reference/holidays.ts';
import { baseRateChanges, financialInfo, latestRateDay } from './service.ts';
import { rateFeed } from './feed.ts';
import { ALL as financialInfoRoute } from '#src/api/v1.0/cms/financial_info.ts';
import { ALL as lastDataDate } from '#src/api/v1.0/cms/last_data_date.ts';
import { exportPoolStats } from '#src/server/export/pool.ts';
import { ALL as exportRoute } from '#src/api/v1.0/cms/export_financial_info.ts';
import { GET as openapi } from '#src/api/v1.0/openapi.json.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
}, 120_000);
afterAll(() => database.dispose());

interface Envelope<T = unknown> {
  code: number;
  data: T;
  message: string;
}

async function get<T>(route: APIRoute, url: string, lang = 'en'): Promise<{ status: number; body: Envelope<T> }> {
  const res = await callRoute(route, url, { headers: { 'Api-Language': lang } });
  return { status: res.status, body: res.body as Envelope<T> };
}

async function download(url: string): Promise<Response> {
  const request = new Request(new URL(url, 'http://localhost'));
  return exportRoute({ request, url: new URL(request.url), params: {}, locals: {} } as unknown as APIContext);
}

describe('rate publication days', () => {
  it('are Macao business days only: no weekends, no bank holidays, five years up to the seed base date', async () => {
    const days = (await database.db.select({ day: ratesDays.day }).from(ratesDays)).map((r) => r.day);
    const holidays = await database.db.select({ day: entries.startsOn, type: sql<unknown>`${entries.data}->'type'` }).from(entries).where(eq(entries.module, 'holiday'));
    const closed = new Set(holidays.filter((h) => (parseHolidayType(h.type).value as { bank?: boolean } | null)?.bank === true).map((h) => h.day));
    expect(days.length).toBeGreaterThan(1200);
    for (const day of days) {
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      expect(weekday, day).not.toBe(0);
      expect(weekday, day).not.toBe(6);
      expect(closed.has(day), day).toBe(false);
    }
    expect(days.sort()[0]).toBe('2021-11-01');
    // The latest publication is the last business day up to the seed's base date, read from the
    // holidays the seed wrote (not a copy of the answer): 2 November 2026 is All Souls' Day, so the Friday before.
    const base = SEED_BASE_DATE.toISOString().slice(0, 10);
    const isBusinessDay = (d: Date) => d.getUTCDay() !== 0 && d.getUTCDay() !== 6 && !closed.has(d.toISOString().slice(0, 10));
    let day = new Date(`${base}T00:00:00Z`);
    while (!isBusinessDay(day)) day = new Date(day.getTime() - 86_400_000);
    const expected = day.toISOString().slice(0, 10);
    expect(await latestRateDay(database.db)).toBe(expected);
    expect(expected).toBe('2026-10-30');
  });

  it('has the public holidays of every year the series covers', async () => {
    const rows = await database.db.select({ day: entries.startsOn }).from(entries).where(and(eq(entries.module, 'holiday'), inArray(entries.slug, ['christmas-2021', 'lunar-new-year-1-2023', 'national-day-2024', 'good-friday-2025'])));
    expect(rows.map((r) => r.day).sort()).toEqual(['2021-12-25', '2023-01-22', '2024-10-01', '2025-04-18']);
    for (const year of [2021, 2022, 2023, 2024, 2025, 2026]) {
      const [row] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(entries)
        .where(and(eq(entries.module, 'holiday'), sql`${entries.startsOn} like ${`${year}-%`}`));
      expect(row?.n, String(year)).toBeGreaterThanOrEqual(20);
    }
  });
});

describe('rate values', () => {
  it('keep the pataca pegged to the Hong Kong dollar and quote JPY and KRW per 100', async () => {
    const rows = await database.db.select().from(ratesFx);
    expect(rows.length).toBeGreaterThan(1200 * 17);
    for (const r of rows) {
      expect(r.ttBuying).toBeLessThan(r.mid);
      expect(r.chequeBuying).toBeLessThan(r.ttBuying);
      if (r.currency === 'HKD') expect(Math.abs(r.mid - 1.03)).toBeLessThanOrEqual(0.0006);
      if (r.currency === 'USD') {
        expect(r.mid).toBeGreaterThan(7.98);
        expect(r.mid).toBeLessThan(8.1);
      }
      if (r.currency === 'JPY') {
        expect(r.unit).toBe(100);
        expect(r.mid).toBeGreaterThan(4.5);
        expect(r.mid).toBeLessThan(7.5);
      }
      if (r.currency === 'KRW') {
        expect(r.unit).toBe(100);
        expect(r.mid).toBeGreaterThan(0.5);
        expect(r.mid).toBeLessThan(0.75);
      }
      if (r.currency === 'EUR') {
        expect(r.mid).toBeGreaterThan(7.5);
        expect(r.mid).toBeLessThan(10);
      }
    }
  });

  it('keep MAIBOR and MONIA below the base rate ceiling and the terms in a plausible curve', async () => {
    const info = await financialInfo(database.db, 'en', { type: 'maibor', begin: '2023-09-01', end: '2023-09-01' });
    const rate = (term: string) => info.items.find((i) => i.term === term)?.rate ?? NaN;
    expect(info.items).toHaveLength(7);
    expect(rate('overnight')).toBeLessThan(5.75);
    expect(rate('1y')).toBeGreaterThan(rate('overnight'));
    expect(rate('1y')).toBeLessThanOrEqual(6.75);
    const [bounds] = await database.db
      .select({ min: sql<number>`min(${ratesInterest.rate})::float`, max: sql<number>`max(${ratesInterest.rate})::float` })
      .from(ratesInterest);
    expect(bounds?.min).toBeGreaterThan(0);
    expect(bounds?.max).toBeLessThan(7);
  });

  it('follow the US policy moves in the base rate history, each announcement stating basis points and the new rate', async () => {
    const changes = await baseRateChanges(database.db, 'en');
    expect(changes[0]).toMatchObject({ date: '2026-09-17', rate: 3.5, changeBp: -25 });
    // Every change has its announcement among the news (the news seed is the one source of the dates).
    const news = await database.db.select({ slug: entries.slug }).from(entries).where(and(eq(entries.module, 'news'), sql`${entries.slug} like 'base-rate-%'`));
    expect(new Set(news.map((n) => n.slug))).toEqual(new Set(changes.map((c) => `base-rate-${c.date}`)));
    const peak = changes.find((c) => c.date === '2023-07-27');
    expect(peak).toMatchObject({ rate: 5.75, changeBp: 25 });
    expect(peak?.text).toContain('25 basis points');
    expect(peak?.text).toContain('5.75%');
    const zh = await baseRateChanges(database.db, 'zh-hant');
    expect(zh.find((c) => c.date === '2022-06-16')?.text).toContain('上調75個基點');
    const pt = await baseRateChanges(database.db, 'pt');
    expect(pt.find((c) => c.date === '2024-09-19')).toMatchObject({ fallback: false });
    expect(pt.find((c) => c.date === '2024-09-19')?.text).toContain('50 pontos base');
    // Portuguese is partial: older announcements fall back to English.
    expect(pt.find((c) => c.date === '2022-06-16')).toMatchObject({ fallback: true });
  });
});

describe('rates service', () => {
  it('gives the latest publication by default, a past date, and a range for chosen currencies', async () => {
    const latest = await financialInfo(database.db, 'en', { type: 'exchange-rate' });
    expect(latest.begin).toBe('2026-10-30');
    expect(latest.items).toHaveLength(17);
    expect(latest.items[0]?.updateTime).toBe('2026-10-30T03:00:00.000Z');
    const past = await financialInfo(database.db, 'en', { type: 'exchange-rate', begin: '2024-06-14', end: '2024-06-14', currencies: ['USD'] });
    expect(past.items).toHaveLength(1);
    expect(past.items[0]?.currency).toBe('USD');
    const range = await financialInfo(database.db, 'en', { type: 'exchange-rate', begin: '2025-03-01', end: '2025-03-31', currencies: ['USD', 'JPY'] });
    expect(new Set(range.items.map((i) => i.currency))).toEqual(new Set(['USD', 'JPY']));
    expect(range.items).toHaveLength(21 * 2);
  });

  it('is empty on a holiday, naming the last publication before it, and empty over a range without data', async () => {
    const holiday = await financialInfo(database.db, 'en', { type: 'exchange-rate', begin: '2026-10-01', end: '2026-10-01' });
    expect(holiday.items).toEqual([]);
    expect(holiday.lastDate).toBe('2026-09-30');
    const closed = await financialInfo(database.db, 'en', { type: 'monia', begin: '2026-10-01', end: '2026-10-04' });
    expect(closed.items).toEqual([]);
    const before = await financialInfo(database.db, 'en', { type: 'maibor', begin: '2019-01-01', end: '2019-12-31' });
    expect(before.items).toEqual([]);
    expect(before.lastDate).toBeNull();
  });
});

describe('rate calls', () => {
  it('financial_info answers in the envelope with repeated currency parameters', async () => {
    const { status, body } = await get<{ items: { currency: string; unit: number; midRate: number }[]; lastDate: string }>(
      financialInfoRoute,
      '/api/v1.0/cms/financial_info?Type=exchange-rate&Filters.Begin=2026-10-30&Filters.End=2026-10-30&Currency=JPY&Currency=HKD',
    );
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.items.map((i) => i.currency)).toEqual(['HKD', 'JPY']);
    expect(body.data.items[1]?.unit).toBe(100);
    const maibor = await get<{ items: { term: string }[] }>(financialInfoRoute, '/api/v1.0/cms/financial_info?Type=maibor&Term=3m&Filters.Begin=2026-10-26&Filters.End=2026-10-30');
    expect(maibor.body.data.items.map((i) => i.term)).toEqual(['3m', '3m', '3m', '3m', '3m']);
  });

  it('rejects a reversed range and unknown currencies with a message in the caller’s language', async () => {
    const reversed = await get(financialInfoRoute, '/api/v1.0/cms/financial_info?Filters.Begin=2026-10-30&Filters.End=2026-10-01', 'en');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toContain('end date');
    const zh = await get(financialInfoRoute, '/api/v1.0/cms/financial_info?Currency=XYZ', 'zh-hant');
    expect(zh.status).toBe(400);
    expect(zh.body.code).not.toBe(0);
  });

  it('last_data_date lists the rate datasets', async () => {
    const { body } = await get<{ dataset: string; lastDate: string; count: number }[]>(lastDataDate, '/api/v1.0/cms/last_data_date?dataset=rates/exchange-rate');
    expect(body.data).toEqual([expect.objectContaining({ dataset: 'rates/exchange-rate', lastDate: '2026-10-30', title: 'Exchange rates' })]);
    const all = await get<{ dataset: string }[]>(lastDataDate, '/api/v1.0/cms/last_data_date');
    expect(all.body.data.map((d) => d.dataset)).toEqual(expect.arrayContaining(['rates/base-rate', 'rates/maibor', 'rates/monia', 'rates/liquidity-deposit-rate']));
  });

  it('documents financial_info and its export in OpenAPI', async () => {
    const doc = (await (await openapi({ request: new Request('http://localhost/api/v1.0/openapi.json') } as unknown as APIContext)).json()) as { paths: Record<string, { get?: { parameters?: { name: string }[] } }> };
    const params = doc.paths['/api/v1.0/cms/financial_info']?.get?.parameters?.map((p) => p.name) ?? [];
    expect(params).toEqual(expect.arrayContaining(['Type', 'Filters.Begin', 'Filters.End', 'Currency', 'Term']));
    const file = doc.paths['/api/v1.0/cms/export_financial_info']?.get as { parameters?: { name: string }[]; responses: Record<string, { content?: Record<string, unknown> }> } | undefined;
    expect(file?.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['Type', 'Format', 'Lang', 'Currency']));
    expect(Object.keys(file?.responses['200']?.content ?? {})).toEqual(['text/csv; charset=utf-8', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
  });
});

describe('rate export', () => {
  const query = 'Type=exchange-rate&Filters.Begin=2026-10-26&Filters.End=2026-10-30&Currency=USD&Currency=JPY';

  it('CSV: UTF-8 with a byte-order mark, headings in the language, the values as published', async () => {
    const res = await download(`/api/v1.0/cms/export_financial_info?${query}&Format=csv&Lang=zh-hant`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/filename\*=UTF-8''%E5%8C%AF%E7%8E%87-2026-10-26_2026-10-30\.csv/);
    expect(res.headers.get('cache-control')).not.toContain('public');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split('\r\n');
    expect(lines[0]).toBe('日期,貨幣,單位,中間價 (MOP),電匯買入價 (MOP),支票買入價 (MOP)');
    expect(lines).toHaveLength(1 + 5 * 2);
    const info = await financialInfo(database.db, 'zh-hant', { type: 'exchange-rate', begin: '2026-10-26', end: '2026-10-30', currencies: ['USD', 'JPY'] });
    expect(lines.slice(1)).toEqual(info.items.map((i) => [i.date, i.currency, i.unit, i.midRate?.toFixed(4), i.ttBuying?.toFixed(4), i.chequeBuying?.toFixed(4)].join(',')));
  });

  it('XLSX: numbers stored as numbers with the published decimals as format, written by the export worker', async () => {
    const written = exportPoolStats().completed;
    const res = await download(`/api/v1.0/cms/export_financial_info?${query}&Format=xlsx&Lang=en`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(4).value).toBe('Mid rate (MOP)');
    expect(sheet?.rowCount).toBe(11);
    const mid = sheet?.getRow(2).getCell(4);
    expect(typeof mid?.value).toBe('number');
    expect(mid?.numFmt).toBe('0.0000');
    // The workbook came from a thread of the export pool, not the event loop.
    expect(exportPoolStats().completed).toBe(written + 1);
  });

  it('answers bad parameters with the error envelope', async () => {
    const res = await download('/api/v1.0/cms/export_financial_info?Type=nothing&Lang=en');
    expect(res.status).toBe(400);
    expect(((await res.json()) as Envelope).code).not.toBe(0);
  });
});

describe('rate feed', () => {
  it('is Atom with one entry per publication day', async () => {
    const xml = await rateFeed(database.db, 'en', 'https://www.amcm.gov.mo');
    const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    const ids = [...doc.querySelectorAll('entry > id')].map((e) => e.textContent ?? '');
    expect(ids).toHaveLength(20);
    expect(ids[0]).toBe('https://www.amcm.gov.mo/en/financial-information/exchange-rates?date=2026-10-30');
    expect(ids).not.toContain('https://www.amcm.gov.mo/en/financial-information/exchange-rates?date=2026-10-01');
    expect(doc.querySelector('entry > summary')?.textContent).toMatch(/USD 8\.0\d{3}/);
  });
});
