/**
 * Deterministic randomness for the seed: the same input always gives the same
 * data, so two seeded databases are identical and tests can compare them.
 */

/** mulberry32: a tiny 32-bit PRNG, good enough for spreading dates and choices. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, used to give each item its own stream. */
export function hashString(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A generator keyed by a stable name (such as a menu path) rather than by the
 * order of generation, so adding one item never shifts the values of the others.
 */
export function randomFor(key: string): () => number {
  return mulberry32(hashString(key));
}

/** The fixed "now" of the seeded content; real time is never used for content. */
export const SEED_BASE_DATE = new Date('2026-11-02T03:00:00Z');

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Creation and revision dates of an item, whole minutes before the base date:
 * created 1 to 3 years earlier, revised at some point since (within 300 days).
 */
export function itemDates(key: string): { createdAt: Date; updatedAt: Date } {
  const rnd = randomFor(`dates:${key}`);
  const createdDaysAgo = 365 + Math.floor(rnd() * 730);
  const updatedDaysAgo = Math.floor(rnd() * 300);
  const minutes = Math.floor(rnd() * 8 * 60);
  const createdAt = new Date(SEED_BASE_DATE.getTime() - createdDaysAgo * DAY - minutes * MINUTE);
  const updatedAt = new Date(SEED_BASE_DATE.getTime() - updatedDaysAgo * DAY - minutes * MINUTE);
  return { createdAt, updatedAt };
}
