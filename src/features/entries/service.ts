/**
 * Entries of the CMS modules (news, laws, FAQ, holidays, downloads, …): paged
 * lists with the filters of SPEC §7 (category with its sub-categories, date
 * range, year, keyword) and single entries with their files and neighbours.
 * Each module builds on these and validates its own `data`.
 */
import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { EntryDetail, EntrySummary, FileRef, Paged } from './contract.ts';
import { containsPattern } from '#src/server/db/like.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { inParallel } from '#src/server/db/parallel.ts';
import { entries, entryFiles, entryI18n, files, moduleCatI18n, moduleCats } from '#src/server/db/schema.ts';
import { sanitizeHtml } from './sanitize.ts';
import { groupBy, languagesOf, pickTranslation } from './translations.ts';
import { fileUrl } from '#src/features/files/service.ts';
import { NotFoundError } from '#src/server/http/errors.ts';

export type EntryOrder = 'newest' | 'oldest' | 'starts-asc' | 'starts-desc' | 'manual';

export interface EntryFilter {
  module: string;
  /** Category slugs of the module's category set; with `includeSubCats`, their descendants too. */
  catSlugs?: string[] | undefined;
  catModule?: string | undefined;
  includeSubCats?: boolean | undefined;
  /** Published on or after / before or on these dates (YYYY-MM-DD, Macao time). */
  begin?: string | undefined;
  end?: string | undefined;
  /** Year of publication, or of `startsOn` when `yearOf` is 'starts'. */
  year?: number | undefined;
  month?: number | undefined;
  yearOf?: 'published' | 'starts';
  keyword?: string | undefined;
  order?: EntryOrder;
  page?: number;
  pageSize?: number;
  /** Only entries on the home page (`isTop`). */
  topOnly?: boolean;
  now?: Date;
}

export const MAX_PAGE_SIZE = 100;

/** Macao is UTC+8 all year: a date of the site is a Macao date. */
const MACAO_OFFSET = '+08:00';
const startOfDay = (date: string) => new Date(`${date}T00:00:00${MACAO_OFFSET}`);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** The ids of categories with these slugs and, if asked, all their descendants. */
export async function categoryIds(db: Queryable, catModule: string, slugs: string[], includeSubCats: boolean): Promise<number[]> {
  const all = await db.select({ id: moduleCats.id, slug: moduleCats.slug, parentId: moduleCats.parentId }).from(moduleCats).where(eq(moduleCats.module, catModule));
  const ids = new Set(all.filter((c) => slugs.includes(c.slug)).map((c) => c.id));
  if (includeSubCats) {
    let grew = true;
    while (grew) {
      grew = false;
      for (const c of all) {
        if (c.parentId !== null && ids.has(c.parentId) && !ids.has(c.id)) {
          ids.add(c.id);
          grew = true;
        }
      }
    }
  }
  return [...ids];
}

async function whereOf(db: Queryable, filter: EntryFilter): Promise<SQL | undefined> {
  const now = filter.now ?? new Date();
  const conditions: (SQL | undefined)[] = [eq(entries.module, filter.module), eq(entries.status, 'published'), lte(entries.publishedAt, now)];
  if (filter.catSlugs?.length) {
    const ids = await categoryIds(db, filter.catModule ?? filter.module, filter.catSlugs, filter.includeSubCats ?? false);
    conditions.push(ids.length ? inArray(entries.catId, ids) : sql`false`);
  }
  if (filter.begin) conditions.push(gte(entries.publishedAt, startOfDay(filter.begin)));
  if (filter.end) conditions.push(lt(entries.publishedAt, addDays(startOfDay(filter.end), 1)));
  if (filter.year !== undefined) {
    if (filter.yearOf === 'starts') {
      const month = filter.month ? String(filter.month).padStart(2, '0') : undefined;
      conditions.push(ilike(entries.startsOn, month ? `${filter.year}-${month}-%` : `${filter.year}-%`));
    } else {
      const from = filter.month ? `${filter.year}-${String(filter.month).padStart(2, '0')}-01` : `${filter.year}-01-01`;
      const to = filter.month
        ? filter.month === 12
          ? `${filter.year + 1}-01-01`
          : `${filter.year}-${String(filter.month + 1).padStart(2, '0')}-01`
        : `${filter.year + 1}-01-01`;
      conditions.push(gte(entries.publishedAt, startOfDay(from)), lt(entries.publishedAt, startOfDay(to)));
    }
  }
  if (filter.topOnly) conditions.push(eq(entries.isTop, true));
  if (filter.keyword?.trim()) {
    const pattern = containsPattern(filter.keyword.trim());
    conditions.push(
      sql`exists (select 1 from ${entryI18n} where ${entryI18n.entryId} = ${entries.id} and (${entryI18n.title} ilike ${pattern} or ${entryI18n.summary} ilike ${pattern}))`,
    );
  }
  return and(...conditions);
}

function orderOf(order: EntryOrder = 'newest') {
  switch (order) {
    case 'oldest':
      return [asc(entries.publishedAt), asc(entries.id)];
    case 'starts-asc':
      return [asc(entries.startsOn), asc(entries.sortOrder), asc(entries.id)];
    case 'starts-desc':
      return [desc(entries.startsOn), asc(entries.sortOrder), desc(entries.id)];
    case 'manual':
      return [asc(entries.sortOrder), asc(entries.id)];
    default:
      return [desc(entries.isTop), desc(entries.publishedAt), desc(entries.id)];
  }
}

type EntryRow = typeof entries.$inferSelect;

async function decorate(db: Queryable, rows: EntryRow[], lang: Language, withContent: boolean): Promise<(EntrySummary & { content?: string | null; updatedAt?: string })[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const catIdList = [...new Set(rows.map((r) => r.catId).filter((id): id is number => id !== null))];
  const [texts, fileRows, catTexts, catRows] = await inParallel(db, [
    // A list shows titles and summaries: the article HTML is read only for a detail.
    () =>
      withContent
        ? db.select().from(entryI18n).where(inArray(entryI18n.entryId, ids))
        : db
          .select({
            entryId: entryI18n.entryId,
            lang: entryI18n.lang,
            title: entryI18n.title,
            summary: entryI18n.summary,
            content: sql<string | null>`null`,
            data: entryI18n.data,
            updatedAt: entryI18n.updatedAt,
          })
          .from(entryI18n)
          .where(inArray(entryI18n.entryId, ids)),
    () =>
      db
      .select({
        entryId: entryFiles.entryId,
        kind: entryFiles.kind,
        lang: entryFiles.lang,
        sortOrder: entryFiles.sortOrder,
        id: files.id,
        name: files.name,
        mime: files.mime,
        size: files.size,
      })
      .from(entryFiles)
      .innerJoin(files, eq(files.id, entryFiles.fileId))
      .where(inArray(entryFiles.entryId, ids))
      .orderBy(asc(entryFiles.sortOrder), asc(entryFiles.id)),
    () => (catIdList.length ? db.select().from(moduleCatI18n).where(inArray(moduleCatI18n.moduleCatId, catIdList)) : Promise.resolve([])),
    () =>
      catIdList.length ? db.select({ id: moduleCats.id, slug: moduleCats.slug }).from(moduleCats).where(inArray(moduleCats.id, catIdList)) : Promise.resolve([]),
  ]);
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
  const where = await whereOf(db, filter);
  const [rows, [count]] = await inParallel(db, [
    () =>
      db
      .select()
      .from(entries)
      .where(where)
      .orderBy(...orderOf(filter.order))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    () => db.select({ total: sql<number>`count(*)::int` }).from(entries).where(where),
  ]);
  return { data: await decorate(db, rows, lang, false), total: count?.total ?? 0 };
}

/** One published entry of a module, with its content; unknown, draft or future ids are a 404. */
export async function getEntry(db: Queryable, module: string, id: number, lang: Language, now = new Date()): Promise<EntryDetail> {
  const [row] = await db
    .select()
    .from(entries)
    .where(and(eq(entries.id, id), eq(entries.module, module), eq(entries.status, 'published'), lte(entries.publishedAt, now)))
    .limit(1);
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
  const where =
    target.id !== undefined
      ? and(eq(entries.id, target.id), target.module === undefined ? undefined : eq(entries.module, target.module))
      : target.module !== undefined && target.slug !== undefined
        ? and(eq(entries.module, target.module), eq(entries.slug, target.slug))
        : undefined;
  if (!where) throw new NotFoundError();
  const [row] = await db.select({ id: entries.id, module: entries.module }).from(entries).where(where).limit(1);
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
  const where = await whereOf(db, filter);
  const ordered = await db
    .select({ id: entries.id })
    .from(entries)
    .where(where)
    .orderBy(...orderOf(filter.order));
  const index = ordered.findIndex((r) => r.id === id);
  if (index < 0) return { previous: null, next: null };
  const neighbourIds = [ordered[index - 1]?.id, ordered[index + 1]?.id].filter((v): v is number => v !== undefined);
  const rows = neighbourIds.length ? await db.select().from(entries).where(inArray(entries.id, neighbourIds)) : [];
  const decorated = await decorate(db, rows, lang, false);
  const find = (target: number | undefined) => decorated.find((d) => d.id === target) ?? null;
  return { previous: find(ordered[index - 1]?.id), next: find(ordered[index + 1]?.id) };
}
