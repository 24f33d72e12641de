/** Writing register records (seed and monthly import), in batches so 120,000 rows load in seconds. */
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '#src/server/db/open.ts';
import { registerClerks, registerEditions, registerIntermediaries } from '#src/server/db/schema.ts';
import { searchColumns } from './fold.ts';
import type { ClerkRecord, IntermediaryRecord } from './records.ts';

const BATCH = 2000;

export const intermediaryRow = (r: IntermediaryRecord) => ({ ...r, ...searchColumns(r.name, r.nameZh) });
export const clerkRow = (r: ClerkRecord) => ({ ...r, ...searchColumns(r.name, r.nameZh) });

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

export async function insertIntermediaries(db: Queryable, records: readonly IntermediaryRecord[]): Promise<void> {
  await insertJson(db, registerIntermediaries, records.map(intermediaryRow));
}

export async function insertClerks(db: Queryable, records: readonly ClerkRecord[]): Promise<void> {
  await insertJson(db, registerClerks, records.map(clerkRow));
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

export async function setEdition(db: Queryable, register: 'intermediaries' | 'clerks', updatedOn: string, importedAt?: Date): Promise<void> {
  const at = importedAt ?? new Date();
  await db
    .insert(registerEditions)
    .values({ register, updatedOn, importedAt: at })
    .onConflictDoUpdate({ target: registerEditions.register, set: { updatedOn, importedAt: at } });
}

export async function clearRegisters(db: Queryable): Promise<void> {
  await db.execute(sql`truncate register_intermediaries, register_clerks, register_insurers, register_editions restart identity`);
}
