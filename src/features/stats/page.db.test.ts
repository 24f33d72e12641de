/**
 * The statistics loader against the seeded database, through the real menu paths.
 * The statistics modules have no detail view (no id in their URLs): a page shows
 * its series, and a range or type without data keeps its empty state, never a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loaderContext, modelOf } from '#src/features/site/tests/page.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { loadStatistics, type StatisticsModel } from './page.ts';

const MONETARY = 'research-and-statistics/monetary-and-financial-statistics';
const BANKING = 'research-and-statistics/banking-statistics';
const INSURANCE = 'research-and-statistics/insurance-statistics';
const INDICATORS = 'research-and-statistics/financial-indicators';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
}, 120_000);
afterAll(() => database.dispose());

const seriesOf = (model: StatisticsModel) => model.groups.flatMap((g) => g.items);

describe('statistics loader', () => {
  it.each([MONETARY, BANKING, INSURANCE, INDICATORS])('renders the series of %s with their latest periods', async (path) => {
    const model = modelOf(await loadStatistics(await loaderContext(database.db, path)));
    expect(seriesOf(model).length).toBeGreaterThan(0);
    expect(model.anyPoints).toBe(true);
    expect(model.ranged).toBe(false);
    expect(model.selfUrl).toBe(`/en/${path}`);
  });

  it('groups the monetary statistics by category; a statistics page is one untitled group', async () => {
    expect(modelOf(await loadStatistics(await loaderContext(database.db, MONETARY))).groups.every((g) => g.title !== null)).toBe(true);
    expect(modelOf(await loadStatistics(await loaderContext(database.db, BANKING))).groups.map((g) => g.title)).toEqual([null]);
  });

  it('narrows to the chosen years, swapping a reversed range', async () => {
    const all = modelOf(await loadStatistics(await loaderContext(database.db, MONETARY)));
    const newest = all.years[0];
    const oldest = all.years[all.years.length - 1];
    expect(newest).toBeDefined();
    const model = modelOf(await loadStatistics(await loaderContext(database.db, MONETARY, `?from=${String(newest)}&to=${String(oldest)}`)));
    expect(model.ranged).toBe(true);
    expect([model.fromShown, model.toShown]).toEqual([oldest, newest]);
  });

  it('keeps the empty state (a view, not a 404) for a statistics page whose type has no series', async () => {
    // The type is the page's sub-slug (it overrides the URL), so a page pointing at a category that is gone is made here.
    const context = await loaderContext(database.db, BANKING);
    const model = modelOf(await loadStatistics({ ...context, query: { ...context.query, type: 'no-such-type' } }));
    expect(model.groups).toEqual([]);
    expect(model.anyPoints).toBe(false);
  });
});
