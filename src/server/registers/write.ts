/** Writing register records (seed and monthly import), in batches so 120,000 rows load in seconds. */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/open.ts';
import { registerClerks, registerEditions, registerInsurers, registerIntermediaries } from '../db/schema.ts';
import { searchColumns } from './fold.ts';
import { INSURERS } from './names-data.ts';
import type { ClerkRecord, IntermediaryRecord } from './records.ts';

const BATCH = 500;

export const intermediaryRow = (r: IntermediaryRecord) => ({ ...r, ...searchColumns(r.name, r.nameZh) });
export const clerkRow = (r: ClerkRecord) => ({ ...r, ...searchColumns(r.name, r.nameZh) });

export async function insertIntermediaries(db: Queryable, records: readonly IntermediaryRecord[]): Promise<void> {
  for (let i = 0; i < records.length; i += BATCH) {
    await db.insert(registerIntermediaries).values(records.slice(i, i + BATCH).map(intermediaryRow));
  }
}

export async function insertClerks(db: Queryable, records: readonly ClerkRecord[]): Promise<void> {
  for (let i = 0; i < records.length; i += BATCH) {
    await db.insert(registerClerks).values(records.slice(i, i + BATCH).map(clerkRow));
  }
}

export async function writeInsurers(db: Queryable): Promise<number> {
  await db
    .insert(registerInsurers)
    .values(INSURERS.map((ins, i) => ({ ...ins, sortOrder: i })))
    .onConflictDoNothing({ target: registerInsurers.code });
  return INSURERS.length;
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
