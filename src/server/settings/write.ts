import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/open.ts';
import { settings } from '../db/schema.ts';

/** Creates or changes one setting entry. */
export async function upsertSetting(db: Queryable, identify: string, ck: string, parameter: string): Promise<void> {
  await db
    .insert(settings)
    .values({ identify, ck, parameter })
    .onConflictDoUpdate({ target: [settings.identify, settings.ck], set: { parameter, updatedAt: sql`now()` } });
}
