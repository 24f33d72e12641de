/**
 * The rate page loaders against the seeded database, through their real menu
 * paths. The rate pages are date views with no detail of their own: a day
 * without a publication (a weekend) keeps its empty state with the last
 * publication before it, never a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loaderContext, modelOf } from '#src/features/site/tests/page.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { MAIBOR_TERMS } from './constants.ts';
import { loadBaseRate, loadExchangeRates, loadMaibor, loadMonia, loadRatesWidget } from './page.ts';
import { latestRateDay } from './service.ts';

const FX = 'financial-information/exchange-rates';
const BASE = 'financial-information/base-rate';
const MAIBOR = 'financial-information/maibor';
const MONIA = 'financial-information/monia';

let database: TestDatabase;
let latest: string;
/** A Sunday before the latest publication: never a publication day. */
let sunday: string;

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  latest = (await latestRateDay(database.db)) ?? '';
  const d = new Date(`${latest}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - d.getUTCDay() - 7);
  sunday = d.toISOString().slice(0, 10);
}, 120_000);
afterAll(() => database.dispose());

describe('exchange-rate', () => {
  it('shows the latest day and the default currencies over the last month', async () => {
    const model = modelOf(await loadExchangeRates(await loaderContext(database.db, FX)));
    expect(model.form.day).toBe(latest);
    expect(model.form.previous).toBeNull();
    expect(model.dayItems.map((i) => i.currency)).toContain('USD');
    expect(model.series.map((s) => s.currency)).toEqual(['HKD', 'USD', 'CNY', 'EUR']);
    expect(model.days.at(-1)).toBe(latest);
    expect(model.form.self).toBe(`/en/${FX}`);
  });

  it('keeps the empty state of a day without a publication, linking the last one before it', async () => {
    const model = modelOf(await loadExchangeRates(await loaderContext(database.db, FX, `?date=${sunday}&currency=JPY`)));
    expect(model.dayItems).toEqual([]);
    expect(model.form.previous?.day).toBeDefined();
    expect((model.form.previous?.day ?? '') < sunday).toBe(true);
    // The link keeps the history's choice.
    expect(model.form.previous?.href).toBe(`/en/${FX}?date=${model.form.previous?.day ?? ''}&currency=JPY`);
    expect(model.form.latestHref).toBe(`/en/${FX}?currency=JPY`);
    expect(model.series.map((s) => s.currency)).toEqual(['JPY']);
    expect(model.series[0]?.unit).toBe(100);
  });
});

describe('interbank-offered-rate and overnight-index-average', () => {
  it('shows every MAIBOR term on the day and the chosen terms in the history', async () => {
    const model = modelOf(await loadMaibor(await loaderContext(database.db, MAIBOR, '?term=3m&term=1y')));
    expect(model.dayLines.map((l) => l.line.term)).toEqual([...MAIBOR_TERMS]);
    expect(model.dayLines.every((l) => l.value !== null)).toBe(true);
    expect(model.lines.map((l) => l.term)).toEqual(['3m', '1y']);
    expect(model.values.length).toBe(model.days.length);
    expect(model.values.every((row) => row.length === 2)).toBe(true);
  });

  it('shows MONIA with the liquidity deposit rate, and an empty day as such', async () => {
    const model = modelOf(await loadMonia(await loaderContext(database.db, MONIA, `?date=${sunday}`)));
    expect(model.types).toEqual(['monia', 'liquidity-deposit-rate']);
    expect(model.dayLines.every((l) => l.value === null)).toBe(true);
    expect(model.form.previous).not.toBeNull();
    expect(model.days.length).toBeGreaterThan(0);
  });
});

describe('base-rate', () => {
  it('shows the rate in force and the changes in a range, swapping a reversed range', async () => {
    const all = modelOf(await loadBaseRate(await loaderContext(database.db, BASE)));
    expect(all.current).not.toBeNull();
    expect(all.changes[0]).toEqual(all.current);
    const model = modelOf(await loadBaseRate(await loaderContext(database.db, BASE, `?from=2099-12-31&to=${all.oldest ?? ''}`)));
    expect([model.from, model.to]).toEqual([all.oldest, '2099-12-31']);
    expect(model.changes.length).toBe(all.changes.length);
  });
});

describe('rates widget', () => {
  it('shows the latest rates of the currencies asked for, linking the full page', async () => {
    const model = await loadRatesWidget('en', new URL('http://localhost/en/widgets/rates?currency=USD&currency=XYZ'), database.db);
    expect(model.day).toBe(latest);
    expect(model.items.map((i) => i.currency)).toEqual(['USD']);
    expect(model.pageHref).toBe(`/en/${FX}`);
  });
});
