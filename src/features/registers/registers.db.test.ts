import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { toSimplified } from '#src/server/text/chinese.ts';
import { foldText } from './fold.ts';
import { addDays, generateIntermediaries, SEED_EDITION } from '#src/seed/registers/generate.ts';
import type { IntermediaryRecord } from './records.ts';
import { CURRENT_STATUSES, getIntermediary, searchIntermediaries, type RegisterFilter } from './service.ts';
import { insertIntermediaries } from './write.ts';

let database: TestDatabase;
const records = generateIntermediaries(7000);
const current = (r: IntermediaryRecord) => CURRENT_STATUSES.includes(r.status);

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.dispose());

const search = (filter: RegisterFilter) => searchIntermediaries(database.db, 'en', filter);

describe('register search', () => {
  it('finds a Chinese name from its Traditional or its Simplified spelling', async () => {
    const target = records.find((r) => r.category === 'APS' && r.status === 'valid' && r.nameZh && toSimplified(r.nameZh) !== r.nameZh)!;
    for (const name of [target.nameZh!, toSimplified(target.nameZh!)]) {
      const page = await search({ name, categories: ['APS'], pageSize: 100 });
      expect(page.data.map((r) => r.licenceNo)).toContain(target.licenceNo);
      expect(page.data.every((r) => foldText(r.nameZh ?? '').includes(foldText(name)))).toBe(true);
    }
  });

  it('counts one and two Chinese characters exactly (surname, part of a given name)', async () => {
    // Two characters of a given name taken from the seed, so the case always has records to count.
    const given = records.find((r) => current(r) && r.category === 'APS' && (r.nameZh?.length ?? 0) >= 3)!.nameZh!.slice(1, 3);
    for (const q of ['陳', '陈', '黃', '嘉', given, '偉']) {
      const expected = records.filter((r) => current(r) && r.category === 'APS' && r.nameZh && foldText(`${r.name} ${r.nameZh}`).includes(foldText(q))).length;
      // The seed has such names: a search that finds nothing must not pass as "0 expected, 0 found".
      expect(expected, q).toBeGreaterThan(0);
      const page = await search({ name: q, categories: ['APS'] });
      expect(page.total, q).toBe(expected);
    }
  });

  it('matches Latin names in part, ignoring case and accents', async () => {
    for (const q of ['chan wai', 'CONCEICAO', 'Conceição', 'insurance brokers']) {
      const expected = records.filter((r) => current(r) && foldText(`${r.name} ${r.nameZh ?? ''}`).includes(foldText(q))).length;
      const page = await search({ name: q });
      expect(expected, q).toBeGreaterThan(0);
      expect(page.total, q).toBe(expected);
    }
  });

  it('finds a licence by its number, in full or in part, in any case', async () => {
    const target = records.find((r) => r.category === 'CRL' && current(r))!;
    const exact = await search({ licenceNo: target.licenceNo.toLowerCase() });
    expect(exact.data.map((r) => r.licenceNo)).toEqual([target.licenceNo]);
    const part = await search({ licenceNo: 'CRL-0' });
    expect(part.total).toBe(records.filter((r) => r.category === 'CRL' && current(r) && r.licenceNo.startsWith('CRL-0')).length);
  });

  it('filters by category and by date of validity', async () => {
    const cats = await search({ categories: ['APC', 'APE'] });
    expect(cats.total).toBe(records.filter((r) => current(r) && (r.category === 'APC' || r.category === 'APE')).length);
    const validOn = addDays(SEED_EDITION, 60);
    const valid = await search({ validOn, categories: ['APS'] });
    const expected = records.filter(
      (r) =>
        current(r) &&
        r.category === 'APS' &&
        r.authorisedOn <= validOn &&
        ((r.lifeValidUntil ?? '') >= validOn || (r.generalValidUntil ?? '') >= validOn) &&
        !(r.suspendedFrom && r.suspendedFrom <= validOn && (r.suspendedTo ?? '') >= validOn),
    ).length;
    expect(valid.total).toBe(expected);
    expect(valid.total).toBeLessThan((await search({ categories: ['APS'] })).total);
  });

  it('pages in register order with the same total, and gives the register date', async () => {
    const first = await search({ categories: ['ANG'], page: 1, pageSize: 20 });
    const second = await search({ categories: ['ANG'], page: 2, pageSize: 20 });
    expect(second.total).toBe(first.total);
    expect(first.data).toHaveLength(20);
    expect(second.data[0]!.number).toBeGreaterThan(first.data[19]!.number);
    expect(first.updatedOn).toBe(SEED_EDITION);
  });

  it('lists cancelled licences with their reasons only when asked', async () => {
    const cancelled = await search({ statuses: ['cancelled'], pageSize: 5 });
    expect(cancelled.total).toBe(records.filter((r) => r.status === 'cancelled').length);
    const row = cancelled.data[0]!;
    expect(row.life.cancelReasonText ?? row.general.cancelReasonText).toMatch(/\w/);
    const everyone = await search({ name: row.nameZh ?? row.name, pageSize: 100 });
    expect(everyone.data.map((r) => r.licenceNo)).not.toContain(row.licenceNo);
  });

  it('gives no rows, not an error, when nothing matches', async () => {
    const page = await search({ name: '不存在之名字' });
    expect(page).toMatchObject({ data: [], total: 0 });
  });

  it('resolves the represented insurers and reads one record by licence number', async () => {
    const target = records.find((r) => r.category === 'APC' && r.lifeInsurers.length && r.generalInsurers.length)!;
    const one = await getIntermediary(database.db, 'zh-hant', target.licenceNo);
    expect(one?.lifeInsurers.map((i) => i.code)).toEqual(target.lifeInsurers);
    expect(one?.generalInsurers[0]?.nameZh).toMatch(/保險/);
    expect(await getIntermediary(database.db, 'en', 'APS-00000/00')).toBeNull();
  });

  it('finds a name stored in Simplified from a Traditional query', async () => {
    await insertIntermediaries(database.db, [{ ...records[0]!, number: 900_001, licenceNo: 'APS-99999/26', category: 'APS', status: 'valid', nameZh: '陈丽华', name: 'CHAN LAI WA' }]);
    const page = await search({ name: '陳麗華' });
    expect(page.data.map((r) => r.licenceNo)).toContain('APS-99999/26');
  });
});
