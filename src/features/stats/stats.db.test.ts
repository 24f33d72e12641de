/** The statistics calls against a seeded database: series, points, date ranges and download files. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { callRoute } from '#src/server/http/testing.ts';
import { getFileContent } from '#src/features/files/service.ts';
import { ALL as official } from '#src/api/v1.0/cms/official_statistics.ts';
import { ALL as insurance } from '#src/api/v1.0/cms/statistic_insurances.ts';
import { ALL as indicators } from '#src/api/v1.0/cms/financial_indicators.ts';
import type { StatSeries } from './contract.ts';
import { listSeries, seriesYears } from './service.ts';

let database: TestDatabase;
type Body<T> = { code: number; data: T; message: string };
type List = { data: StatSeries[]; total: number };
const en = { headers: { 'Api-Language': 'en' } };

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.dispose());

async function call(route: typeof official, url: string, init: RequestInit = en) {
  return (await callRoute(route, url, init)) as { status: number; body: Body<List> };
}

const SEED_DATE = '2026-11-02';

describe('GET /api/v1.0/cms/official_statistics', () => {
  it('answers the monthly monetary series with their points, oldest first, up to the latest release', async () => {
    const res = await call(official, '/api/v1.0/cms/official_statistics');
    expect(res.status).toBe(200);
    const { data, total } = res.body.data;
    expect(total).toBe(data.length);
    expect(data.map((s) => s.slug)).toEqual([
      'money-supply-m1',
      'money-supply-m2',
      'total-deposits',
      'loans-to-private-sector',
      'deposit-rate-3-months',
      'pataca-us-dollar-rate',
      'foreign-exchange-reserves',
    ]);
    for (const s of data) {
      expect(s.frequency).toBe('monthly');
      expect(s.points.length).toBeGreaterThanOrEqual(60);
      const periods = s.points.map((p) => p.period);
      expect(periods).toEqual([...periods].sort());
      expect(periods[periods.length - 1]! < SEED_DATE).toBe(true);
      expect(s.latest).toEqual(s.points[s.points.length - 1]);
      expect(s.points.every((p) => Number.isFinite(p.value) && p.value > 0)).toBe(true);
    }
    const m2 = data.find((s) => s.slug === 'money-supply-m2');
    expect(m2).toMatchObject({ title: 'Money supply M2', unit: 'MOP million', decimals: 1, category: { slug: 'money-supply', title: 'Money supply' } });
    // M2 includes M1, every month.
    const m1 = data.find((s) => s.slug === 'money-supply-m1');
    m1?.points.forEach((p, i) => expect(m2?.points[i]?.value).toBeGreaterThan(p.value));
  });

  it('keeps the points in a date range, given as months, years or days', async () => {
    const res = await call(official, '/api/v1.0/cms/official_statistics?slug=money-supply-m2&Filters.Begin=2025-01&Filters.End=2025-06');
    const [m2] = res.body.data.data;
    expect(res.body.data.total).toBe(1);
    expect(m2?.points.map((p) => p.period)).toEqual(['2025-01-01', '2025-02-01', '2025-03-01', '2025-04-01', '2025-05-01', '2025-06-01']);
    expect(m2?.latest?.period).toBe('2026-09-01');
    const year = (await call(official, '/api/v1.0/cms/official_statistics?slug=money-supply-m1&Filters.Begin=2024&Filters.End=2024')).body.data.data[0];
    expect(year?.points).toHaveLength(12);
    const days = (await call(official, '/api/v1.0/cms/official_statistics?slug=money-supply-m1&Filters.Begin=2026-08-15')).body.data.data[0];
    expect(days?.points.map((p) => p.period)).toEqual(['2026-09-01']);
  });

  it('filters by several series (repeated parameter) and by category', async () => {
    const two = await call(official, '/api/v1.0/cms/official_statistics?slug=total-deposits&slug=foreign-exchange-reserves');
    expect(two.body.data.data.map((s) => s.slug)).toEqual(['total-deposits', 'foreign-exchange-reserves']);
    const cat = await call(official, '/api/v1.0/cms/official_statistics?Filters.CatSlug=deposits-and-loans');
    expect(cat.body.data.data.map((s) => s.slug)).toEqual(['total-deposits', 'loans-to-private-sector']);
  });

  it('answers an empty range with series without points, not an error', async () => {
    const res = await call(official, '/api/v1.0/cms/official_statistics?Filters.Begin=2030-01');
    expect(res.status).toBe(200);
    expect(res.body.data.data.every((s) => s.points.length === 0 && s.latest !== null)).toBe(true);
  });

  it('rejects malformed dates and a range that ends before it starts, in the caller’s language', async () => {
    const bad = await call(official, '/api/v1.0/cms/official_statistics?Filters.Begin=2025-13');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Invalid parameter “Filters.Begin”/);
    const reversed = await call(official, '/api/v1.0/cms/official_statistics?Filters.Begin=2025-06&Filters.End=2025-01', { headers: { 'Api-Language': 'zh-hant' } });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('參數「Filters.End」無效：開始日期遲於結束日期');
  });

  it('offers each series as a CSV file made of the same points', async () => {
    const [m1] = (await call(official, '/api/v1.0/cms/official_statistics?slug=money-supply-m1')).body.data.data;
    expect(m1?.file).toMatchObject({ name: 'money-supply-m1.csv', mime: 'text/csv' });
    expect(m1?.file?.url).toBe(`/files/${String(m1?.file?.id)}/money-supply-m1.csv`);
    const file = await getFileContent(database.db, m1?.file?.id ?? 0);
    expect(file?.size).toBe(m1?.file?.size);
    const lines = (file?.content.toString('utf8') ?? '').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('期間 Period,貨幣供應M1（百萬澳門元） Money supply M1 (MOP million)');
    expect(lines).toHaveLength((m1?.points.length ?? 0) + 1);
    expect(lines[lines.length - 1]).toBe(`2026-09,${m1?.latest?.value.toFixed(1) ?? ''}`);
  });
});

describe('insurance statistics and financial indicators', () => {
  it('answer quarterly and yearly series in the caller’s language', async () => {
    const ins = (await call(insurance, '/api/v1.0/cms/statistic_insurances', { headers: { 'Api-Language': 'zh-hans' } })).body.data.data;
    expect(ins.map((s) => s.slug)).toEqual([
      'gross-premiums-life',
      'gross-premiums-non-life',
      'claims-paid',
      'life-policies-in-force',
      'licensed-intermediaries',
      'insurance-penetration',
      'insurance-density',
    ]);
    const life = ins[0];
    expect(life).toMatchObject({ frequency: 'quarterly', title: '人寿保险毛保费', unit: '百万澳门元', lang: 'zh-hans' });
    expect(life?.latest?.period).toBe('2026-04-01');
    expect(life?.points.every((p) => ['01', '04', '07', '10'].includes(p.period.slice(5, 7)))).toBe(true);
    const policies = ins[3];
    expect(policies).toMatchObject({ frequency: 'yearly', decimals: 0 });
    expect(policies?.points.every((p) => Number.isInteger(p.value))).toBe(true);

    const fi = (await call(indicators, '/api/v1.0/cms/financial_indicators?Filters.Begin=2020&Filters.End=2024')).body.data.data;
    expect(fi.map((s) => s.slug)).toEqual(['money-supply-m2-growth', 'deposits-growth', 'loans-growth', 'foreign-exchange-reserves-year-end', 'base-rate-year-end']);
    for (const s of fi) expect(s.points.map((p) => p.period)).toEqual(['2020-01-01', '2021-01-01', '2022-01-01', '2023-01-01', '2024-01-01']);
    expect(fi.every((s) => s.category === null && s.latest?.period === '2025-01-01')).toBe(true);
    // Rates of change may be negative: credit shrank from 2022.
    expect(fi.find((s) => s.slug === 'loans-growth')?.points.map((p) => p.value)).toEqual([5.6, 3.1, -4.4, -6, -5.8]);
    expect(fi.find((s) => s.slug === 'base-rate-year-end')?.latest?.value).toBe(4);
  });

  it('keeps the banking series of the statistics page apart, found by its type', async () => {
    const banking = await listSeries(database.db, 'en', { module: 'statistics-page', catSlug: 'banking' });
    expect(banking.data.map((s) => s.title)).toEqual([
      'Non-performing loan ratio',
      'Capital adequacy ratio',
      'One-month liquidity ratio',
      'Loan-to-deposit ratio',
      'Total assets of the banking sector',
      'Return on assets of banks',
    ]);
    const npl = banking.data[0];
    // The shape of the real series: bad loans rose from under 1 % to over 5 %.
    expect(npl?.points[0]?.value).toBeLessThan(1);
    expect(npl?.latest?.value).toBeGreaterThan(5);
    expect((await listSeries(database.db, 'en', { module: 'statistics-page', catSlug: 'no-such-type' })).data).toEqual([]);
    expect(await seriesYears(database.db, 'statistics-page', 'banking')).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015]);
    const last4 = await listSeries(database.db, 'en', { module: 'statistics-page', catSlug: 'banking', lastPoints: 4 });
    expect(last4.data[0]?.points.map((p) => p.period)).toEqual(['2025-07-01', '2025-10-01', '2026-01-01', '2026-04-01']);
  });
});
