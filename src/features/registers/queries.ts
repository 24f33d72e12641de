/**
 * The register's SQL (SPEC §5 register search): conditions and reads over the
 * register tables, no rules. Names are matched in folded form (fold.ts): short
 * queries through the token array, longer Latin ones through the trigram index;
 * the licence number by substring (trigram) or, when whole, through the unique
 * index. Rows come in register order. The service (service.ts) decides which
 * conditions a search has. Last, the writes of the seed and the monthly import
 * (write.ts and import.ts hold their rules).
 */
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { containsPattern } from '#src/server/db/like.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { registerClerks, registerEditions, registerImports, registerInsurers, registerIntermediaries } from './schema.ts';
import { LICENCE_CATEGORIES, REGISTER_STATUSES, type Clerk, type Insurer, type LicenceCategory, type RegisterStatus } from './contract.ts';
import { foldText, nameQueryPlan } from './fold.ts';

/** What a search of the intermediaries asks, every default already applied and the licence number normalised. */
export interface IntermediaryConditions {
  categories: readonly LicenceCategory[];
  statuses: readonly RegisterStatus[];
  name?: string | undefined;
  licenceNo?: string | undefined;
  validOn?: string | undefined;
}

/** What a search of the clerks asks (the licence number normalised). */
export interface ClerkConditions {
  name?: string | undefined;
  licenceNo?: string | undefined;
  validOn?: string | undefined;
}

function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** Name condition on a table with `search_name` and `search_tokens`. */
function nameCondition(searchName: PgColumn, searchTokens: PgColumn, query: string): SQL | undefined {
  const folded = foldText(query);
  if (!folded) return undefined;
  const plan = nameQueryPlan(folded);
  const parts: SQL[] = [];
  if (plan.tokens.length) parts.push(sql`${searchTokens} @> ${textArray(plan.tokens)}`);
  if (plan.like) parts.push(sql`${searchName} like ${containsPattern(plan.like)}`);
  return and(...parts);
}

const FULL_LICENCE = /^[A-Z]{3}-\d{3,8}\/\d{2}$/;

export function intermediaryWhere(c: IntermediaryConditions): SQL | undefined {
  const t = registerIntermediaries;
  const conds: (SQL | undefined)[] = [];
  // Every category or every status is no condition at all.
  if (!c.categories.length) conds.push(sql`false`);
  else if (c.categories.length < LICENCE_CATEGORIES.length) conds.push(inArray(t.category, [...c.categories]));
  if (c.statuses.length < REGISTER_STATUSES.length) conds.push(inArray(t.status, [...c.statuses]));
  if (c.name) conds.push(nameCondition(t.searchName, t.searchTokens, c.name));
  if (c.licenceNo) {
    // A whole licence number is one row of the unique index; a part of one, a trigram search.
    if (FULL_LICENCE.test(c.licenceNo)) conds.push(eq(t.licenceNo, c.licenceNo));
    else conds.push(sql`${t.licenceNo} like ${containsPattern(c.licenceNo)}`);
  }
  if (c.validOn) {
    conds.push(lte(t.authorisedOn, c.validOn));
    conds.push(or(gte(t.lifeValidUntil, c.validOn), gte(t.generalValidUntil, c.validOn)));
    // A suspended licence is not valid during its suspension.
    conds.push(sql`not (${t.suspendedFrom} is not null and ${t.suspendedFrom} <= ${c.validOn} and ${t.suspendedTo} >= ${c.validOn})`);
  }
  return and(...conds);
}

export function clerkWhere(c: ClerkConditions): SQL | undefined {
  const k = registerClerks;
  const conds: (SQL | undefined)[] = [];
  if (c.name) conds.push(nameCondition(k.searchName, k.searchTokens, c.name));
  if (c.licenceNo) conds.push(or(sql`${k.registrationNo} like ${containsPattern(c.licenceNo)}`, eq(k.intermediaryLicenceNo, c.licenceNo)));
  if (c.validOn) conds.push(lte(k.registeredOn, c.validOn), gte(k.validUntil, c.validOn));
  return and(...conds);
}

/** The edition row of a register (its update date and when it was imported), if it was ever loaded. */
export async function selectEdition(db: Queryable, register: 'intermediaries' | 'clerks'): Promise<{ updatedOn: string; importedAt: Date } | undefined> {
  const [row] = await db
    .select({ updatedOn: registerEditions.updatedOn, importedAt: registerEditions.importedAt })
    .from(registerEditions)
    .where(eq(registerEditions.register, register));
  return row;
}

export function selectInsurers(db: Queryable): Promise<Insurer[]> {
  return db
    .select({ code: registerInsurers.code, kind: registerInsurers.kind, name: registerInsurers.name, nameZh: registerInsurers.nameZh })
    .from(registerInsurers)
    .orderBy(asc(registerInsurers.sortOrder), asc(registerInsurers.code));
}

/** Every column but the internal ones (id and the search columns). */
const intermediarySelect = (() => {
  const cols: Partial<ReturnType<typeof getTableColumns<typeof registerIntermediaries>>> = { ...getTableColumns(registerIntermediaries) };
  delete cols.id;
  delete cols.searchName;
  delete cols.searchTokens;
  return cols as Omit<ReturnType<typeof getTableColumns<typeof registerIntermediaries>>, 'id' | 'searchName' | 'searchTokens'>;
})();

export type IntermediaryRow = Omit<typeof registerIntermediaries.$inferSelect, 'id' | 'searchName' | 'searchTokens'>;

export function selectIntermediaryPage(db: Queryable, where: SQL | undefined, limit: number, offset: number): Promise<IntermediaryRow[]> {
  return db.select(intermediarySelect).from(registerIntermediaries).where(where).orderBy(asc(registerIntermediaries.number)).limit(limit).offset(offset);
}

/** The next rows after register number `afterNumber` (keyset paging, for exports). */
export function selectIntermediariesAfter(db: Queryable, where: SQL | undefined, afterNumber: number, limit: number): Promise<IntermediaryRow[]> {
  return db
    .select(intermediarySelect)
    .from(registerIntermediaries)
    .where(and(where, sql`${registerIntermediaries.number} > ${afterNumber}`))
    .orderBy(asc(registerIntermediaries.number))
    .limit(limit);
}

/** Matching rows; with `cap`, counting stops there. */
export async function countIntermediaryRows(db: Queryable, where: SQL | undefined, cap?: number): Promise<number> {
  if (cap !== undefined) {
    const capped = db.select({ one: sql`1` }).from(registerIntermediaries).where(where).limit(cap).as('capped');
    const [row] = await db.select({ n: count() }).from(capped);
    return Number(row?.n ?? 0);
  }
  const [row] = await db.select({ n: count() }).from(registerIntermediaries).where(where);
  return Number(row?.n ?? 0);
}

export async function selectIntermediaryByLicence(db: Queryable, licenceNo: string): Promise<IntermediaryRow | undefined> {
  const rows = await db.select(intermediarySelect).from(registerIntermediaries).where(eq(registerIntermediaries.licenceNo, licenceNo)).limit(1);
  return rows[0];
}

/** Clerks with the name of the intermediary each works for. */
export function selectClerkPage(db: Queryable, where: SQL | undefined, limit: number, offset: number): Promise<Clerk[]> {
  const i = registerIntermediaries;
  const c = registerClerks;
  return db
    .select({
      number: c.number,
      registrationNo: c.registrationNo,
      name: c.name,
      nameZh: c.nameZh,
      intermediaryLicenceNo: c.intermediaryLicenceNo,
      intermediaryName: i.name,
      intermediaryNameZh: i.nameZh,
      registeredOn: c.registeredOn,
      validUntil: c.validUntil,
      updatedOn: c.updatedOn,
    })
    .from(c)
    .leftJoin(i, eq(i.licenceNo, c.intermediaryLicenceNo))
    .where(where)
    .orderBy(asc(c.number))
    .limit(limit)
    .offset(offset);
}

export async function countClerkRows(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(registerClerks).where(where);
  return Number(row?.n ?? 0);
}

// --- Writing: the seed and the monthly import ---------------------------------------------

/** The insurer codes a register file may name. */
export async function selectInsurerCodes(db: Queryable): Promise<string[]> {
  return (await db.select({ code: registerInsurers.code }).from(registerInsurers)).map((r) => r.code);
}

/** Every intermediary, in no order (the import compares them with the file). */
export function selectAllIntermediaries(db: Queryable): Promise<IntermediaryRow[]> {
  return db.select(intermediarySelect).from(registerIntermediaries);
}

/** One import at a time (a transaction-scoped advisory lock): the second waits, then sees what the first wrote. */
export async function lockRegisterImport(db: Queryable): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(7264101)`);
}

export async function deleteAllIntermediaries(db: Queryable): Promise<void> {
  await db.execute(sql`delete from register_intermediaries`);
}

const BATCH = 2000;

/**
 * Rows go in as ONE JSON parameter per batch, unpacked by json_to_recordset: far
 * fewer bound parameters than a multi-row VALUES (26 per row), which is what a
 * 120,000-row load spends its time on. Works alike on PGlite and PostgreSQL.
 */
async function insertJson(db: Queryable, table: PgTable, rows: readonly Record<string, unknown>[]): Promise<void> {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in (rows[0] ?? {}));
  const names = sql.join(columns.map(([, c]) => sql.identifier(c.name)), sql`, `);
  const fields = sql.join(columns.map(([key]) => sql.identifier(key)), sql`, `);
  const types = sql.join(columns.map(([key, c]) => sql`${sql.identifier(key)} ${sql.raw(c.getSQLType())}`), sql`, `);
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = JSON.stringify(rows.slice(i, i + BATCH));
    await db.execute(sql`insert into ${table} (${names}) select ${fields} from json_to_recordset(${batch}::json) as x(${types})`);
  }
}

export async function insertIntermediaryRows(db: Queryable, rows: readonly Record<string, unknown>[]): Promise<void> {
  await insertJson(db, registerIntermediaries, rows);
}

export async function insertClerkRows(db: Queryable, rows: readonly Record<string, unknown>[]): Promise<void> {
  await insertJson(db, registerClerks, rows);
}

const GIN_INDEXES = [
  'register_intermediaries_name_trgm_idx',
  'register_intermediaries_tokens_idx',
  'register_intermediaries_licence_trgm_idx',
  'register_clerks_name_trgm_idx',
  'register_clerks_tokens_idx',
  'register_clerks_registration_trgm_idx',
];

/**
 * After a bulk load: GIN indexes first collect new entries in a pending list that
 * every search scans linearly until it is merged (autovacuum would do it, and PGlite
 * has none), and the planner needs fresh statistics to choose the indexes at all.
 * Without this, a search of 120,000 rows takes hundreds of milliseconds.
 */
export async function afterBulkLoad(db: Queryable): Promise<void> {
  for (const name of GIN_INDEXES) await db.execute(sql`select gin_clean_pending_list(${name}::regclass)`);
  await db.execute(sql`analyze register_intermediaries`);
  await db.execute(sql`analyze register_clerks`);
  await db.execute(sql`analyze register_insurers`);
}

export async function upsertEdition(db: Queryable, register: 'intermediaries' | 'clerks', updatedOn: string, importedAt: Date): Promise<void> {
  await db
    .insert(registerEditions)
    .values({ register, updatedOn, importedAt })
    .onConflictDoUpdate({ target: registerEditions.register, set: { updatedOn, importedAt } });
}

/** Empties every register table and restarts their ids (the seed's reset). */
export async function clearRegisters(db: Queryable): Promise<void> {
  await db.execute(sql`truncate register_intermediaries, register_clerks, register_insurers, register_editions restart identity`);
}

// ---------------------------------------------------------------------------
// The monthly imports of the back office (`register_imports`).
// ---------------------------------------------------------------------------

export type RegisterImportRow = typeof registerImports.$inferSelect;
export type RegisterImportStatus = RegisterImportRow['status'];
const { fileBytes: _bytes, ...importSummaryColumns } = getTableColumns(registerImports);
export type RegisterImportSummary = Omit<RegisterImportRow, 'fileBytes'>;

export async function insertRegisterImport(db: Queryable, row: typeof registerImports.$inferInsert): Promise<void> {
  await db.insert(registerImports).values(row);
}

/** The imports without their files, newest first, optionally of some statuses. */
export async function selectRegisterImports(db: Queryable, statuses: readonly RegisterImportStatus[] | undefined, limit: number, offset: number): Promise<{ rows: RegisterImportSummary[]; total: number }> {
  const where = statuses?.length ? inArray(registerImports.status, [...statuses]) : undefined;
  const rows = await db.select(importSummaryColumns).from(registerImports).where(where).orderBy(desc(registerImports.uploadedAt), desc(registerImports.id)).limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(registerImports).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function selectRegisterImport(db: Queryable, id: string): Promise<RegisterImportSummary | undefined> {
  return (await db.select(importSummaryColumns).from(registerImports).where(eq(registerImports.id, id)))[0];
}

/** An import with its file, locked for the rest of the transaction (confirming or refusing it). */
export async function selectRegisterImportForUpdate(db: Queryable, id: string): Promise<RegisterImportRow | undefined> {
  return (await db.select().from(registerImports).where(eq(registerImports.id, id)).for('update'))[0];
}

export async function selectRegisterImportFile(db: Queryable, id: string): Promise<{ fileName: string; fileBytes: Buffer } | undefined> {
  return (await db.select({ fileName: registerImports.fileName, fileBytes: registerImports.fileBytes }).from(registerImports).where(eq(registerImports.id, id)))[0];
}

/** Pending imports become superseded (a newer upload came); returns their ids. */
export async function supersedePendingImports(db: Queryable, exceptId: string, at: Date): Promise<string[]> {
  const rows = await db
    .update(registerImports)
    .set({ status: 'superseded', decidedAt: at })
    .where(and(eq(registerImports.status, 'pending'), sql`${registerImports.id} <> ${exceptId}`))
    .returning({ id: registerImports.id });
  return rows.map((r) => r.id);
}

/** Settles a pending import (one conditional update: only one person's decision counts); false when it was no longer pending. */
export async function settleRegisterImport(
  db: Queryable,
  id: string,
  change: { status: 'confirmed' | 'refused' | 'outdated'; decidedBy: string | null; decidedByEmail: string | null; decidedAt: Date; note: string | null },
): Promise<boolean> {
  const rows = await db
    .update(registerImports)
    .set(change)
    .where(and(eq(registerImports.id, id), eq(registerImports.status, 'pending')))
    .returning({ id: registerImports.id });
  return rows.length === 1;
}

/** How many imports wait for a second person, and how many of them another person uploaded. */
export async function countPendingImports(db: Queryable, notUploadedBy: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(registerImports)
    .where(and(eq(registerImports.status, 'pending'), sql`${registerImports.uploadedBy} <> ${notUploadedBy}`));
  return row?.n ?? 0;
}
