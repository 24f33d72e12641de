/**
 * Seeds an empty database with the site's content: menus and pages in four
 * languages, settings, notices, module categories, form options and preview
 * versions. Runs once per database: the version it wrote is kept in `app_meta`,
 * and a second call (or a concurrent one, serialised by an advisory lock) returns
 * without writing. Deterministic: two seeded databases hold identical data.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/open.ts';
import { appMeta } from '../db/schema.ts';
import { SEED_BASE_DATE } from './random.ts';
import type { Counts } from './write.ts';

/** Bump when the seeded content changes; existing databases keep what they have. */
export const SEED_VERSION = '2026-11-02.1';

export const SEED_VERSION_KEY = 'seed.version';

/** Arbitrary, fixed: makes concurrent seeders (two processes on one server) take turns. */
const SEED_LOCK_KEY = 7_264_001;

// A type alias, not an interface, so the result can be logged as a plain record.
export type SeedResult = {
  seeded: boolean;
  /** The version now in the database (the existing one when nothing was written). */
  version: string;
  /** Rows written per table (empty when nothing was written). */
  counts: Counts;
};

export async function readSeedVersion(db: Queryable): Promise<string | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SEED_VERSION_KEY)).limit(1);
  return row?.value ?? null;
}

export async function seedDatabase(db: Database): Promise<SeedResult> {
  // Cheap check outside the transaction: a seeded database (every start) costs one query.
  const existing = await readSeedVersion(db);
  if (existing !== null) return { seeded: false, version: existing, counts: {} };

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_KEY))})`);
    const current = await readSeedVersion(tx);
    if (current !== null) return { seeded: false, version: current, counts: {} };

    // Loaded only when seeding: the content and the Chinese dictionaries are large,
    // and every start of an already seeded database skips them.
    const [{ planMenus }, write] = await Promise.all([import('./plan-menus.ts'), import('./write.ts')]);
    const { writeContentVersions, writeMenus, writeModuleCats, writeNotices, writeSelections, writeSettings } = write;

    const counts: Counts = {};
    const pageIdByPath = await writeMenus(tx, planMenus(), counts);
    await writeModuleCats(tx, counts);
    await writeSelections(tx, counts);
    await writeSettings(tx, counts);
    await writeNotices(tx, counts);
    await writeContentVersions(tx, pageIdByPath, counts);
    await tx
      .insert(appMeta)
      .values({ key: SEED_VERSION_KEY, value: SEED_VERSION, updatedAt: SEED_BASE_DATE })
      .onConflictDoNothing({ target: appMeta.key });
    return { seeded: true, version: SEED_VERSION, counts };
  });
}
