/** The site notice and the home pop-up (SPEC §2 Layout): active and within their dates. */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Notice } from './contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { activeNoticeRows, noticeTexts } from './queries.ts';
import { sanitizeHtml } from '#src/features/entries/sanitize.ts';
import { groupBy, pickTranslation } from '#src/features/entries/translations.ts';

export async function getActiveNotices(
  db: Queryable,
  kind: 'notice' | 'popup',
  lang: Language,
  options: { slug?: string; now?: Date } = {},
): Promise<Notice[]> {
  const now = options.now ?? new Date();
  const rows = await activeNoticeRows(db, kind, options.slug, now);
  if (!rows.length) return [];
  const texts = groupBy(
    await noticeTexts(db, rows.map((r) => r.id)),
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
      endsAt: row.endsAt?.toISOString() ?? null,
    });
  }
  return out;
}
