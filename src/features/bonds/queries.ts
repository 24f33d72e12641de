/**
 * The SQL of the bond pages, apart from their rules (service.ts): the reads of
 * categories, bond records, information items and funds, and the conditions they
 * use: keywords in every language (LIKE patterns from `fold.ts`), the link from an
 * information item to its bond records, and the Macao-time date parts of the filters.
 */
import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { bondImports, bondInformationBonds, bondInvestmentFundI18n, bondInvestmentFunds, bondRecordI18n, bondRecords } from './schema.ts';
import { entries, entryI18n, moduleCatI18n, moduleCats } from '#src/features/entries/schema.ts';

/** A bond record whose issuer or instrument (any language), ISIN or bond number matches. */
function bondKeywordCondition(patterns: string[]): SQL | undefined {
  if (!patterns.length) return undefined;
  return or(
    ...patterns.flatMap((p) => [
      sql`${bondRecords.isin} ilike ${p}`,
      sql`${bondRecords.bondNumber} ilike ${p}`,
      sql`exists (select 1 from ${bondRecordI18n} where ${bondRecordI18n.bondId} = ${bondRecords.id} and (${bondRecordI18n.issuer} ilike ${p} or ${bondRecordI18n.instrument} ilike ${p}))`,
    ]),
  );
}

/** An information item linked to a bond record meeting `condition`. */
function linkedBondCondition(condition: SQL): SQL {
  return sql`exists (select 1 from ${bondInformationBonds} join ${bondRecords} on ${bondRecords.id} = ${bondInformationBonds.bondId} where ${bondInformationBonds.entryId} = ${entries.id} and ${condition})`;
}

/** An information item whose title (any language) or one of whose bond records matches. */
function informationKeywordCondition(patterns: string[]): SQL | undefined {
  if (!patterns.length) return undefined;
  const title = or(...patterns.map((p) => sql`${entryI18n.title} ilike ${p}`)) as SQL;
  return or(sql`exists (select 1 from ${entryI18n} where ${entryI18n.entryId} = ${entries.id} and ${title})`, linkedBondCondition(bondKeywordCondition(patterns) as SQL));
}

/** The month (1–12) of an entry's publication in Macao time. */
const publishedMonth = sql`extract(month from (${entries.publishedAt} at time zone 'Asia/Macau'))`;

/** The year of an entry's publication in Macao time. */
const publishedYear = sql<number>`extract(year from (${entries.publishedAt} at time zone 'Asia/Macau'))::int`;

/** A fund whose fund, sub-fund or manager name (any language) matches. */
function fundKeywordCondition(patterns: string[]): SQL | undefined {
  if (!patterns.length) return undefined;
  return sql`exists (select 1 from ${bondInvestmentFundI18n} m where m.fund_id = ${bondInvestmentFunds.id} and (${sql.join(
    patterns.map((p) => sql`m.fund_name ilike ${p} or m.sub_fund_name ilike ${p} or m.manager ilike ${p}`),
    sql` or `,
  )}))`;
}

/** The sub-fund name shown in `lang`: the language's row, else English (the register's order). */
function fundShownName(lang: Language): SQL {
  return sql`coalesce((select s.sub_fund_name from ${bondInvestmentFundI18n} s where s.fund_id = ${bondInvestmentFunds.id} and s.lang = ${lang}), (select s.sub_fund_name from ${bondInvestmentFundI18n} s where s.fund_id = ${bondInvestmentFunds.id} and s.lang = 'en'))`;
}

// --- Categories and bond types ----------------------------------------------------------

export type ModuleCatRow = typeof moduleCats.$inferSelect;
export type ModuleCatTextRow = typeof moduleCatI18n.$inferSelect;

/** A module's categories in their order. */
export function selectModuleCats(db: Queryable, module: string): Promise<ModuleCatRow[]> {
  return db.select().from(moduleCats).where(eq(moduleCats.module, module)).orderBy(asc(moduleCats.sortOrder), asc(moduleCats.id));
}

export function selectModuleCatTexts(db: Queryable, catIds: readonly number[]): Promise<ModuleCatTextRow[]> {
  if (!catIds.length) return Promise.resolve([]);
  return db.select().from(moduleCatI18n).where(inArray(moduleCatI18n.moduleCatId, [...catIds]));
}

// --- Bond records ---------------------------------------------------------------------------

export type BondRow = typeof bondRecords.$inferSelect;
export type BondTextRow = typeof bondRecordI18n.$inferSelect;

/** What a search of the ISIN list asks; a condition left out is no condition. */
export interface BondConditions {
  patterns: string[];
  currency?: BondRow['currency'] | undefined;
  typeId?: number | undefined;
  /** The back office's list only. */
  status?: BondRow['status'] | undefined;
}

function bondWhere(c: BondConditions): SQL | undefined {
  return and(
    bondKeywordCondition(c.patterns),
    c.currency ? eq(bondRecords.currency, c.currency) : undefined,
    c.typeId ? eq(bondRecords.typeId, c.typeId) : undefined,
    c.status ? eq(bondRecords.status, c.status) : undefined,
  );
}

/** One page of bond records, newest issues first. */
export function selectBondPage(db: Queryable, conditions: BondConditions, limit: number, offset: number): Promise<BondRow[]> {
  return db.select().from(bondRecords).where(bondWhere(conditions)).orderBy(desc(bondRecords.issueDate), asc(bondRecords.bondNumber)).limit(limit).offset(offset);
}

export async function countBonds(db: Queryable, conditions: BondConditions): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bondRecords).where(bondWhere(conditions));
  return row?.n ?? 0;
}

/** The bond record with this id (none or one row). */
export function selectBondById(db: Queryable, id: number): Promise<BondRow[]> {
  return db.select().from(bondRecords).where(eq(bondRecords.id, id)).limit(1);
}

/** These bond records, by bond number. */
export function selectBondsByIds(db: Queryable, ids: readonly number[]): Promise<BondRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db.select().from(bondRecords).where(inArray(bondRecords.id, [...ids])).orderBy(asc(bondRecords.bondNumber));
}

export function selectBondTexts(db: Queryable, bondIds: readonly number[]): Promise<BondTextRow[]> {
  if (!bondIds.length) return Promise.resolve([]);
  return db.select().from(bondRecordI18n).where(inArray(bondRecordI18n.bondId, [...bondIds]));
}

// --- Bond information -------------------------------------------------------------------------

export type EntryRow = typeof entries.$inferSelect;

/** What a list of information items asks; the service turns the reader's filter into these. */
export interface InformationConditions {
  module: string;
  now: Date;
  categoryId?: number | undefined;
  /** Published in [from, before). */
  publishedFrom?: Date | undefined;
  publishedBefore?: Date | undefined;
  /** Published in this month (1–12) of any year. */
  month?: number | undefined;
  bondTypeId?: number | undefined;
  patterns: string[];
}

/** The items of `module` published by `now`. */
const publishedBy = (module: string, now: Date) => [eq(entries.module, module), eq(entries.status, 'published'), lte(entries.publishedAt, now)];

function informationWhere(c: InformationConditions): SQL | undefined {
  const conditions: (SQL | undefined)[] = publishedBy(c.module, c.now);
  if (c.categoryId) conditions.push(eq(entries.catId, c.categoryId));
  if (c.publishedFrom && c.publishedBefore) conditions.push(gte(entries.publishedAt, c.publishedFrom), lt(entries.publishedAt, c.publishedBefore));
  else if (c.month) conditions.push(sql`${publishedMonth} = ${c.month}`);
  if (c.bondTypeId) conditions.push(linkedBondCondition(sql`${bondRecords.typeId} = ${c.bondTypeId}`));
  conditions.push(informationKeywordCondition(c.patterns));
  return and(...conditions);
}

/** One page of information items, newest first. */
export function selectInformationPage(db: Queryable, conditions: InformationConditions, limit: number, offset: number): Promise<EntryRow[]> {
  return db.select().from(entries).where(informationWhere(conditions)).orderBy(desc(entries.publishedAt), desc(entries.id)).limit(limit).offset(offset);
}

export async function countInformation(db: Queryable, conditions: InformationConditions): Promise<number> {
  const [row] = await db.select({ n: count() }).from(entries).where(informationWhere(conditions));
  return row?.n ?? 0;
}

/** The years (Macao time) in which `module` has items published by `now`, in no order. */
export async function selectInformationYears(db: Queryable, module: string, now: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: publishedYear })
    .from(entries)
    .where(and(...publishedBy(module, now)));
  return rows.map((r) => Number(r.year));
}

/** The entry with this id (none or one row). */
export function selectEntryById(db: Queryable, id: number): Promise<EntryRow[]> {
  return db.select().from(entries).where(eq(entries.id, id)).limit(1);
}

export function selectInformationTexts(db: Queryable, entryIds: readonly number[]) {
  return db
    .select({ entryId: entryI18n.entryId, lang: entryI18n.lang, title: entryI18n.title, summary: entryI18n.summary })
    .from(entryI18n)
    .where(inArray(entryI18n.entryId, [...entryIds]));
}

/** The bond records linked to these items, by bond number. */
export function selectLinkedBonds(db: Queryable, entryIds: readonly number[]) {
  return db
    .select({ entryId: bondInformationBonds.entryId, id: bondRecords.id, bondNumber: bondRecords.bondNumber, isin: bondRecords.isin, typeId: bondRecords.typeId })
    .from(bondInformationBonds)
    .innerJoin(bondRecords, eq(bondRecords.id, bondInformationBonds.bondId))
    .where(inArray(bondInformationBonds.entryId, [...entryIds]))
    .orderBy(asc(bondRecords.bondNumber));
}

/** The items about one bond published by `now`, newest first. */
export async function selectInformationOfBond(db: Queryable, bondId: number, now: Date): Promise<EntryRow[]> {
  const rows = await db
    .select({ entry: entries })
    .from(entries)
    .innerJoin(bondInformationBonds, eq(bondInformationBonds.entryId, entries.id))
    .where(and(eq(bondInformationBonds.bondId, bondId), eq(entries.status, 'published'), lte(entries.publishedAt, now)))
    .orderBy(desc(entries.publishedAt), desc(entries.id));
  return rows.map((r) => r.entry);
}

// --- Investment funds ---------------------------------------------------------------------------

export type FundRow = typeof bondInvestmentFunds.$inferSelect;
export type FundTextRow = typeof bondInvestmentFundI18n.$inferSelect;

/** One page of funds matching `patterns`, by the sub-fund name shown in `lang`, then id. */
export function selectFundPage(db: Queryable, patterns: string[], lang: Language, limit: number, offset: number): Promise<FundRow[]> {
  return db.select().from(bondInvestmentFunds).where(fundKeywordCondition(patterns)).orderBy(asc(fundShownName(lang)), asc(bondInvestmentFunds.id)).limit(limit).offset(offset);
}

export async function countFunds(db: Queryable, patterns: string[]): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bondInvestmentFunds).where(fundKeywordCondition(patterns));
  return row?.n ?? 0;
}

export function selectFundTexts(db: Queryable, fundIds: readonly number[]): Promise<FundTextRow[]> {
  if (!fundIds.length) return Promise.resolve([]);
  return db.select().from(bondInvestmentFundI18n).where(inArray(bondInvestmentFundI18n.fundId, [...fundIds]));
}

// --- Staff editing of bond records (issue 35) ---------------------------------------------------

/** A bond record's typed values as the back office writes them. */
export type BondValues = Omit<typeof bondRecords.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version'>;

/** Changes a bond record at `version` and raises its version; false when it does not exist or is at another version. */
export async function updateBondRecord(db: Queryable, id: number, version: number, values: BondValues, now: Date): Promise<boolean> {
  const rows = await db
    .update(bondRecords)
    .set({ ...values, version: sql`${bondRecords.version} + 1`, updatedAt: now })
    .where(and(eq(bondRecords.id, id), eq(bondRecords.version, version)))
    .returning({ id: bondRecords.id });
  return rows.length === 1;
}

/** Adds bond records; their ids in the same order. */
export async function insertBondRecords(db: Queryable, values: readonly BondValues[], now: Date): Promise<number[]> {
  if (!values.length) return [];
  const rows = await db
    .insert(bondRecords)
    .values(values.map((v) => ({ ...v, createdAt: now, updatedAt: now })))
    .returning({ id: bondRecords.id });
  return rows.map((r) => r.id);
}

/** Removes a bond record at `version` (its texts and links to information items go with it); false when none was. */
export async function deleteBondRecord(db: Queryable, id: number, version: number): Promise<boolean> {
  const rows = await db.delete(bondRecords).where(and(eq(bondRecords.id, id), eq(bondRecords.version, version))).returning({ id: bondRecords.id });
  return rows.length === 1;
}

/** The bond records holding any of these ISINs or bond numbers. */
export function selectBondsByKeys(db: Queryable, isins: readonly string[], numbers: readonly string[]): Promise<{ id: number; isin: string; bondNumber: string }[]> {
  if (!isins.length && !numbers.length) return Promise.resolve([]);
  return db
    .select({ id: bondRecords.id, isin: bondRecords.isin, bondNumber: bondRecords.bondNumber })
    .from(bondRecords)
    .where(or(isins.length ? inArray(bondRecords.isin, [...isins]) : undefined, numbers.length ? inArray(bondRecords.bondNumber, [...numbers]) : undefined));
}

/** Replaces a bond record's issuer and instrument texts (one row per language). */
export async function replaceBondTexts(db: Queryable, id: number, texts: readonly { lang: BondTextRow['lang']; issuer: string; instrument: string }[]): Promise<void> {
  await db.delete(bondRecordI18n).where(eq(bondRecordI18n.bondId, id));
  if (texts.length) await db.insert(bondRecordI18n).values(texts.map((t) => ({ bondId: id, ...t })));
}

/** Another bond record already holding this ISIN or bond number (the unique keys), if any. */
export async function selectBondClash(db: Queryable, id: number, isin: string, bondNumber: string): Promise<{ isin: string; bondNumber: string } | undefined> {
  const [row] = await db
    .select({ isin: bondRecords.isin, bondNumber: bondRecords.bondNumber })
    .from(bondRecords)
    .where(and(sql`${bondRecords.id} <> ${id}`, or(eq(bondRecords.isin, isin), eq(bondRecords.bondNumber, bondNumber))))
    .limit(1);
  return row;
}

/** Inserts many bond texts at once. */
export async function insertBondTexts(db: Queryable, texts: readonly { bondId: number; lang: BondTextRow['lang']; issuer: string; instrument: string }[]): Promise<void> {
  if (texts.length) await db.insert(bondRecordI18n).values([...texts]);
}

// --- Staff editing of investment funds (issue 35) ----------------------------------------------

export type FundValues = { authorizationDate: string };
export type FundTextValues = { lang: FundTextRow['lang']; fundName: string; subFundName: string; manager: string };

export function selectFundById(db: Queryable, id: number): Promise<FundRow[]> {
  return db.select().from(bondInvestmentFunds).where(eq(bondInvestmentFunds.id, id)).limit(1);
}

/** Adds funds; their ids in the same order. */
export async function insertFunds(db: Queryable, values: readonly FundValues[], now: Date): Promise<number[]> {
  if (!values.length) return [];
  const rows = await db
    .insert(bondInvestmentFunds)
    .values(values.map((v) => ({ ...v, createdAt: now, updatedAt: now })))
    .returning({ id: bondInvestmentFunds.id });
  return rows.map((r) => r.id);
}

/** Changes a fund at `version` and raises its version; false when it does not exist or is at another version. */
export async function updateFund(db: Queryable, id: number, version: number, values: FundValues, now: Date): Promise<boolean> {
  const rows = await db
    .update(bondInvestmentFunds)
    .set({ ...values, version: sql`${bondInvestmentFunds.version} + 1`, updatedAt: now })
    .where(and(eq(bondInvestmentFunds.id, id), eq(bondInvestmentFunds.version, version)))
    .returning({ id: bondInvestmentFunds.id });
  return rows.length === 1;
}

export async function deleteFund(db: Queryable, id: number, version: number): Promise<boolean> {
  const rows = await db.delete(bondInvestmentFunds).where(and(eq(bondInvestmentFunds.id, id), eq(bondInvestmentFunds.version, version))).returning({ id: bondInvestmentFunds.id });
  return rows.length === 1;
}

export async function replaceFundTexts(db: Queryable, id: number, texts: readonly FundTextValues[]): Promise<void> {
  await db.delete(bondInvestmentFundI18n).where(eq(bondInvestmentFundI18n.fundId, id));
  if (texts.length) await db.insert(bondInvestmentFundI18n).values(texts.map((t) => ({ fundId: id, ...t })));
}

export async function insertFundTexts(db: Queryable, texts: readonly (FundTextValues & { fundId: number })[]): Promise<void> {
  if (texts.length) await db.insert(bondInvestmentFundI18n).values([...texts]);
}

/** Every fund's English fund and sub-fund names (the key an import's duplicates are found by). */
export function selectFundEnglishNames(db: Queryable): Promise<{ fundId: number; fundName: string; subFundName: string }[]> {
  return db
    .select({ fundId: bondInvestmentFundI18n.fundId, fundName: bondInvestmentFundI18n.fundName, subFundName: bondInvestmentFundI18n.subFundName })
    .from(bondInvestmentFundI18n)
    .where(eq(bondInvestmentFundI18n.lang, 'en'));
}

// --- Imported files (issue 35) ------------------------------------------------------------------

export type BondImportRow = typeof bondImports.$inferSelect;
export type BondImportSummary = Omit<BondImportRow, 'content'>;

const importSummary = {
  id: bondImports.id,
  kind: bondImports.kind,
  fileName: bondImports.fileName,
  mediaType: bondImports.mediaType,
  sha256: bondImports.sha256,
  records: bondImports.records,
  importedBy: bondImports.importedBy,
  importedByEmail: bondImports.importedByEmail,
  importedAt: bondImports.importedAt,
};

export async function insertBondImport(db: Queryable, row: Omit<typeof bondImports.$inferInsert, 'id'>): Promise<number> {
  const [inserted] = await db.insert(bondImports).values(row).returning({ id: bondImports.id });
  if (!inserted) throw new Error('bond import not stored');
  return inserted.id;
}

/** One page of imports, newest first. */
export async function selectBondImports(db: Queryable, kind: BondImportRow['kind'] | undefined, limit: number, offset: number): Promise<{ rows: BondImportSummary[]; total: number }> {
  const where = kind ? eq(bondImports.kind, kind) : undefined;
  const [rows, [counted]] = await Promise.all([
    db.select(importSummary).from(bondImports).where(where).orderBy(desc(bondImports.importedAt), desc(bondImports.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(bondImports).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function selectBondImport(db: Queryable, id: number): Promise<BondImportRow | undefined> {
  const [row] = await db.select().from(bondImports).where(eq(bondImports.id, id)).limit(1);
  return row;
}
