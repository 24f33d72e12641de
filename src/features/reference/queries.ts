/** SQL of the reference services beyond the entries layer (no rules: see common.ts). */
import { and, eq, ilike, inArray, lte, or } from 'drizzle-orm';
import { containsPattern } from '#src/server/db/like.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { entries, entryI18n } from '#src/features/entries/schema.ts';

/** Ids of a module's entries whose title, summary or content contains the text, in any language. */
export function entryIdsMatching(db: Queryable, module: string, text: string): Promise<{ id: number }[]> {
  const pattern = containsPattern(text);
  return db
    .selectDistinct({ id: entryI18n.entryId })
    .from(entryI18n)
    .innerJoin(entries, eq(entries.id, entryI18n.entryId))
    .where(and(eq(entries.module, module), or(ilike(entryI18n.title, pattern), ilike(entryI18n.summary, pattern), ilike(entryI18n.content, pattern))));
}

/** The content of these entries in every language. */
export function entryContents(db: Queryable, ids: number[]) {
  return db
    .select({ entryId: entryI18n.entryId, lang: entryI18n.lang, content: entryI18n.content })
    .from(entryI18n)
    .where(inArray(entryI18n.entryId, ids));
}

/** The id of a published entry of a module by its slug, if there is one. */
export async function publishedEntryIdBySlug(db: Queryable, module: string, slug: string, now: Date): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: entries.id })
    .from(entries)
    .where(and(eq(entries.module, module), eq(entries.slug, slug), eq(entries.status, 'published'), lte(entries.publishedAt, now)))
    .limit(1);
  return row;
}
