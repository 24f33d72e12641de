/**
 * The reference loaders against the seeded database: each detail answers 404
 * (`not-found`) for an item that does not exist and a view for a real one, on
 * the real menu page of its module; the lists stay views with their empty states.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loaderContext, modelOf } from '#src/features/site/tests/page.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { listRecruitment, listTenders } from './openings.ts';
import { loadAnnualEvents, loadFaq, loadHolidays, loadLaw, loadRecruitment, loadTenders } from './page.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.dispose());

describe('detail modules answer 404 for an unknown item', () => {
  for (const [name, path, load, list] of [
    ['recruitment', 'about-us/recruitment', loadRecruitment, listRecruitment],
    ['tender-info', 'about-us/procurement', loadTenders, listTenders],
  ] as const) {
    it(`${name}: a real id is a view with its detail, an unknown or malformed id is not found`, async () => {
      const [first] = (await list(database.db, 'en', { pageSize: 1 })).data;
      expect(first).toBeDefined();
      const loaded = await load(await loaderContext(database.db, path, { id: String(first!.id) }));
      expect(loaded.kind).toBe('view');
      expect(modelOf(loaded).detail?.title).toBe(first!.title);
      expect((await load(await loaderContext(database.db, path, { id: '99999999' }))).kind).toBe('not-found');
      expect((await load(await loaderContext(database.db, path, { id: 'abc' }))).kind).toBe('not-found');
    });

    it(`${name}: without an id, the open and closed lists`, async () => {
      const listed = modelOf(await load(await loaderContext(database.db, path)));
      expect(listed.detail).toBeUndefined();
      if (listed.detail === undefined) expect(listed.open.length + listed.closed.length).toBeGreaterThan(0);
    });
  }

  it('annual-events: a real slug is a view, an unknown or malformed slug is not found', async () => {
    const path = 'about-us/annual-events';
    const loaded = await loadAnnualEvents(await loaderContext(database.db, path, { slug: 'financial-forum-2025' }));
    expect(loaded.kind).toBe('view');
    const detail = modelOf(loaded);
    expect(detail.kind === 'detail' && detail.detail.title).toBe('Macao International Financial Forum 2025');
    expect(loaded.kind === 'view' && loaded.cache?.tags).toEqual(['entries:annual-event']);
    expect((await loadAnnualEvents(await loaderContext(database.db, path, { slug: 'no-such-event' }))).kind).toBe('not-found');
    expect((await loadAnnualEvents(await loaderContext(database.db, path, { slug: 'Not A Slug!' }))).kind).toBe('not-found');
    expect(modelOf(await loadAnnualEvents(await loaderContext(database.db, path, { year: '2025' })))).toMatchObject({ kind: 'list', year: 2025 });
  });
});

describe('list modules stay views', () => {
  it('law: a keyword matching nothing is an empty view, not a 404', async () => {
    const laws = modelOf(await loadLaw(await loaderContext(database.db, 'banking-sector/laws-and-guidelines', { keyword: 'zzzz-no-such-text' })));
    expect(laws).toMatchObject({ total: 0, groups: [], filtered: true });
    const all = modelOf(await loadLaw(await loaderContext(database.db, 'banking-sector/laws-and-guidelines')));
    expect(all.total).toBeGreaterThan(0);
  });

  it('faq: the page topic by default, every topic for a keyword', async () => {
    const faq = modelOf(await loadFaq(await loaderContext(database.db, 'insurance-sector/faq')));
    expect(faq.topics.length).toBeGreaterThan(0);
    expect(faq.total).toBeGreaterThan(0);
    expect(modelOf(await loadFaq(await loaderContext(database.db, 'insurance-sector/faq', { keyword: 'zzzz-no-such-text' })))).toMatchObject({ total: 0, groups: [] });
  });

  it('holidays: an unknown year falls back to a published one', async () => {
    const holidays = modelOf(await loadHolidays(await loaderContext(database.db, 'services/holidays', { year: '1900' })));
    expect(holidays.years).toContain(holidays.year);
    expect(holidays.holidays.length).toBeGreaterThan(0);
  });
});
