/**
 * Entries of the CMS modules (news, laws, FAQ, holidays, downloads, …): paged
 * lists with the filters of SPEC §7 (category with its sub-categories, date
 * range, year, keyword) and single entries with their files and neighbours.
 * Each module builds on these and validates its own `data`.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { EntryDetail, EntrySummary, FileRef, Paged } from './contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { sanitizeHtml } from './sanitize.ts';
import { groupBy, languagesOf, pickTranslation } from './translations.ts';
import { fileUrl } from '#src/features/files/service.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import {
  entryDecorations,
  entryPage,
  entryRowsByIds,
  findEntryKey,
  orderedEntryIds,
  publishedEntryBySlugInCategories,
  publishedEntryRow,
  type EntryFilter,
  type EntryRow,
} from './queries.ts';

export { categoryIds, type EntryFilter, type EntryOrder } from './queries.ts';

export const MAX_PAGE_SIZE = 100;


async function decorate(db: Queryable, rows: EntryRow[], lang: Language, withContent: boolean): Promise<(EntrySummary & { content?: string | null; updatedAt?: string })[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const catIdList = [...new Set(rows.map((r) => r.catId).filter((id): id is number => id !== null))];
  const [texts, fileRows, catTexts, catRows] = await entryDecorations(db, ids, catIdList, withContent);
  const textsById = groupBy(texts, (t) => t.entryId);
  const filesById = groupBy(fileRows, (f) => f.entryId);
  const catTextsById = groupBy(catTexts, (c) => c.moduleCatId);
  const out: (EntrySummary & { content?: string | null; updatedAt?: string })[] = [];
  for (const row of rows) {
    const rowTexts = textsById.get(row.id) ?? [];
    const picked = pickTranslation(rowTexts, lang);
    if (!picked) continue;
    const cat = row.catId === null ? undefined : catRows.find((c) => c.id === row.catId);
    const catText = row.catId === null ? undefined : pickTranslation(catTextsById.get(row.catId) ?? [], lang);
    const catTitle = catText?.value.title;
    // A file for one language only is offered in that language, else the visitor's nearest one.
    const entryFileRows = filesById.get(row.id) ?? [];
    const fileLangs = new Set(entryFileRows.map((f) => f.lang));
    const wanted = fileLangs.has(lang) ? lang : picked.lang;
    const refs: FileRef[] = entryFileRows
      .filter((f) => f.lang === null || f.lang === wanted || !fileLangs.has(wanted))
      .map((f) => ({ id: f.id, name: f.name, mime: f.mime, size: f.size, url: fileUrl(f), kind: f.kind, lang: f.lang }));
    const summary: EntrySummary & { content?: string | null; updatedAt?: string } = {
      id: row.id,
      module: row.module,
      slug: row.slug,
      title: picked.value.title,
      summary: picked.value.summary,
      publishedAt: row.publishedAt.toISOString(),
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      isTop: row.isTop,
      url: row.url,
      category: cat && catTitle ? { id: cat.id, slug: cat.slug, title: catTitle, lang: catText.lang } : null,
      data: { ...row.data, ...picked.value.data },
      lang: picked.lang,
      languages: languagesOf(rowTexts),
      fallback: picked.fallback,
      files: refs,
    };
    if (withContent) {
      summary.content = sanitizeHtml(picked.value.content) || null;
      const newest = [row.updatedAt, picked.value.updatedAt].sort((a, b) => b.getTime() - a.getTime())[0] ?? row.updatedAt;
      summary.updatedAt = newest.toISOString();
    }
    out.push(summary);
  }
  return out;
}

/** A page of entries and the total matching the filter (SPEC §3 "Paged list"). */
export async function listEntries(db: Queryable, lang: Language, filter: EntryFilter): Promise<Paged<EntrySummary>> {
  const pageSize = Math.min(Math.max(filter.pageSize ?? 10, 1), MAX_PAGE_SIZE);
  const page = Math.max(filter.page ?? 1, 1);
  const { rows, total } = await entryPage(db, filter, page, pageSize);
  return { data: await decorate(db, rows, lang, false), total };
}

/** One published entry of a module, with its content; unknown, draft or future ids are a 404. */
export async function getEntry(db: Queryable, module: string, id: number, lang: Language, now = new Date()): Promise<EntryDetail> {
  const row = await publishedEntryRow(db, module, id, now);
  if (!row) throw new NotFoundError();
  const [detail] = await decorate(db, [row], lang, true);
  if (!detail) throw new NotFoundError();
  return { ...detail, content: detail.content ?? null, updatedAt: detail.updatedAt ?? detail.publishedAt };
}

/**
 * One published entry of any module (SPEC §7 /cms/information): by `id`, or by
 * `module` and `slug`; a given module must be the entry's own. Unknown, draft,
 * offline or future entries are a 404, as in `getEntry`.
 */
export async function getInformation(
  db: Queryable,
  lang: Language,
  target: { id?: number | undefined; module?: string | undefined; slug?: string | undefined },
  now = new Date(),
): Promise<EntryDetail> {
  const row = await findEntryKey(db, target);
  if (!row) throw new NotFoundError();
  return getEntry(db, row.module, row.id, lang, now);
}

/**
 * The entries just before and after one in the order of a list (SPEC §7
 * news_with_brother): `previous` is newer, `next` is older for a newest-first list.
 */
export async function getNeighbours(
  db: Queryable,
  lang: Language,
  filter: EntryFilter,
  id: number,
): Promise<{ previous: EntrySummary | null; next: EntrySummary | null }> {
  const ordered = await orderedEntryIds(db, filter);
  const index = ordered.findIndex((r) => r.id === id);
  if (index < 0) return { previous: null, next: null };
  const neighbourIds = [ordered[index - 1]?.id, ordered[index + 1]?.id].filter((v): v is number => v !== undefined);
  const rows = await entryRowsByIds(db, neighbourIds);
  const decorated = await decorate(db, rows, lang, false);
  const find = (target: number | undefined) => decorated.find((d) => d.id === target) ?? null;
  return { previous: find(ordered[index - 1]?.id), next: find(ordered[index + 1]?.id) };
}

/**
 * One published entry of a module by its slug, if it is filed in one of these
 * categories or below one: its title in the visitor's language (or the nearest one)
 * and its category's slug; null when there is none. One query, however long the list.
 */
export async function findEntryInCategories(
  db: Queryable,
  lang: Language,
  target: { module: string; slug: string; catModule: string; catSlugs: readonly string[]; now?: Date },
): Promise<{ id: number; slug: string; title: string; catSlug: string | null } | null> {
  const rows = await publishedEntryBySlugInCategories(db, { ...target, includeSubCats: true, now: target.now ?? new Date() });
  const picked = pickTranslation(rows, lang);
  if (!picked?.value.slug) return null;
  return { id: picked.value.id, slug: picked.value.slug, title: picked.value.title, catSlug: picked.value.catSlug };
}
