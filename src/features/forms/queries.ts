/** SQL of the submissions kit (no rules: see service.ts). */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '#src/server/db/open.ts';
import { formRateLimits, formSequences, formSubmissions, formUploads } from './schema.ts';

export interface SubmissionRow {
  id: number;
  reference: string | null;
  fingerprint: string | null;
  /** JSON text. */
  response: string | null;
}

const submissionColumns = {
  id: formSubmissions.id,
  reference: formSubmissions.reference,
  fingerprint: formSubmissions.fingerprint,
  response: formSubmissions.response,
};

/**
 * Claims an idempotency key (or, without a key, just creates the row). Returns the new
 * row, or null when another transaction holds the key: PostgreSQL makes this insert
 * wait for that transaction, so null means the key's first submission committed.
 */
export async function insertSubmission(
  db: Queryable,
  values: { formType: string; idempotencyKey: string | null; fingerprint: string | null; client: string },
): Promise<SubmissionRow | null> {
  const [row] = await db.insert(formSubmissions).values(values).onConflictDoNothing().returning(submissionColumns);
  return row ?? null;
}

export async function findByIdempotencyKey(db: Queryable, formType: string, key: string): Promise<SubmissionRow | null> {
  const [row] = await db
    .select(submissionColumns)
    .from(formSubmissions)
    .where(and(eq(formSubmissions.formType, formType), eq(formSubmissions.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

export async function findByReference(db: Queryable, reference: string): Promise<SubmissionRow | null> {
  const [row] = await db.select(submissionColumns).from(formSubmissions).where(eq(formSubmissions.reference, reference)).limit(1);
  return row ?? null;
}

export async function completeSubmission(db: Queryable, id: number, reference: string, response: string): Promise<void> {
  await db.update(formSubmissions).set({ reference, response }).where(eq(formSubmissions.id, id));
}

export async function setSubmissionReference(db: Queryable, id: number, reference: string): Promise<void> {
  await db.update(formSubmissions).set({ reference }).where(eq(formSubmissions.id, id));
}

/** The next number of a prefix and year (row lock until the transaction ends). */
export async function nextSequence(db: Queryable, prefix: string, year: number): Promise<number> {
  const [row] = await db
    .insert(formSequences)
    .values({ prefix, year, value: 1 })
    .onConflictDoUpdate({ target: [formSequences.prefix, formSequences.year], set: { value: sql`${formSequences.value} + 1` } })
    .returning({ value: formSequences.value });
  if (!row) throw new Error('form sequence upsert returned nothing');
  return row.value;
}

/** The last number taken of a prefix and year (0 when none yet); reads, locks nothing. */
export async function currentSequence(db: Queryable, prefix: string, year: number): Promise<number> {
  const [row] = await db
    .select({ value: formSequences.value })
    .from(formSequences)
    .where(and(eq(formSequences.prefix, prefix), eq(formSequences.year, year)));
  return row?.value ?? 0;
}

/** Counts one attempt in the fixed window; returns the count so far. */
export async function countRate(db: Queryable, scope: string, client: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(formRateLimits)
    .values({ scope, client, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [formRateLimits.scope, formRateLimits.client, formRateLimits.windowStart],
      set: { count: sql`${formRateLimits.count} + 1` },
    })
    .returning({ count: formRateLimits.count });
  return row?.count ?? 0;
}

export async function deleteRateWindowsBefore(db: Queryable, before: Date): Promise<void> {
  await db.delete(formRateLimits).where(lt(formRateLimits.windowStart, before));
}

export async function deleteAllRateWindows(db: Queryable): Promise<void> {
  await db.delete(formRateLimits);
}

export interface UploadRow {
  submissionId: number;
  field: string;
  name: string;
  mime: string;
  size: number;
  sha256: string;
  content: Buffer;
}

/**
 * The bytes travel as base64 text decoded by the database: PGlite encodes a Buffer
 * parameter byte by byte (about 4 s for 5 MB), base64 takes about 0.2 s; PostgreSQL
 * servers accept either.
 */
export async function insertUploads(db: Queryable, rows: UploadRow[]): Promise<{ id: number; name: string; sha256: string }[]> {
  if (!rows.length) return [];
  return db
    .insert(formUploads)
    .values(rows.map((row) => ({ ...row, content: sql`decode(${row.content.toString('base64')}, 'base64')` })))
    .returning({ id: formUploads.id, name: formUploads.name, sha256: formUploads.sha256 });
}

/** The files that came with a submission (no bytes), for the staff desks that own it. */
export async function submissionFiles(db: Queryable, submissionId: number) {
  return db
    .select({ id: formUploads.id, name: formUploads.name, mime: formUploads.mime, size: formUploads.size })
    .from(formUploads)
    .where(eq(formUploads.submissionId, submissionId))
    .orderBy(formUploads.id);
}

/** One file of a submission with its bytes; none when `fileId` belongs to another submission. */
export async function submissionFile(db: Queryable, submissionId: number, fileId: number): Promise<{ name: string; content: Buffer } | undefined> {
  const [row] = await db
    .select({ name: formUploads.name, content: formUploads.content })
    .from(formUploads)
    .where(and(eq(formUploads.submissionId, submissionId), eq(formUploads.id, fileId)));
  return row;
}
