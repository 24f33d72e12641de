/**
 * What the test hooks (`/api/test/alerts-*`, TEST_HOOKS=1 only) do: publish an entry in a
 * topic as an editor would (the site has no CMS back office), so browser tests can see
 * an alert go out. Never reachable in production: the routes answer 404 without TEST_HOOKS.
 */
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '#src/server/db/open.ts';
import { entries, entryI18n, moduleCats } from '#src/server/db/schema.ts';
import type { AlertTopic } from './contract.ts';
import { TOPIC_SOURCES } from './service.ts';

export async function publishEntry(db: Queryable, input: { topic: AlertTopic; title: string; now?: Date }): Promise<number> {
  const source = TOPIC_SOURCES[input.topic];
  const [cat] = await db.select({ id: moduleCats.id }).from(moduleCats).where(and(eq(moduleCats.module, source.catModule), eq(moduleCats.slug, source.catSlug)));
  if (!cat) throw new Error(`publishEntry: no category ${source.catSlug}`);
  const now = input.now ?? new Date();
  const [row] = await db.insert(entries).values({ module: source.module, catId: cat.id, status: 'published', publishedAt: now, createdAt: now, updatedAt: now }).returning({ id: entries.id });
  if (!row) throw new Error('publishEntry: no row');
  await db.insert(entryI18n).values([
    { entryId: row.id, lang: 'zh-hant', title: input.title },
    { entryId: row.id, lang: 'en', title: input.title },
  ]);
  return row.id;
}
