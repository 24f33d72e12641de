import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIContext, APIRoute } from 'astro';
import { icsValue, parseIcsStrict } from '../../../tests/e2e/ical-strict.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { callRoute } from '#src/server/http/testing.ts';
import { macaoDate } from '#src/lib/format.ts';
import { listHolidays } from './holidays.ts';
import { ALL as annualEventDetail } from '#src/api/v1.0/cms/annual_events/[slug]/detail.ts';
import { ALL as annualEvents } from '#src/api/v1.0/cms/annual_events.ts';
import { ALL as faq } from '#src/api/v1.0/cms/faq.ts';
import { ALL as holiday } from '#src/api/v1.0/cms/holiday.ts';
import { ALL as holidayCat } from '#src/api/v1.0/cms/holiday_cat.ts';
import { ALL as lawCats } from '#src/api/v1.0/cms/law_cats.ts';
import { ALL as laws } from '#src/api/v1.0/cms/laws.ts';
import { ALL as messageTemplate } from '#src/api/v1.0/cms/message_template.ts';
import { ALL as recruitmentInfo } from '#src/api/v1.0/cms/recruitment_info.ts';
import { ALL as schedule } from '#src/api/v1.0/cms/schedule.ts';
import { ALL as tenderInfo } from '#src/api/v1.0/cms/tender_info.ts';
import { ALL as calendarActivity } from '#src/api/v1/calendar/activity.ts';
import { ALL as calendarList } from '#src/api/v1/calendar/list.ts';
import { GET as openapi } from '#src/api/v1.0/openapi.json.ts';
import { GET as holidayFeed } from '#src/pages/feeds/[lang]/holidays.ics.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.dispose());

interface Envelope<T = unknown> {
  code: number;
  data: T;
  message: string;
}
type Paged<T = Record<string, unknown>> = { data: T[]; total: number };

async function get<T = Paged>(route: APIRoute, url: string, lang = 'en'): Promise<{ status: number; body: Envelope<T> }> {
  const res = await callRoute(route, url, { headers: { 'Api-Language': lang } });
  return { status: res.status, body: res.body as Envelope<T> };
}

/** Calls a route with path parameters, as Astro passes them. */
async function getWithParams(route: APIRoute, url: string, params: Record<string, string>, lang = 'en'): Promise<{ status: number; body: Envelope }> {
  const request = new Request(new URL(url, 'http://localhost'), { headers: { 'Api-Language': lang } });
  const res = await route({ request, url: new URL(request.url), params, locals: {} } as unknown as APIContext);
  return { status: res.status, body: (await res.json()) as Envelope };
}

describe('laws API', () => {
  it('lists categories and pages laws with the total; repeated category slugs add up', async () => {
    const cats = await get<{ slug: string; children: { slug: string }[] }[]>(lawCats, '/api/v1.0/cms/law_cats');
    expect(cats.body.data.map((c) => c.slug)).toEqual(['banking', 'insurance', 'anti-money-laundering', 'other']);
    expect(cats.body.data[0]?.children.map((c) => c.slug)).toEqual(['banking-legislation', 'banking-guidelines']);

    const banking = await get(laws, '/api/v1.0/cms/laws?Filters.CatSlug=banking&Filters.IncludeSubCats=true&PageSize=5');
    expect(banking.status).toBe(200);
    expect(banking.body.code).toBe(0);
    expect(banking.body.data.data).toHaveLength(5);
    const page3 = await get(laws, '/api/v1.0/cms/laws?Filters.CatSlug=banking&Filters.IncludeSubCats=true&PageSize=5&Page=3');
    expect(page3.body.data.total).toBe(banking.body.data.total);
    expect(page3.body.data.data).toHaveLength(banking.body.data.total - 10);
    // Without sub-categories, the parent holds no texts of its own.
    expect((await get(laws, '/api/v1.0/cms/laws?Filters.CatSlug=banking')).body.data.total).toBe(0);
    const two = await get(laws, '/api/v1.0/cms/laws?Filters.CatSlug=other&Filters.CatSlug=anti-money-laundering');
    const other = await get(laws, '/api/v1.0/cms/laws?Filters.CatSlug=other');
    const aml = await get(laws, '/api/v1.0/cms/laws?Filters.CatSlug=anti-money-laundering');
    expect(two.body.data.total).toBe(other.body.data.total + aml.body.data.total);
  });

  it('filters by keyword, year and status, and refuses bad parameters in the caller’s language', async () => {
    const found = await get(laws, '/api/v1.0/cms/laws?Filters.Keyword=38/97/M', 'zh-hant');
    expect(found.body.data.data.map((l) => l.slug)).toEqual(['dl-38-97-m']);
    expect(found.body.data.data[0]).toMatchObject({ number: '第38/97/M號法令', officialNumber: 'Decreto-Lei n.º 38/97/M', status: 'in-force' });
    const repealed = await get(laws, '/api/v1.0/cms/laws?Filters.Status=repealed&Filters.Year=2013');
    expect(repealed.body.data.data.map((l) => l.slug)).toEqual(['aviso-003-2013-amcm']);
    const bad = await get(laws, '/api/v1.0/cms/laws?PageSize=0');
    expect(bad.status).toBe(400);
    expect(bad.body.code).not.toBe(0);
    expect(bad.body.message).toContain('PageSize');
    expect((await get(laws, '/api/v1.0/cms/laws?Filters.Status=maybe')).status).toBe(400);
  });
});

describe('FAQ API', () => {
  it('answers questions with their answers, by category and keyword', async () => {
    const coins = await get<Paged<{ question: string; answer: string; category: { slug: string } }>>(faq, '/api/v1.0/cms/faq?Filters.CatSlug=coins');
    expect(coins.body.data.total).toBe(4);
    expect(coins.body.data.data.every((f) => f.category.slug === 'coins' && f.answer.startsWith('<p>'))).toBe(true);
    const banking = await get(faq, '/api/v1.0/cms/faq?Filters.CatSlug=banking&Filters.IncludeSubCats=true&PageSize=5&Page=2');
    expect(banking.body.data.total).toBe(16);
    expect(banking.body.data.data).toHaveLength(5);
    const scam = await get(faq, '/api/v1.0/cms/faq?Filters.Keyword=8800%207777');
    expect(scam.body.data.data.map((f) => f.slug)).toEqual(['impersonation-scam']);
  });
});

describe('holiday API', () => {
  it('lists categories, and holidays by year and category with the type as JSON text and value', async () => {
    const cats = await get<{ slug: string; title: string }[]>(holidayCat, '/api/v1.0/cms/holiday_cat', 'zh-hant');
    expect(cats.body.data.map((c) => [c.slug, c.title])).toEqual([
      ['public-holidays', '公眾假期'],
      ['office-closures', '本局辦公安排'],
    ]);
    const list = await get<Paged<{ date: string; type: string; typeValue: unknown; title: string }>>(holiday, '/api/v1.0/cms/holiday?year=2026&cat=public-holidays', 'zh-hant');
    expect(list.body.data.total).toBe(20);
    const christmas = list.body.data.data.find((h) => h.date === '2026-12-25');
    expect(christmas).toMatchObject({ title: '聖誕節', type: '{"public":true,"mandatory":false,"bank":true}', typeValue: { public: true, mandatory: false, bank: true } });
    expect(JSON.parse(christmas!.type)).toEqual(christmas!.typeValue);
    expect((await get(holiday, '/api/v1.0/cms/holiday?year=2026')).body.data.total).toBe(21);
    expect((await get(holiday, '/api/v1.0/cms/holiday?year=twenty')).status).toBe(400);
  });
});

describe('annual events API', () => {
  it('lists a year and gives one event by slug; unknown or malformed slugs are a 404', async () => {
    const year = await get(annualEvents, '/api/v1.0/cms/annual_events?year=2025');
    expect(year.body.data.total).toBe(5);
    const detail = await getWithParams(annualEventDetail, '/api/v1.0/cms/annual_events/insurance-week-2026/detail', { slug: 'insurance-week-2026' });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ slug: 'insurance-week-2026', startsOn: '2026-11-23', endsOn: '2026-11-29', venue: 'Across Macao', year: 2026 });
    const unknown = await getWithParams(annualEventDetail, '/api/v1.0/cms/annual_events/no-such/detail', { slug: 'no-such' }, 'zh-hant');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(40400);
    expect(unknown.body.message).toBe('找不到所要求的資源。');
    expect((await getWithParams(annualEventDetail, '/api/v1.0/cms/annual_events/Bad%20Slug/detail', { slug: 'Bad Slug' })).status).toBe(404);
  });
});

describe('schedule and calendar API', () => {
  it('gives the release schedule in a date range, a year of the calendar, and activities', async () => {
    const range = await get<Paged<{ date: string; kind: string }>>(schedule, '/api/v1.0/cms/schedule?Filters.Begin=2027-01-01&Filters.End=2027-03-31&PageSize=100');
    expect(range.body.data.total).toBe(7);
    expect(range.body.data.data.every((e) => e.kind === 'release' && e.date >= '2027-01-01' && e.date <= '2027-03-31')).toBe(true);
    const year = await get<Paged<{ date: string; kind: string }>>(calendarList, '/api/v1/calendar/list?year=2027');
    expect(year.body.data.total).toBe(35);
    expect(new Set(year.body.data.data.map((e) => e.kind))).toEqual(new Set(['release', 'activity']));
    const activities = await get<Paged<{ kind: string }>>(calendarActivity, '/api/v1/calendar/activity?year=2026&PageSize=3');
    expect(activities.body.data.total).toBe(7);
    expect(activities.body.data.data.every((e) => e.kind === 'activity')).toBe(true);
    expect((await get(calendarList, '/api/v1/calendar/list?year=2027&month=13')).status).toBe(400);
  });
});

describe('recruitment and tender API', () => {
  it('lists open notices before closed ones with a status from the closing date, and filters by status', async () => {
    for (const [route, name] of [
      [recruitmentInfo, 'recruitment_info'],
      [tenderInfo, 'tender_info'],
    ] as const) {
      const all = await get<Paged<{ status: string; reference: string; closingDate: string; content: string }>>(route, `/api/v1.0/cms/${name}?PageSize=100`);
      const statuses = all.body.data.data.map((i) => i.status);
      expect([...statuses].sort((a, b) => (a === b ? 0 : a === 'open' ? -1 : 1))).toEqual(statuses);
      expect(all.body.data.data.every((i) => i.reference.startsWith('AMCM/') && i.content.length > 0)).toBe(true);
      const closed = await get<Paged<{ status: string }>>(route, `/api/v1.0/cms/${name}?Filters.Status=closed`);
      expect(closed.body.data.total).toBe(statuses.filter((s) => s === 'closed').length);
    }
  });
});

describe('message template API', () => {
  it('gives a text by alias, 404 for an unknown alias, 400 without one', async () => {
    const ok = await get<{ alias: string; title: string; content: string }>(messageTemplate, '/api/v1.0/cms/message_template?alias=reproduction-declaration', 'zh-hant');
    expect(ok.body.data).toMatchObject({ alias: 'reproduction-declaration', title: '申請人聲明' });
    expect(ok.body.data.content).toContain('本人聲明');
    const unknown = await get(messageTemplate, '/api/v1.0/cms/message_template?alias=no-such-text');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('The requested resource was not found.');
    expect((await get(messageTemplate, '/api/v1.0/cms/message_template')).status).toBe(400);
  });
});

describe('holiday feed', () => {
  async function feed(lang: string) {
    const request = new Request(`http://localhost/feeds/${lang}/holidays.ics`);
    return holidayFeed({ request, url: new URL(request.url), params: { lang } } as unknown as APIContext);
  }

  it('serves the public holidays as a valid iCalendar file per language', async () => {
    const res = await feed('en');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('amcm-holidays-en.ics');
    const calendar = parseIcsStrict(await res.text());
    expect(icsValue(calendar, 'VERSION').value).toBe('2.0');
    // This year's and later public holidays, counted from the register itself.
    const thisYear = Number(macaoDate(new Date().toISOString()).slice(0, 4));
    const register = await listHolidays(database.db, 'en', { publicOnly: true });
    const expected = register.data.filter((h) => Number(h.date.slice(0, 4)) >= thisYear).length;
    expect(register.data.some((h) => Number(h.date.slice(0, 4)) < thisYear)).toBe(true);
    expect(calendar.components).toHaveLength(expected);
    expect(calendar.components.every((c) => Number(icsValue(c, 'DTSTART').value.slice(0, 4)) >= thisYear)).toBe(true);
    const uids = calendar.components.map((c) => icsValue(c, 'UID').value);
    expect(new Set(uids).size).toBe(expected);
    for (const event of calendar.components) {
      const start = icsValue(event, 'DTSTART');
      const end = icsValue(event, 'DTEND');
      expect(start.params).toEqual({ VALUE: 'DATE' });
      const next = new Date(Date.parse(`${start.value.slice(0, 4)}-${start.value.slice(4, 6)}-${start.value.slice(6)}T00:00:00Z`) + 86_400_000);
      expect(end.value).toBe(next.toISOString().slice(0, 10).replace(/-/g, ''));
      expect(icsValue(event, 'DTSTAMP').value).toMatch(/^\d{8}T\d{6}Z$/);
    }
    const second = await feed('en');
    expect(second.headers.get('etag')).toBe(res.headers.get('etag'));
    expect((await feed('xx')).status).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the reference calls, with the path parameter of the event detail', async () => {
    const doc = (await (await openapi({ request: new Request('http://localhost/api/v1.0/openapi.json') } as unknown as APIContext)).json()) as {
      paths: Record<string, { get: { parameters: { name: string; in: string }[] } }>;
    };
    for (const path of ['/api/v1.0/cms/laws', '/api/v1.0/cms/law_cats', '/api/v1.0/cms/faq', '/api/v1.0/cms/holiday', '/api/v1.0/cms/holiday_cat', '/api/v1.0/cms/schedule', '/api/v1.0/cms/recruitment_info', '/api/v1.0/cms/tender_info', '/api/v1.0/cms/message_template', '/api/v1/calendar/list', '/api/v1/calendar/activity']) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const detail = doc.paths['/api/v1.0/cms/annual_events/{slug}/detail']?.get;
    expect(detail?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'slug', in: 'path' })]));
  });
});
