/** SQL of the preview feature (no rules: see service.ts). */
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '#src/server/db/open.ts';
import { contentVersions } from '#src/server/db/schema.ts';

/** The data of the saved version `vid` of item `itemId` of `module`, if there is one. */
export async function versionData(db: Queryable, module: string, itemId: number, vid: number): Promise<unknown> {
  const [row] = await db
    .select({ data: contentVersions.data })
    .from(contentVersions)
    .where(and(eq(contentVersions.id, vid), eq(contentVersions.module, module), eq(contentVersions.itemId, itemId)))
    .limit(1);
  return row?.data;
}
