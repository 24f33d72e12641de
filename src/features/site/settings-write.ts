import { sql } from 'drizzle-orm';
import type { Queryable } from '#src/server/db/open.ts';
import { settings } from '#src/server/db/schema.ts';

/** Creates or changes one setting entry. */
export async function upsertSetting(db: Queryable, identify: string, ck: string, parameter: string): Promise<void> {
  await db
    .insert(settings)
    .values({ identify, ck, parameter })
    .onConflictDoUpdate({ target: [settings.identify, settings.ck], set: { parameter, updatedAt: sql`now()` } });
}
