/**
 * A page module registered with `cachedLoader` (the rate pages, news lists) gives
 * the model read at the current content revision: a change of the data shows on
 * the next load, and nothing stale is kept for another URL or a preview.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { ratesFx } from '#src/features/rates/schema.ts';
import { loadExchangeRates, type ExchangeRatesModel } from '#src/features/rates/page.ts';
import { latestRateDay } from '#src/features/rates/service.ts';
import { queryCount } from '#src/server/db/query-count.ts';
import { cachedLoader } from '#src/server/page/page-module.ts';
import { loaderContext, modelOf } from './tests/page.ts';

const FX = 'financial-information/exchange-rates';
// As src/features/rates/index.ts registers it (the module files import .astro views, which this test cannot load).
const exchangeRates = cachedLoader('rates-fx', loadExchangeRates);

let database: TestDatabase;
let latest: string;

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  latest = (await latestRateDay(database.db)) ?? '';
}, 120_000);
afterAll(() => database.dispose());

const usdMid = (model: ExchangeRatesModel) => model.dayItems.find((i) => i.currency === 'USD')?.midRate;

async function load(query = '') {
  return modelOf(await exchangeRates(await loaderContext(database.db, FX, query)));
}

describe('cachedLoader', () => {
  it('reads a page model once per revision, and the changed data after a write', async () => {
    const first = await load();
    const context = await loaderContext(database.db, FX);
    const before = queryCount();
    const again = modelOf(await exchangeRates(context));
    // One revision read instead of the loader's own queries.
    expect(again).toBe(first);
    expect(queryCount() - before).toBe(1);

    const old = usdMid(first);
    expect(old).toBeDefined();
    await database.db.update(ratesFx).set({ mid: 9.8765 }).where(and(eq(ratesFx.day, latest), eq(ratesFx.currency, 'USD')));
    const changed = await load();
    expect(usdMid(changed)).toBeCloseTo(9.8765, 4);
  });

  it('keeps one model per URL', async () => {
    const plain = await load();
    const jpy = await load('currency=JPY');
    expect(jpy).not.toBe(plain);
    expect(jpy.series.map((s) => s.currency)).toEqual(['JPY']);
    expect(plain.series.map((s) => s.currency)).toEqual(['HKD', 'USD', 'CNY', 'EUR']);
  });

  it('loads a preview afresh every time', async () => {
    const context = await loaderContext(database.db, FX);
    const preview = { ...context, page: { ...context.page, preview: true } };
    const a = await exchangeRates(preview);
    const b = await exchangeRates(preview);
    expect(b).not.toBe(a);
  });
});
