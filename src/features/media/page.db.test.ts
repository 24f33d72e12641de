/**
 * The media loaders against the seeded database: a video or infographic asked
 * for by an id that does not exist answers 404 (`not-found`) and a real one a
 * view, on the real menu page of its module; the lists stay views.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Loader } from '#src/server/page/page-module.ts';
import { loaderContext, modelOf } from '#src/features/site/tests/page.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { listGraphics } from './graphics.ts';
import type { MediaKind } from './list.ts';
import { loadCompanies, loadDownloads, loadFinancialReports, loadFriendshipLinks, loadGraphics, loadReleaseCalendar, loadVideos, type GalleryModel } from './page.ts';
import { listVideos } from './videos.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.dispose());

/** The checks of one gallery module (videos, infographics). */
function galleryCases<T extends { id: number; title: string }>(name: string, path: string, load: Loader<GalleryModel<T>>, list: MediaKind<T>['list'], tag: string): void {
  it(`${name}: a real id is a view with its item, an unknown or malformed id is not found`, async () => {
      const [first] = (await list(database.db, 'en', { pageSize: 1 })).data;
      expect(first).toBeDefined();
      const loaded = await load(await loaderContext(database.db, path, { id: String(first!.id) }));
      expect(loaded.kind).toBe('view');
      expect(loaded.kind === 'view' && loaded.cache?.tags).toEqual([tag]);
      expect(modelOf(loaded).detail?.title).toBe(first!.title);
      expect((await load(await loaderContext(database.db, path, { id: '99999999' }))).kind).toBe('not-found');
      expect((await load(await loaderContext(database.db, path, { id: '0' }))).kind).toBe('not-found');
    });

    it(`${name}: without an id, a paged list; a keyword matching nothing is an empty view`, async () => {
      const listed = modelOf(await load(await loaderContext(database.db, path)));
      expect('list' in listed && listed.list.total).toBeGreaterThan(0);
      const none = modelOf(await load(await loaderContext(database.db, path, { q: 'zzzz-no-such-text' })));
      expect('list' in none && none.list).toEqual({ data: [], total: 0 });
    });
}

describe('gallery details answer 404 for an unknown id', () => {
  galleryCases('videos', 'news-notice/multimedia/videos', loadVideos, listVideos, 'entries:video');
  galleryCases('graphics', 'news-notice/multimedia/graphics', loadGraphics, listGraphics, 'entries:graphic');
});

describe('list modules stay views', () => {
  it('downloads, release calendar, financial reports, companies and links read their lists', async () => {
    const downloads = modelOf(await loadDownloads(await loaderContext(database.db, 'services/downloads')));
    expect((downloads.grouped?.groups.length ?? 0) + (downloads.list?.total ?? 0)).toBeGreaterThan(0);
    const calendar = modelOf(await loadReleaseCalendar(await loaderContext(database.db, 'research-and-statistics/advance-release-calendar', { year: '1999' })));
    expect(calendar.calendar?.statistics.length).toBeGreaterThan(0);
    expect(modelOf(await loadFinancialReports(await loaderContext(database.db, 'financial-information/financial-reports'))).years.length).toBeGreaterThan(0);
    expect(modelOf(await loadCompanies(await loaderContext(database.db, 'banking-sector/licensed-institutions/banks'))).list.total).toBeGreaterThan(0);
    expect(modelOf(await loadFriendshipLinks(await loaderContext(database.db, 'services/related-links'))).groups.length).toBeGreaterThan(0);
  });

  it('a company type that does not exist lists nothing rather than every institution', async () => {
    // The page's own sub-slug names its type; a module query naming another type reaches the loader as this one.
    const context = await loaderContext(database.db, 'banking-sector/licensed-institutions/banks');
    expect(modelOf(await loadCompanies({ ...context, query: { ...context.query, type: 'no-such-type' } })).list).toEqual({ data: [], total: 0 });
  });
});
