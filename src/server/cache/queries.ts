/** The SQL of the content revision (the rules of reading and caching it are in revision.ts). */
import { sql } from 'drizzle-orm';
import type { Queryable } from '#src/server/db/open.ts';

/** One row per tag (a dozen or so): `tag=revision` pairs in tag order, parsed by ./tags.ts. */
export async function selectContentRevision(db: Queryable): Promise<string> {
  const result = await db.execute<{ revision: string }>(
    sql`select coalesce(string_agg(tag || '=' || revision::text, ' ' order by tag), '') as revision from content_tag_revisions`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { revision: string }[] }).rows) as { revision: string }[];
  return rows[0]?.revision ?? '';
}
