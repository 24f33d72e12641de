/**
 * SQL of the publishing workflow: versions, language states, and the copy of a
 * language's text into the public tables (`entries`, `entry_i18n`) when it is
 * published. The state changes that must happen once, whoever runs them, are single
 * conditional UPDATEs (`… WHERE state = 'scheduled' AND publish_at <= now RETURNING`).
 */
import { and, asc, desc, eq, inArray, isNotNull, max, sql, type SQL } from 'drizzle-orm';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { claimDue } from '#src/server/db/claim.ts';
import { containsPattern } from '#src/server/db/like.ts';
import { entries, entryFiles, entryI18n, moduleCatI18n, moduleCats } from '#src/features/entries/schema.ts';
import { entryLanguageStates, entryVersions, mediaItems, type DocumentFile, type EntryDocument, type LanguageState } from './schema.ts';

export type EntryRow = typeof entries.$inferSelect;
export type VersionRow = typeof entryVersions.$inferSelect;
export type StateRow = typeof entryLanguageStates.$inferSelect;

export async function entryRow(db: Queryable, id: number, lock = false): Promise<EntryRow | undefined> {
  const query = db.select().from(entries).where(eq(entries.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertDraftEntry(db: Queryable, module: string, doc: EntryDocument, now: Date): Promise<number> {
  const [row] = await db
    .insert(entries)
    .values({ module, catId: doc.catId, slug: doc.slug, status: 'draft', publishedAt: now, startsOn: doc.startsOn, endsOn: doc.endsOn, isTop: doc.isTop, sortOrder: doc.sortOrder ?? 0, url: doc.url, data: doc.data, createdAt: now, updatedAt: now })
    .returning({ id: entries.id });
  if (!row) throw new Error('insert into entries returned nothing');
  return row.id;
}

export async function touchEntry(db: Queryable, id: number, now: Date): Promise<void> {
  await db.update(entries).set({ updatedAt: now }).where(eq(entries.id, id));
}

export async function publishedTexts(db: Queryable, id: number) {
  return db.select({ lang: entryI18n.lang, title: entryI18n.title, summary: entryI18n.summary, content: entryI18n.content, data: entryI18n.data }).from(entryI18n).where(eq(entryI18n.entryId, id));
}

/** The files an entry has on the site, in their order. */
export async function publishedFiles(db: Queryable, id: number): Promise<DocumentFile[]> {
  return db.select({ fileId: entryFiles.fileId, kind: entryFiles.kind, lang: entryFiles.lang }).from(entryFiles).where(eq(entryFiles.entryId, id)).orderBy(asc(entryFiles.sortOrder), asc(entryFiles.id));
}

/** Of these files, those an editor may attach to this entry: the media library's, and those it already has on the site. */
export async function attachableFiles(db: Queryable, entryId: number | null, fileIds: number[]): Promise<Set<number>> {
  if (!fileIds.length) return new Set();
  const library = await db.select({ id: mediaItems.fileId }).from(mediaItems).where(inArray(mediaItems.fileId, fileIds));
  const own = entryId === null ? [] : await db.select({ id: entryFiles.fileId }).from(entryFiles).where(and(eq(entryFiles.entryId, entryId), inArray(entryFiles.fileId, fileIds)));
  return new Set([...library, ...own].map((r) => r.id));
}

/** The categories of a module with their titles, in their order (the editor's picker). */
export async function moduleCategories(db: Queryable, module: string) {
  const cats = await db.select({ id: moduleCats.id, slug: moduleCats.slug, parentId: moduleCats.parentId }).from(moduleCats).where(eq(moduleCats.module, module)).orderBy(asc(moduleCats.sortOrder), asc(moduleCats.id));
  const titles = cats.length ? await db.select().from(moduleCatI18n).where(inArray(moduleCatI18n.moduleCatId, cats.map((c) => c.id))) : [];
  return { cats, titles };
}

/** Another entry of the module with this slug (the public pages find items by it). */
export async function slugTaken(db: Queryable, module: string, slug: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: entries.id })
    .from(entries)
    .where(and(eq(entries.module, module), eq(entries.slug, slug), exceptId === null ? undefined : sql`${entries.id} <> ${exceptId}`))
    .limit(1);
  return row !== undefined;
}

export async function categoryModule(db: Queryable, catId: number): Promise<string | undefined> {
  const [row] = await db.select({ module: moduleCats.module }).from(moduleCats).where(eq(moduleCats.id, catId));
  return row?.module;
}

export async function latestVersion(db: Queryable, entryId: number): Promise<VersionRow | undefined> {
  const [row] = await db.select().from(entryVersions).where(eq(entryVersions.entryId, entryId)).orderBy(desc(entryVersions.number)).limit(1);
  return row;
}

export async function versionOf(db: Queryable, entryId: number, number: number): Promise<VersionRow | undefined> {
  const [row] = await db.select().from(entryVersions).where(and(eq(entryVersions.entryId, entryId), eq(entryVersions.number, number)));
  return row;
}

export function versionsOf(db: Queryable, entryId: number) {
  return db
    .select({ number: entryVersions.number, authorId: entryVersions.authorId, restoredFrom: entryVersions.restoredFrom, createdAt: entryVersions.createdAt })
    .from(entryVersions)
    .where(eq(entryVersions.entryId, entryId))
    .orderBy(desc(entryVersions.number));
}

export async function insertVersion(db: Queryable, row: { entryId: number; number: number; document: EntryDocument; authorId: string | null; restoredFrom?: number | null; createdAt: Date }): Promise<void> {
  await db.insert(entryVersions).values({ ...row, restoredFrom: row.restoredFrom ?? null });
}

export function statesOf(db: Queryable, entryId: number) {
  return db.select().from(entryLanguageStates).where(eq(entryLanguageStates.entryId, entryId)).orderBy(asc(entryLanguageStates.lang));
}

export async function hasStates(db: Queryable, entryId: number): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`1` }).from(entryLanguageStates).where(eq(entryLanguageStates.entryId, entryId)).limit(1);
  return row !== undefined;
}

type StateChange = Partial<Omit<StateRow, 'entryId' | 'lang'>>;

/** Creates or changes the state of one language. */
export async function putState(db: Queryable, entryId: number, lang: Language, change: StateChange & { updatedAt: Date }): Promise<void> {
  await db
    .insert(entryLanguageStates)
    .values({ entryId, lang, ...change })
    .onConflictDoUpdate({ target: [entryLanguageStates.entryId, entryLanguageStates.lang], set: change });
}

/**
 * Moves languages from one of `from` states to a new one, in one conditional UPDATE:
 * the languages it returns are the ones this call changed (a language another caller
 * moved first is not among them).
 */
export async function moveStates(db: Queryable, entryId: number, langs: readonly Language[], from: readonly LanguageState[], change: StateChange & { updatedAt: Date }): Promise<StateRow[]> {
  return db
    .update(entryLanguageStates)
    .set(change)
    .where(and(eq(entryLanguageStates.entryId, entryId), inArray(entryLanguageStates.lang, [...langs]), inArray(entryLanguageStates.state, [...from])))
    .returning();
}

/** Claims every scheduled publication that is due: one UPDATE, so each happens once whatever runs it. */
export function claimDuePublications(db: Queryable, now: Date): Promise<StateRow[]> {
  return claimDue(db, entryLanguageStates, { state: entryLanguageStates.state, from: 'scheduled', at: entryLanguageStates.publishAt }, { state: 'published', updatedAt: now }, now);
}

/** Claims every scheduled withdrawal that is due, the same way. */
export function claimDueWithdrawals(db: Queryable, now: Date): Promise<StateRow[]> {
  return claimDue(db, entryLanguageStates, { state: entryLanguageStates.state, from: 'published', at: entryLanguageStates.unpublishAt }, { state: 'unpublished', unpublishAt: null, updatedAt: now }, now);
}

/** Puts one language's text on the public site, with the shared fields of its version. */
export async function writePublicLanguage(db: Queryable, entryId: number, lang: Language, doc: EntryDocument, at: Date, now: Date): Promise<void> {
  const texts = doc.texts[lang];
  if (!texts) throw new Error(`version has no ${lang} text`);
  const [current] = await db.select({ status: entries.status }).from(entries).where(eq(entries.id, entryId));
  await db
    .update(entries)
    .set({
      catId: doc.catId,
      slug: doc.slug,
      startsOn: doc.startsOn,
      endsOn: doc.endsOn,
      isTop: doc.isTop,
      url: doc.url,
      data: doc.data,
      ...(doc.sortOrder === undefined ? {} : { sortOrder: doc.sortOrder }),
      status: 'published',
      // The date the editor set; else a first publication dates the entry (lists and alerts order by it) and a correction keeps it.
      ...(doc.publishedAt ? { publishedAt: new Date(doc.publishedAt) } : current?.status === 'published' ? {} : { publishedAt: at }),
      updatedAt: now,
    })
    .where(eq(entries.id, entryId));
  const data = texts.data ?? {};
  await db
    .insert(entryI18n)
    .values({ entryId, lang, title: texts.title, summary: texts.summary, content: texts.content, data, updatedAt: now })
    .onConflictDoUpdate({ target: [entryI18n.entryId, entryI18n.lang], set: { title: texts.title, summary: texts.summary, content: texts.content, ...(texts.data ? { data } : {}), updatedAt: now } });
  if (doc.files) await replaceFiles(db, entryId, doc.files);
}

/** The entry's files become the version's (only when they differ: the rows' triggers move the cache tags). */
async function replaceFiles(db: Queryable, entryId: number, wanted: readonly DocumentFile[]): Promise<void> {
  const current = await publishedFiles(db, entryId);
  const key = (f: DocumentFile) => `${String(f.fileId)}:${f.kind}:${f.lang ?? ''}`;
  if (current.map(key).join('|') === wanted.map(key).join('|')) return;
  await db.delete(entryFiles).where(eq(entryFiles.entryId, entryId));
  if (wanted.length) await db.insert(entryFiles).values(wanted.map((f, i) => ({ entryId, fileId: f.fileId, kind: f.kind, lang: f.lang, sortOrder: i })));
}

/** Takes one language off the public site; an entry with no language left goes offline. */
export async function removePublicLanguage(db: Queryable, entryId: number, langs: readonly Language[], now: Date): Promise<void> {
  if (langs.length) await db.delete(entryI18n).where(and(eq(entryI18n.entryId, entryId), inArray(entryI18n.lang, [...langs])));
  const [left] = await db.select({ n: sql<number>`count(*)::int` }).from(entryI18n).where(eq(entryI18n.entryId, entryId));
  if (!left?.n) await db.update(entries).set({ status: 'offline', updatedAt: now }).where(and(eq(entries.id, entryId), eq(entries.status, 'published')));
}

export interface StaffListFilter {
  modules: readonly string[];
  module?: string | undefined;
  catId?: number | undefined;
  state?: LanguageState | undefined;
  missing?: Language | undefined;
  q?: string | undefined;
  /** Only items with a language in this state that this person submitted or had returned (home screen). */
  submittedBy?: string | undefined;
}

const latestDocument = sql`(select v.document from ${entryVersions} v where v.entry_id = ${entries.id} order by v.number desc limit 1)`;

function listWhere(filter: StaffListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [filter.module ? eq(entries.module, filter.module) : inArray(entries.module, [...filter.modules])];
  if (filter.catId) conditions.push(eq(entries.catId, filter.catId));
  if (filter.state) {
    const stateMatch = sql`exists (select 1 from ${entryLanguageStates} s where s.entry_id = ${entries.id} and s.state = ${filter.state}${filter.submittedBy ? sql` and s.submitted_by = ${filter.submittedBy}` : sql``})`;
    // Entries never opened in the back office have no state rows: their published languages count as published.
    conditions.push(
      filter.state === 'published'
        ? sql`(${stateMatch} or (${entries.status} = 'published' and not exists (select 1 from ${entryLanguageStates} s where s.entry_id = ${entries.id})))`
        : stateMatch,
    );
  }
  if (filter.missing) {
    conditions.push(
      sql`not exists (select 1 from ${entryI18n} t where t.entry_id = ${entries.id} and t.lang = ${filter.missing}) and coalesce((${latestDocument})->'texts' ? ${filter.missing}, false) = false`,
    );
  }
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(sql`(exists (select 1 from ${entryI18n} t where t.entry_id = ${entries.id} and t.title ilike ${pattern}) or coalesce((${latestDocument})->>'texts', '') ilike ${pattern})`);
  }
  return and(...conditions);
}

export async function staffEntryPage(db: Queryable, filter: StaffListFilter, sort: 'id' | 'updatedAt' | 'publishedAt', order: 'ASC' | 'DESC', offset: number, limit: number) {
  const where = listWhere(filter);
  const column = sort === 'id' ? entries.id : sort === 'publishedAt' ? entries.publishedAt : entries.updatedAt;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: entries.id,
        module: entries.module,
        catId: entries.catId,
        status: entries.status,
        updatedAt: entries.updatedAt,
        document: sql<EntryDocument | null>`${latestDocument}`,
        version: sql<number | null>`(select max(v.number) from ${entryVersions} v where v.entry_id = ${entries.id})`,
      })
      .from(entries)
      .where(where)
      .orderBy(order === 'ASC' ? asc(column) : desc(column), order === 'ASC' ? asc(entries.id) : desc(entries.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(entries).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const [texts, states] = ids.length
    ? await Promise.all([
        db.select({ entryId: entryI18n.entryId, lang: entryI18n.lang, title: entryI18n.title }).from(entryI18n).where(inArray(entryI18n.entryId, ids)),
        db.select().from(entryLanguageStates).where(inArray(entryLanguageStates.entryId, ids)),
      ])
    : [[], []];
  return { rows, texts, states, total: count?.n ?? 0 };
}

/** Items with a language in `state` (submitted by this person, and only those returned with a note, if asked). */
export async function countStates(db: Queryable, state: LanguageState, submittedBy?: string, returnedOnly = false): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${entryLanguageStates.entryId})::int` })
    .from(entryLanguageStates)
    .where(
      and(
        eq(entryLanguageStates.state, state),
        submittedBy ? eq(entryLanguageStates.submittedBy, submittedBy) : undefined,
        returnedOnly ? isNotNull(entryLanguageStates.returnNote) : undefined,
      ),
    );
  return row?.n ?? 0;
}

export async function highestVersion(db: Queryable, entryId: number): Promise<number> {
  const [row] = await db.select({ n: max(entryVersions.number) }).from(entryVersions).where(eq(entryVersions.entryId, entryId));
  return row?.n ?? 0;
}
