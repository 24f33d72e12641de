import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { EntrySummary } from '#src/features/entries/contract.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { contentVersions, entries, entryFiles, entryI18n, moduleCats } from '#src/features/entries/schema.ts';
import { files } from '#src/features/files/schema.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { getEntryPreview } from '#src/features/entries/preview.ts';
import { seedDatabase } from '#src/seed/index.ts';
import { resetSeededData } from '#src/seed/reset.ts';
import { SEED_BASE_DATE } from '#src/seed/random.ts';
import { macaoToday } from '#src/lib/format.ts';
import { annualEventYears, getAnnualEvent, listAnnualEvents, listCalendarEvents } from './events.ts';
import { faqGroups, listFaqs } from './faq.ts';
import { holidayCalendar } from './holiday-feed.ts';
import { holidayYears, listHolidayCats, listHolidays, parseHolidayType } from './holidays.ts';
import { lawGroups, lawYears, listLaws, toLaw } from './laws.ts';
import { getRecruitment, listRecruitment, listTenders, openingStatus } from './openings.ts';
import { REFERENCE_MODULES } from './modules.ts';
import { getMessageTemplate } from './templates.ts';

let database: TestDatabase;
const db = () => database.db;
/** The seed's "now": what is open, published or repealed is judged at this instant. */
const now = SEED_BASE_DATE;

beforeAll(async () => {
  process.env.PREVIEW_KEY = 'unit-test-key';
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.dispose());

describe('laws', () => {
  it('groups a page category by its sub-categories, in category order, with every text once', async () => {
    const { root, groups, total } = await lawGroups(db(), 'en', 'banking', { now });
    expect(root?.slug).toBe('banking');
    expect(groups.map((g) => g.category.slug)).toEqual(['banking-legislation', 'banking-guidelines']);
    expect(groups.map((g) => g.category.title)).toEqual(['Laws and Regulations', 'Notices and Guidelines']);
    expect(total).toBe(groups[0]!.items.length + groups[1]!.items.length);
    const all = await listLaws(db(), 'en', { catSlugs: ['banking'], includeSubCats: true, pageSize: 100, now });
    expect(all.total).toBe(total);
  });

  it('a category without children is one group; an unknown category lists nothing', async () => {
    const aml = await lawGroups(db(), 'zh-hant', 'anti-money-laundering', { now });
    expect(aml.groups.map((g) => g.category.title)).toEqual(['反洗錢及反恐融資']);
    expect(await lawGroups(db(), 'en', 'no-such-category', { now })).toEqual({ root: undefined, groups: [], total: 0 });
  });

  it('pages with a stable total and lists texts in force before repealed ones', async () => {
    const first = await listLaws(db(), 'en', { page: 1, pageSize: 10, now });
    const last = await listLaws(db(), 'en', { page: 4, pageSize: 10, now });
    expect(first.total).toBe(last.total);
    expect(first.data).toHaveLength(10);
    expect(last.data).toHaveLength(first.total - 30);
    const all = (await listLaws(db(), 'en', { pageSize: 100, now })).data;
    const firstRepealed = all.findIndex((l) => l.status === 'repealed');
    expect(firstRepealed).toBeGreaterThan(0);
    expect(all.slice(firstRepealed).every((l) => l.status === 'repealed')).toBe(true);
  });

  it('finds a text by its official number, which is in no title, and by a keyword in another language', async () => {
    const byNumber = await listLaws(db(), 'en', { keyword: 'Lei n.º 13/2023', now });
    // The old decree-law's summary names the law that repealed it.
    expect(byNumber.data.map((l) => l.slug)).toEqual(['lei-13-2023', 'dl-32-93-m']);
    expect(byNumber.data[0]).toMatchObject({ number: 'Law No. 13/2023', officialNumber: 'Lei n.º 13/2023', kind: 'law', status: 'in-force', inForceOn: '2023-11-28' });
    const localized = await listLaws(db(), 'zh-hant', { keyword: '第9/2012號', now });
    expect(localized.data.map((l) => l.slug)).toEqual(['lei-9-2012']);
    const crossLanguage = await listLaws(db(), 'en', { keyword: '存款保障', now });
    expect(crossLanguage.data.map((l) => l.slug)).toContain('lei-9-2012');
  });

  it('filters by status and by year of publication', async () => {
    const repealed = await listLaws(db(), 'en', { status: 'repealed', pageSize: 100, now });
    expect(repealed.data.map((l) => l.slug).sort()).toEqual(['aviso-003-2013-amcm', 'aviso-003-2016-amcm', 'aviso-008-2012-amcm', 'dl-32-93-m']);
    expect(repealed.data.every((l) => l.repealedOn !== null)).toBe(true);
    const of2023 = await listLaws(db(), 'en', { year: 2023, pageSize: 100, now });
    expect(of2023.total).toBeGreaterThan(0);
    expect(of2023.data.every((l) => l.publishedAt.startsWith('2023'))).toBe(true);
    expect(await lawYears(db(), 'en', 'insurance', now)).toEqual(expect.arrayContaining([2025, 2016, 1989]));
  });

  it('counts a text as repealed once its repeal date has passed, whatever its stored status', () => {
    const entry = { endsOn: '2026-01-31', startsOn: '2020-01-01', title: 'x', data: { kind: 'notice', officialNumber: 'Aviso n.º 001/2020-AMCM', status: 'in-force' } } as unknown as EntrySummary;
    expect(toLaw(entry, '2026-01-30').status).toBe('in-force');
    expect(toLaw(entry, '2026-01-31')).toMatchObject({ status: 'repealed', repealedOn: '2026-01-31' });
  });

  it('attaches the text of each law as a PDF file that can be downloaded', async () => {
    const [law] = (await listLaws(db(), 'en', { keyword: '32/93/M', now })).data.filter((l) => l.slug === 'dl-32-93-m');
    expect(law?.files).toEqual([expect.objectContaining({ name: 'dl-32-93-m.pdf', mime: 'application/pdf', url: expect.stringMatching(/^\/files\/\d+\/dl-32-93-m\.pdf$/) })]);
  });
});

describe('FAQ', () => {
  it('groups a topic by its sub-topics with the questions in the editors’ order and the answers as safe HTML', async () => {
    const { root, groups } = await faqGroups(db(), 'en', 'insurance', { now });
    expect(root).toMatchObject({ slug: 'insurance', autoHideCount: 5 });
    expect(groups.map((g) => g.category.slug)).toEqual(['life-insurance', 'general-insurance', 'motor-insurance', 'medical-malpractice', 'insurance-intermediaries', 'pension-funds']);
    expect(groups[0]!.items.map((f) => f.slug)).toEqual(['cooling-off-period', 'surrender-value', 'premium-not-paid']);
    expect(groups[0]!.items[0]!.answer).toMatch(/^<p>Yes\. Life policies have a cooling-off period of 21 days/);
  });

  it('pages through every question with the total, and searches answers too', async () => {
    const page1 = await listFaqs(db(), 'en', { pageSize: 20, now });
    const page3 = await listFaqs(db(), 'en', { pageSize: 20, page: 3, now });
    expect(page1.total).toBeGreaterThanOrEqual(30);
    expect(page1.total).toBeLessThanOrEqual(50);
    expect(page3.data).toHaveLength(page1.total - 40);
    const found = await listFaqs(db(), 'zh-hant', { keyword: '五十萬', now });
    expect(found.data.map((f) => f.slug)).toEqual(['deposit-protection-limit']);
    expect(found.data[0]?.answer).toContain('澳門元五十萬元');
  });

  it('shows Portuguese where it exists and English otherwise, flagged', async () => {
    const { data } = await listFaqs(db(), 'pt', { catSlugs: ['general'], pageSize: 10, now });
    expect(data.find((f) => f.slug === 'what-does-amcm-do')).toMatchObject({ lang: 'pt', fallback: false });
    expect(data.find((f) => f.slug === 'pataca-hkd-peg')).toMatchObject({ lang: 'en', fallback: true });
  });
});

describe('holidays', () => {
  it('lists a year’s holidays in date order with their type as JSON text and parsed', async () => {
    const { data, total } = await listHolidays(db(), 'en', { year: 2027, now });
    expect(total).toBe(data.length);
    expect(data.map((h) => h.date)).toEqual([...data.map((h) => h.date)].sort());
    expect(data.every((h) => h.date.startsWith('2027-'))).toBe(true);
    const lny = data.find((h) => h.slug === 'lunar-new-year-1-2027');
    expect(lny).toMatchObject({
      date: '2027-02-06',
      title: "Lunar New Year's Day",
      type: '{"public":true,"mandatory":true,"bank":true}',
      typeValue: { public: true, mandatory: true, bank: true },
      isPublic: true,
      category: { slug: 'public-holidays', title: 'Public Holidays' },
    });
    expect(data.filter((h) => h.isPublic)).toHaveLength(20);
    expect(data.find((h) => h.slug === 'lunar-new-year-eve-2027')).toMatchObject({ isPublic: false, category: { slug: 'office-closures' } });
  });

  it('filters by category and offers the years it has', async () => {
    const closures = await listHolidays(db(), 'zh-hant', { cat: 'office-closures', now });
    expect(closures.data.map((h) => h.date).filter((d) => d >= '2026')).toEqual(['2026-02-16', '2027-02-05']);
    expect(closures.data.every((h) => h.category?.slug === 'office-closures')).toBe(true);
    expect((await listHolidays(db(), 'en', { cat: 'no-such', now })).total).toBe(0);
    // 2021–2025 come with the rates, whose business days skip them.
    expect(await holidayYears(db(), now)).toEqual([2021, 2022, 2023, 2024, 2025, 2026, 2027]);
    expect((await listHolidayCats(db(), 'pt')).map((c) => [c.slug, c.title])).toEqual([
      ['public-holidays', 'Feriados Públicos'],
      ['office-closures', 'Horário da AMCM'],
    ]);
  });

  it('parses the type as JSON, keeping the text and giving null for text that is not JSON', () => {
    expect(parseHolidayType('{"public":true}')).toEqual({ raw: '{"public":true}', value: { public: true } });
    expect(parseHolidayType('["bank"]')).toEqual({ raw: '["bank"]', value: ['bank'] });
    expect(parseHolidayType('public')).toEqual({ raw: 'public', value: null });
    expect(parseHolidayType({ public: false })).toEqual({ raw: '{"public":false}', value: { public: false } });
    expect(parseHolidayType(undefined)).toEqual({ raw: null, value: null });
  });

  it('feeds the public holidays of both years, and only those, in the asked language', async () => {
    const ics = await holidayCalendar(db(), 'zh-hant', now);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(40);
    expect(ics).toContain('SUMMARY;LANGUAGE=zh-Hant:農曆正月初一');
    expect(ics).not.toContain('除夕');
    const hans = await holidayCalendar(db(), 'zh-hans', now);
    expect(hans).toContain('SUMMARY;LANGUAGE=zh-Hans:农历正月初一');
  });
});

describe('annual events and calendar', () => {
  it('lists the events of a year in date order, and all years newest first', async () => {
    const { data } = await listAnnualEvents(db(), 'en', { year: 2026, now });
    expect(data.map((e) => e.startsOn)).toEqual([...data.map((e) => e.startsOn)].sort());
    expect(data.map((e) => e.slug)).toContain('financial-forum-2026');
    expect(await annualEventYears(db(), now)).toEqual([2026, 2025]);
    const paged = await listAnnualEvents(db(), 'en', { pageSize: 3, page: 2, now });
    expect(paged.data).toHaveLength(3);
    expect(paged.total).toBe(10);
  });

  it('gives an event’s detail by slug with venue, content and programme file; an unknown slug is not found', async () => {
    const forum = await getAnnualEvent(db(), 'pt', 'financial-forum-2026', now);
    expect(forum).toMatchObject({ year: 2026, venue: 'Centro de Convenções da Doca dos Pescadores', startsOn: '2026-09-17', endsOn: '2026-09-18', lang: 'pt' });
    expect(forum.content).toContain('Fórum Financeiro Internacional');
    expect(forum.files.map((f) => f.name)).toEqual(['financial-forum-2026-programme.pdf']);
    await expect(getAnnualEvent(db(), 'en', 'no-such-event', now)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('lists a year of releases and activities in date order, filtered by kind and dates, never on a weekend', async () => {
    const year = await listCalendarEvents(db(), 'en', { year: 2026, now });
    expect(year.total).toBe(year.data.length);
    expect(year.data.map((e) => e.date)).toEqual([...year.data.map((e) => e.date)].sort());
    const releases = year.data.filter((e) => e.kind === 'release');
    expect(releases).toHaveLength(28);
    for (const r of releases) expect([0, 6]).not.toContain(new Date(`${r.date}T00:00:00Z`).getUTCDay());
    const activities = await listCalendarEvents(db(), 'en', { kind: 'activity', year: 2026, now });
    expect(activities.data.every((e) => e.kind === 'activity' && e.category?.slug === 'activities')).toBe(true);
    const december = await listCalendarEvents(db(), 'en', { year: 2026, month: 12, now });
    expect(december.data.every((e) => e.date.startsWith('2026-12'))).toBe(true);
    const window = await listCalendarEvents(db(), 'en', { from: '2026-11-02', to: '2026-12-31', now, page: 2, pageSize: 4 });
    // 16 and 30 November, then 12, 15, 21 and 31 December: the second page of four holds the last two.
    expect(window.total).toBe(6);
    expect(window.data.map((e) => e.date)).toEqual(['2026-12-21', '2026-12-31']);
  });
});

describe('recruitment and tenders', () => {
  it('lists open notices first, closing soonest first, then closed ones, most recent first', async () => {
    const { data, total } = await listRecruitment(db(), 'en', { pageSize: 100, now });
    expect(total).toBe(7);
    const open = data.filter((r) => r.status === 'open');
    expect(data.slice(0, open.length)).toEqual(open);
    expect(open.map((r) => r.closingDate)).toEqual([...open.map((r) => r.closingDate)].sort());
    const closed = data.slice(open.length);
    expect(closed.map((r) => r.closingDate)).toEqual([...closed.map((r) => r.closingDate)].sort().reverse());
    expect(open.every((r) => (r.closingDate ?? '') >= macaoToday(now))).toBe(true);
    expect(data[0]).toMatchObject({ reference: expect.stringMatching(/^AMCM\/REC\/\d{4}\/\d+$/), department: expect.any(String), positions: expect.any(Number) });
  });

  it('computes the status from the closing date, so notices close by themselves', async () => {
    const later = new Date('2027-03-01T00:00:00Z');
    const { data } = await listRecruitment(db(), 'en', { pageSize: 100, now: later });
    expect(data.every((r) => r.status === 'closed')).toBe(true);
    expect(openingStatus('2026-11-02', '2026-11-02')).toBe('open');
    expect(openingStatus('2026-11-01', '2026-11-02')).toBe('closed');
    const openOnly = await listTenders(db(), 'en', { status: 'open', now });
    expect(openOnly.total).toBeGreaterThan(0);
    expect(openOnly.data.every((t) => t.status === 'open' && t.procedure !== null)).toBe(true);
  });

  it('gives a notice with its duties, requirements and application form', async () => {
    const [first] = (await listRecruitment(db(), 'zh-hant', { keyword: 'AMCM/REC/2026/12', now })).data;
    expect(first?.slug).toBe('rec-2026-12-it-security');
    const job = await getRecruitment(db(), 'zh-hant', first!.id, now);
    expect(job.content).toContain('<h3>職務</h3>');
    expect(job.content).toContain('<h3>入職要求</h3>');
    expect(job.files.map((f) => f.name)).toEqual(['amcm-application-form.pdf']);
  });
});

describe('message templates', () => {
  it('gives a template by alias in the asked language, falling back for Portuguese', async () => {
    const note = await getMessageTemplate(db(), 'pt', 'complaint-note', now);
    expect(note).toMatchObject({ alias: 'complaint-note', lang: 'pt', fallback: false });
    const disclaimer = await getMessageTemplate(db(), 'zh-hans', 'register-disclaimer', now);
    expect(disclaimer.content).toContain('登记册');
    // Every seeded template is in Portuguese: take one's Portuguese text away (and put it back after).
    expect(await getMessageTemplate(db(), 'pt', 'complaint-template', now)).toMatchObject({ lang: 'pt', fallback: false });
    const [entry] = await db().select({ id: entries.id }).from(entries).where(and(eq(entries.module, 'message-template'), eq(entries.slug, 'complaint-template')));
    const where = and(eq(entryI18n.entryId, entry!.id), eq(entryI18n.lang, 'pt'));
    const [saved] = await db().select().from(entryI18n).where(where);
    await db().delete(entryI18n).where(where);
    try {
      const template = await getMessageTemplate(db(), 'pt', 'complaint-template', now);
      expect(template).toMatchObject({ lang: 'en', fallback: true });
    } finally {
      await db().insert(entryI18n).values(saved!);
    }
    await expect(getMessageTemplate(db(), 'en', 'no-such-alias', now)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('preview of a law and a question', () => {
  it('shows the saved version with the key, and the published text without it', async () => {
    for (const [route, module, slug, title] of [
      ['law', 'law', 'lei-13-2023', 'Legal Framework of the Financial System (draft amendment)'],
      ['faq', 'faq', 'deposit-protection-limit', 'What is the limit of deposit protection? (revised)'],
    ] as const) {
      const [entry] = await db().select({ id: entries.id }).from(entries).where(and(eq(entries.module, module), eq(entries.slug, slug)));
      const [version] = await db().select({ id: contentVersions.id }).from(contentVersions).where(and(eq(contentVersions.module, module), eq(contentVersions.itemId, entry!.id)));
      const preview = await getEntryPreview(db(), route, 'en', { preview: true, id: entry!.id, vid: version!.id, key: 'unit-test-key' });
      expect(preview).toMatchObject({ preview: true, entry: { title } });
      const published = await getEntryPreview(db(), route, 'en', { preview: true, id: entry!.id, vid: version!.id, key: 'wrong-key' });
      expect(published.preview).toBe(false);
      expect(published.entry.title).not.toBe(title);
    }
  });
});

describe('seed part', () => {
  async function snapshot() {
    const rows = await db().select().from(entries).where(inArray(entries.module, [...REFERENCE_MODULES])).orderBy(asc(entries.id));
    const ids = rows.map((r) => r.id);
    return {
      entries: rows,
      texts: await db().select().from(entryI18n).where(inArray(entryI18n.entryId, ids)).orderBy(asc(entryI18n.entryId), asc(entryI18n.lang)),
      files: await db()
        .select({ entryId: entryFiles.entryId, fileId: files.id, name: files.name, sha256: files.sha256 })
        .from(entryFiles)
        .innerJoin(files, eq(files.id, entryFiles.fileId))
        .where(inArray(entryFiles.entryId, ids))
        .orderBy(asc(entryFiles.id)),
      cats: await db().select().from(moduleCats).where(inArray(moduleCats.module, ['holiday', 'calendar-event'])).orderBy(asc(moduleCats.id)),
      versions: await db().select().from(contentVersions).where(inArray(contentVersions.module, ['law', 'faq'])).orderBy(asc(contentVersions.id)),
    };
  }

  it('writes the same rows, ids included, after a reset', async () => {
    const before = await snapshot();
    expect(before.entries.length).toBeGreaterThan(200);
    expect(before.files.length).toBeGreaterThan(40);
    await resetSeededData(db());
    expect(await db().select().from(entries).where(inArray(entries.module, [...REFERENCE_MODULES]))).toEqual([]);
    await seedDatabase(db());
    expect(await snapshot()).toEqual(before);
  });
});
