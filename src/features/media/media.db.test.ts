/** Media and downloads: services and API calls against a seeded database. */
import ExcelJS from 'exceljs';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { contentVersions, entries, entryFiles, entryI18n } from '#src/features/entries/schema.ts';
import { files } from '#src/features/files/schema.ts';
import { statPoints, statSeries, statSeriesI18n } from '#src/features/stats/schema.ts';
import { callRoute } from '#src/server/http/testing.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { seedDatabase } from '#src/seed/index.ts';
import { resetSeededData } from '#src/seed/reset.ts';
import type { Database } from '#src/server/db/open.ts';
import { getEntryPreview } from '#src/features/entries/preview.ts';
import type { EntrySummary, FileRef } from '#src/features/entries/contract.ts';
import type { CompanyItem, GraphicItem, LastDataDate, LinkItem, ReleaseCalendar, SyncPage, VideoItem, DownloadsBySlug } from './contract.ts';
import { GET as fileRoute } from '#src/pages/files/[id]/[name].ts';
import { ALL as downloadsApi } from '#src/api/v1.0/cms/downloads.ts';
import { ALL as downloadsBySlugApi } from '#src/api/v1.0/cms/downloads_by_slug.ts';
import { ALL as legacyDownloadApi } from '#src/api/v1/download.ts';
import { ALL as calendarApi } from '#src/api/v1.0/cms/advance_release_calendar.ts';
import { ALL as videosApi } from '#src/api/v1.0/cms/videos.ts';
import { ALL as videoCatsApi } from '#src/api/v1.0/cms/videos_cats.ts';
import { ALL as graphicsApi } from '#src/api/v1.0/cms/graphics.ts';
import { ALL as graphicCatsApi } from '#src/api/v1.0/cms/graphic_cats.ts';
import { ALL as companiesApi } from '#src/api/v1.0/cms/companies.ts';
import { ALL as companyCatsApi } from '#src/api/v1.0/cms/company_cats.ts';
import { ALL as linkApi } from '#src/api/v1/link.ts';
import { ALL as friendLinkApi } from '#src/api/v1.0/cms/friend_link.ts';
import { ALL as lastDataDateApi } from '#src/api/v1.0/cms/last_data_date.ts';
import { ALL as syncDataApi } from '#src/api/v1.0/cms/sync_data.ts';
import { getReleaseCalendar, listDownloads, listFinancialReports } from './downloads.ts';
import { MEDIA_ENTRY_MODULES } from './modules.ts';
import { lastDataDates, syncData } from './sync.ts';

let database: TestDatabase;
type Envelope<T> = { code: number; data: T; message: string };
type Paged<T> = { data: T[]; total: number };

const en = { headers: { 'Api-Language': 'en' } };
const as = (lang: string) => ({ headers: { 'Api-Language': lang } });
const NOW = new Date('2026-11-22T04:00:00Z');

async function get<T>(route: Parameters<typeof callRoute>[0], url: string, init = en): Promise<{ status: number; body: Envelope<T>; headers: Headers }> {
  const res = await callRoute(route, url, init);
  return { status: res.status, headers: res.headers, body: res.body as Envelope<T> };
}

async function download(file: FileRef): Promise<{ response: Response; bytes: Buffer }> {
  const request = new Request(`http://localhost${file.url}`);
  const response = await fileRoute({ params: { id: String(file.id), name: file.name }, request } as never);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  process.env.PREVIEW_KEY = 'media-test-key';
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.dispose());

describe('downloads', () => {
  it('lists a category with its subcategories, pages through it and counts the total', async () => {
    const forms = await listDownloads(database.db, 'en', { catSlugs: ['forms'], pageSize: 5 });
    expect(forms.total).toBe(12);
    expect(forms.data).toHaveLength(5);
    const page3 = await listDownloads(database.db, 'en', { catSlugs: ['forms'], pageSize: 5, page: 3 });
    expect(page3.data).toHaveLength(2);
    const direct = await listDownloads(database.db, 'en', { catSlugs: ['forms'], includeSubCats: false });
    expect(direct.total).toBe(0);
    const insurance = await listDownloads(database.db, 'en', { catSlugs: ['insurance-forms'] });
    expect(insurance.data.every((d) => d.category?.slug === 'insurance-forms')).toBe(true);
  });

  it('finds downloads by keyword in any language and by year', async () => {
    expect((await listDownloads(database.db, 'en', { keyword: 'cooling' })).total).toBe(0);
    const complaint = await listDownloads(database.db, 'zh-hant', { keyword: '投訴' });
    expect(complaint.data.map((d) => d.slug)).toContain('form-p01-complaint');
    const bulletins2025 = await listDownloads(database.db, 'en', { catSlugs: ['monthly-bulletin'], year: 2025, pageSize: 100 });
    // The July–November 2025 bulletins are released in 2025 (the December one in January 2026).
    expect(bulletins2025.total).toBe(5);
  });

  it('offers each visitor the PDF of their language and the workbooks of every language', async () => {
    const slug = (lang: 'en' | 'zh-hant' | 'zh-hans' | 'pt') => listDownloads(database.db, lang, { catSlugs: ['monthly-bulletin'], pageSize: 1 });
    const en = (await slug('en')).data[0]!;
    expect(en.slug).toBe('monthly-bulletin-2026-09');
    expect(en.files.map((f) => f.name)).toEqual(['monthly-bulletin-2026-09-en.pdf', 'monthly-bulletin-2026-09.xlsx']);
    expect((await slug('zh-hant')).data[0]!.files.map((f) => f.name)).toEqual(['貨幣統計月報-2026年9月.pdf', 'monthly-bulletin-2026-09.xlsx']);
    expect((await slug('zh-hans')).data[0]!.files[0]!.name).toBe('货币统计月报-2026年9月.pdf');
    expect((await slug('pt')).data[0]!.files[0]!.name).toBe('monthly-bulletin-2026-09-pt.pdf');
    // A form without a Portuguese version is shown (and its file given) in English.
    const broker = await listDownloads(database.db, 'pt', { keyword: 'cash remittance' });
    expect(broker.data[0]).toMatchObject({ lang: 'en', fallback: true });
    expect(broker.data[0]!.files.map((f) => f.lang)).toEqual(['en']);
  });

  it('serves real PDF files under their UTF-8 names', async () => {
    const [bulletin] = (await listDownloads(database.db, 'zh-hant', { catSlugs: ['monthly-bulletin'], pageSize: 1 })).data;
    const pdf = bulletin!.files.find((f) => f.mime === 'application/pdf')!;
    const { response, bytes } = await download(pdf);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="______-2026_9_.pdf"; filename*=UTF-8''${encodeURIComponent('貨幣統計月報-2026年9月.pdf')}`);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    // The Chinese font travels with the file (a subset of the Traditional Chinese face).
    expect(bytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKtc-Regular/);
    expect(bytes.length).toBe(pdf.size);
  });

  it('serves workbooks that ExcelJS reads, with the bulletin’s figures', async () => {
    const [bulletin] = (await listDownloads(database.db, 'en', { catSlugs: ['monthly-bulletin'], pageSize: 1 })).data;
    const file = bulletin!.files.find((f) => f.name.endsWith('.xlsx'))!;
    const { response, bytes } = await download(file);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="monthly-bulletin-2026-09.xlsx"; filename*=UTF-8\'\'monthly-bulletin-2026-09.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Monetary', 'Deposits by currency']);
    const sheet = book.getWorksheet('Monetary')!;
    expect(sheet.getCell('A4').value).toBe('項目 Item');
    expect(sheet.getCell('C4').value).toBe('2026-09');
    const m2Row = sheet.getRows(5, 9)!.find((r) => String(r.getCell(1).value).includes('M2'))!;
    const m2 = m2Row.getCell(3).value as number;
    expect(m2).toBeGreaterThan(600_000);
    // The same figure as the summary in the list.
    expect(bulletin!.summary).toContain((m2 / 1000).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
    expect(book.created?.toISOString()).toBe('2026-10-30T08:30:00.000Z');
  });

  it('answers GET /cms/downloads with repeated categories, and 400 for a bad parameter', async () => {
    const res = await get<Paged<EntrySummary>>(downloadsApi, '/api/v1.0/cms/downloads?Filters.CatSlug=guidelines&Filters.CatSlug=public-forms&PageSize=50');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.data.total).toBe(8);
    expect(new Set(res.body.data.data.map((d) => d.category?.slug))).toEqual(new Set(['guidelines', 'public-forms']));
    const range = await get<Paged<EntrySummary>>(downloadsApi, '/api/v1.0/cms/downloads?Filters.CatSlug=monthly-bulletin&Filters.Begin=2026-10-01&Filters.End=2026-10-31');
    expect(range.body.data.data.map((d) => d.slug)).toEqual(['monthly-bulletin-2026-09']);
    const bad = await get(downloadsApi, '/api/v1.0/cms/downloads?PageSize=1000');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/PageSize/);
  });

  it('groups a category by subcategory (downloads_by_slug), and 404 for an unknown slug', async () => {
    const res = await get<DownloadsBySlug>(downloadsBySlugApi, '/api/v1.0/cms/downloads_by_slug?slug=forms&PageSize=2');
    expect(res.body.data.category.slug).toBe('forms');
    expect(res.body.data.groups.map((g) => [g.category.slug, g.total, g.data.length])).toEqual([
      ['banking-forms', 4, 2],
      ['insurance-forms', 4, 2],
      ['public-forms', 4, 2],
    ]);
    expect((await get(downloadsBySlugApi, '/api/v1.0/cms/downloads_by_slug?slug=nothing')).status).toBe(404);
  });

  it('answers the named lists of /api/v1/download', async () => {
    const forms = await get<Paged<EntrySummary>>(legacyDownloadApi, '/api/v1/download?slug=file-download&limit=3');
    expect(forms.body.data.total).toBe(12);
    expect(forms.body.data.data).toHaveLength(3);
    const financial = await get<Paged<EntrySummary>>(legacyDownloadApi, '/api/v1/download?slug=financial-information&limit=100');
    expect(financial.body.data.total).toBe(14);
    expect((await get(legacyDownloadApi, '/api/v1/download?slug=other')).status).toBe(400);
  });
});

describe('financial reports and the release calendar', () => {
  it('puts each year’s statements next to its annual report, newest first', async () => {
    const years = await listFinancialReports(database.db, 'en');
    expect(years.map((y) => y.year)).toEqual([2025, 2024, 2023, 2022, 2021, 2020, 2019]);
    expect(years[0]!.statements.map((s) => s.title)).toEqual(['Financial Statements 2025']);
    expect(years[0]!.annualReport?.title).toBe('Annual Report 2025');
    expect(years[0]!.statements[0]!.files[0]!.name).toBe('amcm-financial-statements-2025-en.pdf');
    expect(await listFinancialReports(database.db, 'en', 'no-such-category')).toEqual([]);
  });

  it('shows the current year’s calendar with the next release of each statistic', async () => {
    const calendar = (await getReleaseCalendar(database.db, 'en', { now: NOW }))!;
    expect(calendar.year).toBe(2026);
    expect(calendar.years).toEqual([2027, 2026]);
    const monetary = calendar.statistics.find((s) => s.key === 'monetary-statistics')!;
    expect(monetary.title).toBe('Monetary and financial statistics');
    expect(monetary.next).toEqual({ period: '2026-10', date: '2026-11-30', time: '16:30', released: false });
    expect(monetary.releases.filter((r) => r.released)).toHaveLength(10);
    expect(calendar.files.map((f) => f.name)).toEqual(['advance-release-calendar-2026.xlsx', 'advance-release-calendar-2026-en.pdf']);
    const zh = (await getReleaseCalendar(database.db, 'zh-hans', { now: NOW }))!;
    expect(zh.statistics[0]!.title).toBe('货币及金融统计');
  });

  it('answers a given year through the API, and 404 for a year without a calendar', async () => {
    const res = await get<ReleaseCalendar>(calendarApi, '/api/v1.0/cms/advance_release_calendar?year=2027');
    expect(res.body.data.year).toBe(2027);
    expect(res.body.data.statistics.find((s) => s.key === 'annual-report')!.releases).toEqual([{ period: '2026', date: '2027-06-30', time: '11:00', released: false }]);
    expect((await get(calendarApi, '/api/v1.0/cms/advance_release_calendar?year=2030')).status).toBe(404);
  });
});

describe('videos and infographics', () => {
  it('lists videos with their clip, poster and captions in the visitor’s language first', async () => {
    const res = await get<Paged<VideoItem>>(videosApi, '/api/v1.0/cms/videos?PageSize=3', as('zh-hant'));
    expect(res.body.data.total).toBe(6);
    const first = res.body.data.data[0]!;
    expect(first.title).toBe('2026金融知識週開幕');
    expect(first.video).toMatchObject({ mime: 'video/webm', kind: 'video', lang: null });
    expect(first.channelUrl).toBeNull();
    expect(first.poster?.mime).toBe('image/svg+xml');
    expect(first.captions[0]).toMatchObject({ lang: 'zh-hant', mime: 'text/vtt' });
    expect(first.transcript).toBeNull();
    const cats = await get<{ slug: string }[]>(videoCatsApi, '/api/v1.0/cms/videos_cats');
    expect(cats.body.data.map((c) => c.slug)).toEqual(['financial-education', 'anti-fraud', 'currency', 'events']);
    const fraud = await get<Paged<VideoItem>>(videosApi, '/api/v1.0/cms/videos?Filters.CatSlug=anti-fraud');
    expect(fraud.body.data.total).toBe(2);
  });

  it('gives one video with its transcript, and its captions as WebVTT', async () => {
    const list = await get<Paged<VideoItem>>(videosApi, '/api/v1.0/cms/videos?Filters.Keyword=banknote');
    const id = list.body.data.data[0]!.id;
    const one = await get<Paged<VideoItem>>(videosApi, `/api/v1.0/cms/videos?id=${id}`, as('pt'));
    const video = one.body.data.data[0]!;
    expect(video.lang).toBe('pt');
    expect(video.transcript).toContain('<p>Verificar uma nota exige três passos');
    const { response, bytes } = await download(video.captions[0]!);
    expect(response.headers.get('content-type')).toBe('text/vtt');
    expect(bytes.toString()).toMatch(/^WEBVTT\nLanguage: pt\n\n1\n00:00:00.000 --> 00:00:06.000\n/);
    expect((await get(videosApi, '/api/v1.0/cms/videos?id=999999')).status).toBe(404);
  });

  it('lists infographics with their image and text alternative; one gives the long description', async () => {
    const res = await get<Paged<GraphicItem>>(graphicsApi, '/api/v1.0/cms/graphics?Filters.CatSlug=insurance');
    expect(res.body.data.total).toBe(2);
    const item = res.body.data.data[0]!;
    expect(item.image?.name).toMatch(/\.en\.svg$/);
    expect(item.alt).toMatch(/^Horizontal bar chart/);
    expect(item.longDescription).toBeNull();
    const one = await get<Paged<GraphicItem>>(graphicsApi, `/api/v1.0/cms/graphics?id=${item.id}`, as('zh-hans'));
    expect(one.body.data.data[0]!.longDescription).toMatch(/<table><caption>.*<th scope="col">/s);
    expect(one.body.data.data[0]!.image?.name).toMatch(/\.zh-hans\.svg$/);
    const { bytes } = await download(one.body.data.data[0]!.image!);
    expect(bytes.toString()).toContain('lang="zh-Hans"');
    expect((await get<unknown[]>(graphicCatsApi, '/api/v1.0/cms/graphic_cats')).body.data).toHaveLength(3);
  });
});

describe('companies and links', () => {
  it('lists the institutions of a page type with their subtypes, in register order', async () => {
    const banks = await get<Paged<CompanyItem>>(companiesApi, '/api/v1.0/cms/companies?type=bank&PageSize=100');
    expect(banks.body.data.total).toBe(16);
    expect(banks.body.data.data[0]).toMatchObject({
      name: 'Banco Nacional Ultramarino, S.A.',
      website: 'https://www.bnu.com.mo',
      address: 'Avenida de Almeida Ribeiro, n.º 22, Macau',
      category: { slug: 'local-bank' },
    });
    // Contact numbers are never invented for real institutions.
    expect(banks.body.data.data.every((c) => c.phone === null && c.fax === null)).toBe(true);
    const zh = await get<Paged<CompanyItem>>(companiesApi, '/api/v1.0/cms/companies?type=foreign-bank-branch&PageSize=1', as('zh-hans'));
    expect(zh.body.data.data[0]).toMatchObject({ name: '中国银行股份有限公司澳门分行', address: '澳门苏亚利斯博士大马路中国银行大厦' });
    const insurers = await get<Paged<CompanyItem>>(companiesApi, '/api/v1.0/cms/companies?Filters.CatSlug=insurer&Filters.Keyword=AIA');
    expect(insurers.body.data.data.map((c) => c.name)).toEqual(['AIA International Limited, Macau Branch']);
    const cats = await get<{ slug: string; children: { slug: string }[] }[]>(companyCatsApi, '/api/v1.0/cms/company_cats?slug=insurer');
    expect(cats.body.data[0]!.children.map((c) => c.slug)).toEqual(['life-insurer', 'non-life-insurer']);
  });

  it('lists the friendship links by type, all opening in a new window', async () => {
    const all = await get<LinkItem[]>(linkApi, '/api/v1/link?type=friendship-link');
    expect(all.body.data).toHaveLength(24);
    expect(all.body.data.every((l) => l.newWindow && /^https?:\/\//.test(l.url))).toBe(true);
    expect(all.body.data[0]).toMatchObject({ title: 'Macao SAR Government Portal', url: 'https://www.gov.mo' });
    const defaults = await get<LinkItem[]>(linkApi, '/api/v1/link');
    expect(defaults.body.data).toHaveLength(24);
    const intl = await get<LinkItem[]>(linkApi, '/api/v1/link?type=international-organisations');
    expect(intl.body.data.map((l) => l.url)).toContain('https://www.bis.org');
    const paged = await get<Paged<LinkItem>>(friendLinkApi, '/api/v1.0/cms/friend_link?PageSize=5&Page=2&Filters.CatSlug=friendship-link');
    expect(paged.body.data.total).toBe(24);
    expect(paged.body.data.data).toHaveLength(5);
  });
});

describe('last data date and the change feed', () => {
  it('gives the newest data date per downloads category, rolled up, and per statistical series', async () => {
    const dates = await lastDataDates(database.db, 'en', { now: NOW });
    const of = (dataset: string) => dates.find((d) => d.dataset === dataset);
    expect(of('downloads/monthly-bulletin')).toMatchObject({ kind: 'category', lastDate: '2026-10-30', lastPeriod: '2026-09', count: 15 });
    expect(of('downloads/statistics')).toMatchObject({ lastDate: '2026-10-30', lastPeriod: '2026-09', count: 23 });
    expect(of('downloads/insurance-statistics')).toMatchObject({ lastPeriod: '2026-Q2', lastDate: '2026-08-31' });
    expect(of('downloads/guidelines')?.lastPeriod).toBeNull();

    const [series] = await database.db.insert(statSeries).values({ module: 'official-statistics', slug: 'media-test-m2', frequency: 'quarterly' }).returning();
    await database.db.insert(statSeriesI18n).values({ seriesId: series!.id, lang: 'en', title: 'Broad money', unit: 'MOP million' });
    await database.db.insert(statPoints).values([
      { seriesId: series!.id, period: '2026-04-01', value: '1' },
      { seriesId: series!.id, period: '2026-07-01', value: '2' },
    ]);
    const res = await get<LastDataDate[]>(lastDataDateApi, '/api/v1.0/cms/last_data_date?dataset=series/official-statistics/media-test-m2');
    expect(res.body.data).toEqual([{ dataset: 'series/official-statistics/media-test-m2', kind: 'series', title: 'Broad money', lastDate: '2026-07-01', lastPeriod: '2026-Q3', count: 2 }]);
    expect((await get(lastDataDateApi, '/api/v1.0/cms/last_data_date?dataset=downloads/nothing')).status).toBe(404);
  });

  it('feeds the entries changed in a window, oldest first, paged, with withdrawals', async () => {
    const since = new Date('2026-10-20T00:00:00Z');
    const first = await syncData(database.db, 'en', { since, now: NOW, pageSize: 2 });
    expect(first.until).toBe(NOW.toISOString());
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.data.map((d) => d.change)).toEqual(['upsert', 'upsert']);
    expect(first.data[0]!.entry?.title).toBe('Opening of Financial Literacy Week 2026');
    const all = await syncData(database.db, 'en', { since, now: NOW, pageSize: 100 });
    const changed = all.data.map((d) => d.changedAt);
    expect([...changed].sort()).toEqual(changed);
    expect(all.data.map((d) => d.entry?.slug)).toEqual(expect.arrayContaining(['advance-release-calendar-2027', 'monthly-bulletin-2026-09']));

    // Taking an entry offline reports it as withdrawn, without its content.
    const [bulletin] = await database.db.select().from(entries).where(and(eq(entries.module, 'download'), eq(entries.slug, 'monthly-bulletin-2026-08')));
    await database.db.update(entries).set({ status: 'offline', updatedAt: new Date('2026-11-21T00:00:00Z') }).where(eq(entries.id, bulletin!.id));
    const res = await get<SyncPage>(syncDataApi, `/api/v1.0/cms/sync_data?since=2026-11-20T00:00:00Z&until=${NOW.toISOString()}&Module=download`);
    expect(res.body.data.data).toEqual([{ id: bulletin!.id, module: 'download', change: 'withdrawn', changedAt: '2026-11-21T00:00:00.000Z', entry: null }]);
    await database.db.update(entries).set({ status: 'published', updatedAt: bulletin!.updatedAt }).where(eq(entries.id, bulletin!.id));
    expect((await get(syncDataApi, '/api/v1.0/cms/sync_data?since=yesterday')).status).toBe(400);
  });
});

describe('preview', () => {
  it('shows the saved version of a download, a video and a company with the key, the published one without', async () => {
    for (const [route, module] of [
      ['download', 'download'],
      ['videos', 'video'],
      ['company', 'company'],
    ] as const) {
      const [version] = await database.db.select().from(contentVersions).where(eq(contentVersions.module, module));
      expect(version, module).toBeDefined();
      const request = { preview: true, id: version!.itemId, vid: version!.id };
      const shown = await getEntryPreview(database.db, route, 'en', { ...request, key: 'media-test-key' });
      expect(shown.preview).toBe(true);
      expect(shown.entry.title).toBe((version!.data as { en: { title: string } }).en.title);
      const published = await getEntryPreview(database.db, route, 'en', { ...request, key: 'wrong' });
      expect(published.preview).toBe(false);
      expect(published.entry.title).not.toBe(shown.entry.title);
    }
    await expect(getEntryPreview(database.db, 'videos', 'en', { preview: true, id: 999_999, vid: 1, key: 'media-test-key' })).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('seed', () => {
  /** What the media part wrote, in a stable order; files by their hash. */
  async function snapshot(db: Database) {
    return {
      entries: await db.select().from(entries).orderBy(asc(entries.id)),
      texts: await db.select().from(entryI18n).orderBy(asc(entryI18n.entryId), asc(entryI18n.lang)),
      files: await db.select({ id: files.id, name: files.name, sha256: files.sha256, size: files.size }).from(files).orderBy(asc(files.id)),
      links: await db.select().from(entryFiles).orderBy(asc(entryFiles.id)),
    };
  }

  it('writes the same entries and the same file bytes into another database, and again after a reset', async () => {
    const expected = await snapshot(database.db);
    expect(expected.files.length).toBeGreaterThan(300);
    const other = await openTestDatabase({ register: false });
    try {
      await seedDatabase(other.db);
      expect(await snapshot(other.db)).toEqual(expected);
      await resetSeededData(other.db);
      // Its entries and the files only they used are gone (other parts' rows are theirs to reset).
      expect(await other.db.select().from(entries).where(inArray(entries.module, [...MEDIA_ENTRY_MODULES]))).toEqual([]);
      const left = new Set((await other.db.select({ sha256: files.sha256 }).from(files)).map((f) => f.sha256));
      expect(expected.files.filter((f) => left.has(f.sha256))).toEqual([]);
      await seedDatabase(other.db);
      expect(await snapshot(other.db)).toEqual(expected);
    } finally {
      await other.dispose();
    }
  });
});

describe('calendar dates', () => {
  it('refers January releases to December of the year before', async () => {
    const calendar = (await getReleaseCalendar(database.db, 'en', { year: 2026, now: NOW }))!;
    const monetary = calendar.statistics.find((s) => s.key === 'monetary-statistics')!;
    expect(monetary.releases[0]).toMatchObject({ period: '2025-12', date: '2026-01-30' });
    expect(monetary.releases.map((r) => r.period)).toEqual(Array.from({ length: 12 }, (_, i) => (i === 0 ? '2025-12' : `2026-${String(i).padStart(2, '0')}`)));
  });
});
