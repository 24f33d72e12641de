/**
 * The audit log (issue 32): every staff action as an append-only row, chained by
 * hashes so that a row changed or removed in the database shows (`npm run
 * audit:verify`). Personal data is masked before it is written: the log proves who
 * did what, it is not a second copy of the complainant's file.
 */
import type { Queryable } from '#src/server/db/open.ts';
import { auditRowsAfter, insertAudit, lastAuditHash, lockAuditLog, type AuditRow } from './queries.ts';
import { sha256Hex } from '#src/server/crypto.ts';

/** The previous hash of the first row. */
export const GENESIS_HASH = '0'.repeat(64);

export type AuditChanges = Record<string, { before?: unknown; after?: unknown }>;

export interface AuditEntry {
  actorId?: string | null;
  actorEmail?: string | null;
  clientAddress?: string | null;
  /** What was acted on: `staff-account`, `session`, `news`… */
  entity: string;
  entityId?: string | number | null;
  /** `sign-in`, `sign-in-failed`, `create`, `update`, `publish`, `view-personal-data`… */
  action: string;
  changes?: AuditChanges | null;
}

/** JSON with object keys sorted, so that the same content always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

type HashedContent = Pick<AuditRow, 'at' | 'actorId' | 'actorEmail' | 'clientAddress' | 'entity' | 'entityId' | 'action' | 'changes' | 'prevHash'>;

/** The hash of one row: its content and the previous row's hash. */
export function auditHash(row: HashedContent): string {
  const content = canonicalJson({
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    clientAddress: row.clientAddress,
    entity: row.entity,
    entityId: row.entityId,
    action: row.action,
    changes: row.changes,
    prev: row.prevHash,
  });
  return sha256Hex(content);
}

/**
 * Adds one row at the head of the chain. Give it the transaction of the change it
 * records, so that the change and its record land together or not at all; the table
 * lock holds other writers until that transaction ends.
 */
export async function appendAudit(db: Queryable, entry: AuditEntry, now = new Date()): Promise<AuditRow> {
  const write = async (tx: Queryable) => {
    await lockAuditLog(tx);
    const prevHash = (await lastAuditHash(tx)) ?? GENESIS_HASH;
    const row: HashedContent = {
      at: now,
      actorId: entry.actorId ?? null,
      actorEmail: entry.actorEmail ? maskEmail(entry.actorEmail, false) : null,
      clientAddress: entry.clientAddress ?? null,
      entity: entry.entity,
      entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      action: entry.action,
      changes: entry.changes ?? null,
      prevHash,
    };
    return insertAudit(tx, { ...row, hash: auditHash(row) });
  };
  // Inside a caller's transaction this is a savepoint; the lock lasts until the outer one ends.
  return db.transaction(write);
}

export interface ChainReport {
  rows: number;
  /** The first row whose hash or link does not hold, with what is wrong. */
  broken?: { id: number; reason: 'content changed' | 'previous row changed or removed' };
}

/** Walks the whole chain in order, 1,000 rows at a time. */
export async function verifyAuditChain(db: Queryable): Promise<ChainReport> {
  let prev = GENESIS_HASH;
  let afterId = 0;
  let rows = 0;
  for (;;) {
    const page = await auditRowsAfter(db, afterId, 1000);
    for (const row of page) {
      if (row.prevHash !== prev) return { rows, broken: { id: row.id, reason: 'previous row changed or removed' } };
      if (auditHash(row) !== row.hash) return { rows, broken: { id: row.id, reason: 'content changed' } };
      prev = row.hash;
      rows += 1;
    }
    if (page.length < 1000) return { rows };
    afterId = page.at(-1)?.id ?? afterId;
  }
}

// --- masking ---------------------------------------------------------------------------

/**
 * `chan.tm@example.mo` → `c***@example.mo`. Staff e-mail addresses are kept whole
 * (`personal` false): they say who acted, which is the log's purpose.
 */
export function maskEmail(email: string, personal = true): string {
  if (!personal) return email;
  const at = email.lastIndexOf('@');
  if (at < 1) return maskText(email);
  return `${email[0]}***${email.slice(at)}`;
}

/** A person's name, phone, address or ID: its first character and its length, no more. */
export function maskText(value: string): string {
  const chars = [...value];
  if (chars.length === 0) return '';
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 1, 8))}`;
}

export interface ChangeOptions {
  /** Fields holding a person's data: their values are masked. */
  personal?: readonly string[];
  /** Fields whose values never go into the log (passwords, secrets, tokens): only that they changed. */
  secret?: readonly string[];
}

function shown(field: string, value: unknown, options: ChangeOptions): unknown {
  if (value === undefined) return undefined;
  if (options.secret?.includes(field)) return '[changed]';
  if (!options.personal?.includes(field) || value === null) return value;
  if (typeof value === 'string') return value.includes('@') ? maskEmail(value) : maskText(value);
  return '[personal data]';
}

/** The fields that differ between `before` and `after`, each with both values (masked where personal). */
export function auditChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null, options: ChangeOptions = {}): AuditChanges {
  const out: AuditChanges = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of [...fields].sort()) {
    const b = before?.[field];
    const a = after?.[field];
    if (canonicalJson(b) === canonicalJson(a)) continue;
    out[field] = { before: shown(field, b, options), after: shown(field, a, options) };
  }
  return out;
}
