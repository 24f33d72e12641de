/**
 * The bond page loaders against the seeded database, reached through their real
 * menu paths: a detail view answers 404 for an id that does not exist (or is not
 * an id), and renders the item for a real one; lists keep their empty state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loaderContext, modelOf } from '#src/features/site/tests/page.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { loadBondInformation, loadFunds, loadIsin } from './page.ts';
import { listBondInformation, listBonds } from './service.ts';

const INFO = 'financial-information/bond-market/bond-information';
const ISIN = 'financial-information/bond-market/isin';
const FUNDS = 'financial-information/investment-funds';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
}, 120_000);
afterAll(() => database.dispose());

describe('bond-information', () => {
  it('answers 404 for an unknown id and for a value that is not an id', async () => {
    expect((await loadBondInformation(await loaderContext(database.db, INFO, '?id=99999999'))).kind).toBe('not-found');
    expect((await loadBondInformation(await loaderContext(database.db, INFO, '?id=abc'))).kind).toBe('not-found');
  });

  it('renders a real item with the bonds it concerns and a link to the ISIN page', async () => {
    const [item] = (await listBondInformation(database.db, 'en', { page: 1, pageSize: 1 })).data;
    expect(item).toBeDefined();
    const model = modelOf(await loadBondInformation(await loaderContext(database.db, INFO, `?id=${String(item?.id)}`)));
    expect(model.kind).toBe('detail');
    if (model.kind !== 'detail') return;
    expect(model.detail.id).toBe(item?.id);
    expect(model.detail.bondRecords.length).toBeGreaterThan(0);
    expect(model.isinUrl).toBe(`/en/${ISIN}`);
  });

  it('keeps the empty state of a list that matches nothing, and shows the last page for a page past the end', async () => {
    const empty = modelOf(await loadBondInformation(await loaderContext(database.db, INFO, '?q=no-such-bond-anywhere')));
    expect(empty.kind === 'list' && empty.list.result.total).toBe(0);
    const late = modelOf(await loadBondInformation(await loaderContext(database.db, INFO, '?page=9999')));
    if (late.kind !== 'list') throw new Error('expected the list');
    expect(late.list.page).toBe(Math.ceil(late.list.result.total / late.list.pageSize));
    expect(late.list.result.data.length).toBeGreaterThan(0);
  });
});

describe('isin', () => {
  it('answers 404 for an unknown bond record id', async () => {
    expect((await loadIsin(await loaderContext(database.db, ISIN, '?id=99999999'))).kind).toBe('not-found');
    expect((await loadIsin(await loaderContext(database.db, ISIN, '?id=0'))).kind).toBe('not-found');
  });

  it('renders a real bond record with the information about it', async () => {
    const [bond] = (await listBonds(database.db, 'en', { page: 1, pageSize: 1 })).data;
    expect(bond).toBeDefined();
    const model = modelOf(await loadIsin(await loaderContext(database.db, ISIN, `?id=${String(bond?.id)}`)));
    if (model.kind !== 'detail') throw new Error('expected the detail');
    expect(model.bond.isin).toBe(bond?.isin);
    expect(model.informationUrl).toBe(`/en/${INFO}`);
  });

  it('ignores a currency it does not offer', async () => {
    const model = modelOf(await loadIsin(await loaderContext(database.db, ISIN, '?currency=XYZ')));
    if (model.kind !== 'list') throw new Error('expected the list');
    expect(model.filter.currency).toBeUndefined();
    expect(model.list.result.total).toBeGreaterThan(0);
  });
});

describe('foreign-investment-funds', () => {
  it('lists the register and keeps the empty state of a search that finds nothing', async () => {
    expect(modelOf(await loadFunds(await loaderContext(database.db, FUNDS))).list.result.total).toBeGreaterThan(0);
    expect(modelOf(await loadFunds(await loaderContext(database.db, FUNDS, '?q=no-such-fund-anywhere'))).list.result.total).toBe(0);
  });
});
