import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { captchaChallenges } from '#src/features/captcha/schema.ts';
import { entries, entryI18n } from '#src/features/entries/schema.ts';
import { menuItemI18n } from '#src/features/site/schema.ts';
import { ratesFx } from '#src/features/rates/schema.ts';
import { getMenu, MAIN_MENU } from '#src/features/site/menu-service.ts';
import { getSiteSettings } from '#src/features/site/settings.ts';
import { upsertSetting } from '#src/features/site/queries.ts';
import { noteContentWrite, readContentRevision, shareRevisionReads, withRequestRevision } from './revision.ts';
import { queryCount } from '#src/server/db/query-count.ts';
import { parseSnapshot, revisionFor } from './tags.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.dispose());

describe('content cached by revision', () => {
  it('serves the same settings object while nothing changes', async () => {
    const a = await getSiteSettings(database.db);
    const b = await getSiteSettings(database.db);
    expect(b).toBe(a);
  });

  it('moves the revision on every write and shows a changed setting at once', async () => {
    const before = await readContentRevision(database.db);
    expect((await getSiteSettings(database.db)).grayStyle).toBe(false);
    await upsertSetting(database.db, 'website', 'grayStyle', '1');
    expect(await readContentRevision(database.db)).not.toBe(before);
    expect((await getSiteSettings(database.db)).grayStyle).toBe(true);
    await upsertSetting(database.db, 'website', 'grayStyle', '0');
    expect((await getSiteSettings(database.db)).grayStyle).toBe(false);
  });

  it('shows a renamed menu item at once, and nothing of a rolled-back write', async () => {
    const [first] = await getMenu(database.db, MAIN_MENU, 'en');
    await database.db.update(menuItemI18n).set({ title: 'About the Authority' }).where(eq(menuItemI18n.menuItemId, first!.id));
    expect((await getMenu(database.db, MAIN_MENU, 'en'))[0]?.title).toBe('About the Authority');

    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(menuItemI18n).set({ title: 'Never committed' }).where(eq(menuItemI18n.menuItemId, first!.id));
        expect((await getMenu(tx, MAIN_MENU, 'en'))[0]?.title).toBe('Never committed');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await getMenu(database.db, MAIN_MENU, 'en'))[0]?.title).toBe('About the Authority');
  });
});

describe('revision reads', () => {
  it('share one query when asked at the same moment, and read again afterwards', async () => {
    const [a, b] = [readContentRevision(database.db), readContentRevision(database.db)];
    expect(b).toBe(a);
    const first = await a;
    await upsertSetting(database.db, 'website', 'grayStyle', '0');
    expect(await readContentRevision(database.db)).not.toBe(first);
  });
});

describe('one revision read per request', () => {
  it('reads the revision once inside a request scope, and afresh in the next request', async () => {
    const before = await readContentRevision(database.db);
    const seen = await withRequestRevision(async () => {
      const first = await readContentRevision(database.db);
      // A write by someone else during this request does not change what the request renders with.
      await upsertSetting(database.db, 'website', 'grayStyle', '1');
      const second = await readContentRevision(database.db);
      return [first, second];
    });
    expect(seen[0]).toBe(before);
    expect(seen[1]).toBe(before);
    const next = await withRequestRevision(() => readContentRevision(database.db));
    expect(next).not.toBe(before);
    expect((await withRequestRevision(() => getSiteSettings(database.db))).grayStyle).toBe(true);
    await upsertSetting(database.db, 'website', 'grayStyle', '0');
  });
});

describe('what moves the revision (the render cache keeps pages for one revision)', () => {
  it('moves on a change of news, rates and other published content, not on a visitor\'s captcha', async () => {
    const [text] = await database.db.select().from(entryI18n).limit(1);
    let before = await readContentRevision(database.db);
    await database.db.update(entryI18n).set({ title: `${text!.title} (corrected)` }).where(eq(entryI18n.entryId, text!.entryId));
    expect(await readContentRevision(database.db)).not.toBe(before);

    before = await readContentRevision(database.db);
    const [rate] = await database.db.select().from(ratesFx).limit(1);
    await database.db.update(ratesFx).set({ mid: rate!.mid }).where(and(eq(ratesFx.day, rate!.day), eq(ratesFx.currency, rate!.currency)));
    expect(await readContentRevision(database.db)).not.toBe(before);

    before = await readContentRevision(database.db);
    await database.db.delete(captchaChallenges);
    expect(await readContentRevision(database.db)).toBe(before);
  });
});

describe('content tags (the render cache drops only the pages a write touches)', () => {
  const tagsOf = async () => parseSnapshot(await readContentRevision(database.db));
  /** The tags whose revision a write moved. */
  async function moved(write: () => Promise<unknown>): Promise<string[]> {
    const before = await tagsOf();
    await write();
    const after = await tagsOf();
    return [...after].filter(([tag, revision]) => before.get(tag) !== revision).map(([tag]) => tag).sort();
  }

  it('names the module of a changed entry, through its texts too', async () => {
    const [news] = await database.db.select({ id: entries.id }).from(entries).where(eq(entries.module, 'news')).limit(1);
    expect(await moved(() => database.db.update(entryI18n).set({ summary: 'Corrected.' }).where(eq(entryI18n.entryId, news!.id)))).toEqual(['entries:news']);
    expect(await moved(() => database.db.update(entries).set({ sortOrder: 3 }).where(eq(entries.id, news!.id)))).toEqual(['entries:news']);
  });

  it('names both modules when an update moves an entry from one module to another', async () => {
    const [entry] = await database.db.select({ id: entries.id }).from(entries).where(eq(entries.module, 'news')).limit(1);
    expect(await moved(() => database.db.update(entries).set({ module: 'press-archive' }).where(eq(entries.id, entry!.id)))).toEqual(['entries:news', 'entries:press-archive']);
    await database.db.update(entries).set({ module: 'news' }).where(eq(entries.id, entry!.id));
  });

  it('moves rates for a rate, site for a setting or a menu, and nothing for a captcha', async () => {
    const [rate] = await database.db.select().from(ratesFx).limit(1);
    expect(await moved(() => database.db.update(ratesFx).set({ mid: rate!.mid }).where(and(eq(ratesFx.day, rate!.day), eq(ratesFx.currency, rate!.currency))))).toEqual(['rates']);
    expect(await moved(() => upsertSetting(database.db, 'website', 'grayStyle', '0'))).toEqual(['site']);
    expect(await moved(() => database.db.update(menuItemI18n).set({ title: 'About the Authority' }).where(eq(menuItemI18n.lang, 'en')))).toEqual(['site']);
    expect(await moved(() => database.db.delete(captchaChallenges))).toEqual([]);
  });

  it('moves no tag for a statement that changed no row, on any content table', async () => {
    // A job that runs `UPDATE … WHERE due` every few seconds must not drop cached pages each time.
    type Trigger = { tbl: string; col: string; fn: string; events: number };
    const { rows } = (await database.db.execute(sql`
      select c.relname as tbl, a.attname as col, p.proname as fn, tr.tgtype::int as events
      from pg_trigger tr join pg_class c on c.oid = tr.tgrelid join pg_proc p on p.oid = tr.tgfoid
        join pg_attribute a on a.attrelid = c.oid and a.attnum = 1
      where not tr.tgisinternal and p.proname like 'bump_%'`)) as unknown as { rows: Trigger[] };
    const columns = new Map(rows.map((r): [string, string] => [r.tbl, r.col]));
    const tables = [...columns.keys()].sort();
    expect(tables).toEqual(expect.arrayContaining(['coins', 'entries', 'menu_items', 'path_redirects', 'rates_days', 'register_editions', 'settings']));
    // bump_content_revision fires whatever the statement changed: left only for TRUNCATE (tgtype bit 5).
    expect(rows.filter((r) => r.fn === 'bump_content_revision' && (r.events & 0b11100) !== 0)).toEqual([]);
    for (const [table, column] of columns) {
      const name = sql.identifier(table);
      const first = sql.identifier(column);
      const updated = await moved(() => database.db.execute(sql`update ${name} set ${first} = ${first} where false`));
      expect(updated, `${table} (update)`).toEqual([]);
      const deleted = await moved(() => database.db.execute(sql`delete from ${name} where false`));
      expect(deleted, `${table} (delete)`).toEqual([]);
    }
  });

  it('shows no new revision for a write that is rolled back', async () => {
    const [rate] = await database.db.select().from(ratesFx).limit(1);
    expect(
      await moved(() =>
        database.db
          .transaction(async (tx) => {
            await tx.update(ratesFx).set({ mid: rate!.mid }).where(and(eq(ratesFx.day, rate!.day), eq(ratesFx.currency, rate!.currency)));
            throw new Error('roll back');
          })
          .catch(() => undefined),
      ),
    ).toEqual([]);
  });

  it('keeps a rates page valid across a news write, and not across a rate change or a menu change', async () => {
    const rates = async () => revisionFor(await readContentRevision(database.db), ['rates']);
    const before = await rates();
    const [news] = await database.db.select({ id: entries.id }).from(entries).where(eq(entries.module, 'news')).limit(1);
    await database.db.update(entryI18n).set({ summary: 'Corrected again.' }).where(eq(entryI18n.entryId, news!.id));
    expect(await rates()).toBe(before);
    const [rate] = await database.db.select().from(ratesFx).limit(1);
    await database.db.update(ratesFx).set({ mid: rate!.mid }).where(and(eq(ratesFx.day, rate!.day), eq(ratesFx.currency, rate!.currency)));
    const afterRate = await rates();
    expect(afterRate).not.toBe(before);
    await upsertSetting(database.db, 'website', 'grayStyle', '0');
    expect(await rates()).not.toBe(afterRate);
  });
});

async function countQueries(run: () => Promise<unknown>): Promise<number> {
  const before = queryCount();
  await run();
  return queryCount() - before;
}

describe('revision reads shared by the read-only requests of a server (at most a second)', () => {
  afterAll(() => shareRevisionReads(0));

  it('reuses one read within the window, reads again after a write this process handled, and after the window', async () => {
    shareRevisionReads(1000);
    const queries = await countQueries(async () => {
      await withRequestRevision(() => readContentRevision(database.db));
      await withRequestRevision(() => readContentRevision(database.db));
    });
    expect(queries).toBe(1);

    const before = await withRequestRevision(() => readContentRevision(database.db));
    await upsertSetting(database.db, 'website', 'grayStyle', '1');
    // Another instance's write: not seen before the window ends…
    expect(await withRequestRevision(() => readContentRevision(database.db))).toBe(before);
    // …a write handled here: seen by the next request.
    noteContentWrite();
    const afterWrite = await withRequestRevision(() => readContentRevision(database.db));
    expect(afterWrite).not.toBe(before);

    await upsertSetting(database.db, 'website', 'grayStyle', '0');
    vi.useFakeTimers({ now: Date.now() + 1001, toFake: ['Date'] });
    try {
      expect(await withRequestRevision(() => readContentRevision(database.db))).not.toBe(afterWrite);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves requests that write (outside a request scope) reading afresh', async () => {
    shareRevisionReads(1000);
    const before = await withRequestRevision(() => readContentRevision(database.db));
    await upsertSetting(database.db, 'website', 'grayStyle', '1');
    expect(await readContentRevision(database.db)).not.toBe(before);
    await upsertSetting(database.db, 'website', 'grayStyle', '0');
  });
});
