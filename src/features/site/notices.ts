/** The site notice and the home pop-up (SPEC §2 Layout): active and within their dates. */
import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Notice } from './contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { noticeI18n, notices } from '#src/server/db/schema.ts';
import { sanitizeHtml } from '#src/features/entries/sanitize.ts';
import { groupBy, pickTranslation } from '#src/features/entries/translations.ts';

export async function getActiveNotices(
  db: Queryable,
  kind: 'notice' | 'popup',
  lang: Language,
  options: { slug?: string; now?: Date } = {},
): Promise<Notice[]> {
  const now = options.now ?? new Date();
  const rows = await db
    .select({ id: notices.id, slug: notices.slug, kind: notices.kind, updatedAt: notices.updatedAt })
    .from(notices)
    .where(
      and(
        eq(notices.kind, kind),
        eq(notices.active, true),
        options.slug ? eq(notices.slug, options.slug) : undefined,
        or(isNull(notices.startsAt), lte(notices.startsAt, now)),
        or(isNull(notices.endsAt), gte(notices.endsAt, now)),
      ),
    )
    .orderBy(asc(notices.sortOrder), asc(notices.id));
  if (!rows.length) return [];
  const texts = groupBy(
    await db.select().from(noticeI18n).where(inArray(noticeI18n.noticeId, rows.map((r) => r.id))),
    (r) => r.noticeId,
  );
  const out: Notice[] = [];
  for (const row of rows) {
    const picked = pickTranslation(texts.get(row.id) ?? [], lang);
    if (!picked) continue;
    out.push({
      id: row.id,
      slug: row.slug,
      kind: row.kind,
      title: picked.value.title ? sanitizeHtml(picked.value.title) : null,
      content: sanitizeHtml(picked.value.content),
      lang: picked.lang,
      updatedAt: row.updatedAt.toISOString(),
    });
  }
  return out;
}
