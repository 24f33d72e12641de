/**
 * Seeds an empty database with the site's content: menus and pages in four
 * languages, settings, notices, module categories, form options and preview
 * versions. Runs once per database: the version it wrote is kept in `app_meta`,
 * and a second call (or a concurrent one, serialised by an advisory lock) returns
 * without writing. Deterministic: two seeded databases hold identical data.
 */
import type { Database, Queryable, Transaction } from '#src/server/db/open.ts';
import { appMeta } from '#src/server/db/schema.ts';
import { lockSeed, selectMetaValue } from './queries.ts';
import { SEED_BASE_DATE } from './random.ts';
import type { SeedPart } from './part.ts';
import type { Counts } from './write.ts';

export type { SeedPart } from './part.ts';
import { newsSeedPart } from '#src/seed/parts/news.ts';
import { REFERENCE_PART } from '#src/seed/reference/index.ts';
import { mediaSeedPart } from '#src/seed/media/index.ts';
import { homeSeedPart } from '#src/seed/home/index.ts';
import { mediaLibrarySeedPart } from '#src/seed/media-library/index.ts';
import { bondsSeedPart } from '#src/seed/bonds/index.ts';
import { ratesSeedPart } from '#src/seed/rates/index.ts';
import { registersSeedPart } from '#src/seed/registers/index.ts';
import { coinsSeedPart } from '#src/seed/coins/index.ts';
import { casesSeedPart } from '#src/seed/cases/index.ts';
import { previewsSeedPart } from '#src/seed/previews/index.ts';
import { ptTextsSeedPart } from '#src/seed/pt-texts/index.ts';

/** Bump when the seeded content changes; existing databases keep what they have. */
export const SEED_VERSION = '2026-11-02.1';

export const SEED_VERSION_KEY = 'seed.version';

// A type alias, not an interface, so the result can be logged as a plain record.
export type SeedResult = {
  seeded: boolean;
  /** The version now in the database (the existing one when nothing was written). */
  version: string;
  /** Rows written per table (empty when nothing was written). */
  counts: Counts;
};

/** Parts in the order they are seeded; a feature adds its part here. */
export const SEED_PARTS: SeedPart[] = [
  newsSeedPart,
  REFERENCE_PART,
  mediaSeedPart,
  homeSeedPart,
  mediaLibrarySeedPart,
  bondsSeedPart,
  ratesSeedPart,
  registersSeedPart,
  coinsSeedPart,
  casesSeedPart,
  // After the parts whose entries it writes drafts of.
  previewsSeedPart,
  ptTextsSeedPart,
];

export const partKey = (name: string) => `seed.part.${name}`;

export function readSeedVersion(db: Queryable, key = SEED_VERSION_KEY): Promise<string | null> {
  return selectMetaValue(db, key);
}

async function pendingParts(db: Queryable): Promise<SeedPart[]> {
  const pending: SeedPart[] = [];
  for (const part of SEED_PARTS) if ((await readSeedVersion(db, partKey(part.name))) === null) pending.push(part);
  return pending;
}

/** Told of each step of a seed that writes (the first start says what it is doing). */
export type SeedProgress = (step: string) => void;

export async function seedDatabase(db: Database, onProgress?: SeedProgress): Promise<SeedResult> {
  // Cheap check outside the transaction: a seeded database (every start) costs a few queries.
  const existing = await readSeedVersion(db);
  if (existing !== null && (await pendingParts(db)).length === 0) return { seeded: false, version: existing, counts: {} };

  return db.transaction(async (tx) => {
    await lockSeed(tx);
    const current = await readSeedVersion(tx);
    if (current !== null) {
      const parts = await pendingParts(tx);
      if (!parts.length) return { seeded: false, version: current, counts: {} };
      const counts: Counts = {};
      await seedParts(tx, parts, counts, onProgress);
      return { seeded: true, version: current, counts };
    }

    // Loaded only when seeding: the content and the Chinese dictionaries are large,
    // and every start of an already seeded database skips them.
    const [{ planMenus }, write] = await Promise.all([import('./plan-menus.ts'), import('./write.ts')]);
    const { writeContentVersions, writeMenus, writeModuleCats, writeNotices, writeSelections, writeSettings } = write;

    const counts: Counts = {};
    onProgress?.('menus, pages and settings');
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
    await seedParts(tx, await pendingParts(tx), counts, onProgress);
    return { seeded: true, version: SEED_VERSION, counts };
  });
}

async function seedParts(tx: Transaction, parts: SeedPart[], counts: Counts, onProgress?: SeedProgress): Promise<void> {
  for (const part of parts) {
    onProgress?.(part.name);
    await part.run(tx, counts);
    await tx
      .insert(appMeta)
      .values({ key: partKey(part.name), value: part.version, updatedAt: SEED_BASE_DATE })
      .onConflictDoNothing({ target: appMeta.key });
  }
}
