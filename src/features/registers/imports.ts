/**
 * The monthly register through the back office (issue 35): a file is uploaded,
 * checked by the same parser as `npm run import:register` (import.ts), and kept
 * with a difference preview against the register; a second person holding
 * `registers.import` confirms it, and the register and its last update date change
 * in one transaction, under the same lock as the command. The preview holds only
 * while the register keeps the fingerprint it was made against. Every step writes
 * its audit row in its own transaction.
 */
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '#src/server/db/open.ts';
import { AppError, NotFoundError } from '#src/server/http/errors.ts';
import type { AuditEntry } from '#src/features/staff/audit.ts';
import {
  afterRegisterLoad,
  checkRegisterFile,
  currentRegister,
  diffRegister,
  lockRegister,
  registerFingerprint,
  RegisterFileError,
  replaceRegister,
  type ImportIssue,
  type RegisterDiff,
} from './import.ts';
import { registerImportText } from './import-messages.ts';
import {
  insertRegisterImport,
  selectRegisterImport,
  selectRegisterImportFile,
  selectRegisterImportForUpdate,
  settleRegisterImport,
  supersedePendingImports,
  type RegisterImportSummary,
} from './queries.ts';
import { sha256Hex } from '#src/server/crypto.ts';

/** Who acts: the person signed in. */
export interface Actor {
  id: string;
  email: string;
}

/** Writes one audit row as the actor, in the transaction given. */
export type AuditWriter = (entry: Omit<AuditEntry, 'actorId' | 'actorEmail' | 'clientAddress'>, db?: Queryable) => Promise<void>;

const ENTITY = 'register-import';

const counts = (diff: RegisterDiff) => ({ added: diff.added.length, changed: diff.changed.length, removed: diff.removed.length, unchanged: diff.unchanged });

/**
 * Keeps an uploaded file. A file with errors is kept as `invalid` with its issues;
 * a good one as `pending` with its difference preview, and any older pending import
 * is superseded. Returns the import as stored.
 */
export async function uploadRegisterImport(db: Database, actor: Actor, file: { name: string; bytes: Buffer }, audit: AuditWriter, now = new Date()): Promise<RegisterImportSummary> {
  const id = randomUUID();
  const base = {
    id,
    fileName: file.name,
    fileBytes: file.bytes,
    fileSha256: sha256Hex(file.bytes),
    uploadedBy: actor.id,
    uploadedByEmail: actor.email,
    uploadedAt: now,
  };
  let checked: Awaited<ReturnType<typeof checkRegisterFile>>;
  try {
    checked = await checkRegisterFile(db, file.bytes, file.name);
  } catch (err) {
    if (!(err instanceof RegisterFileError)) throw err;
    await db.transaction(async (tx) => {
      await insertRegisterImport(tx, { ...base, status: 'invalid', issues: err.issues });
      await audit({ entity: ENTITY, entityId: id, action: 'upload', changes: { status: { after: 'invalid' }, file: { after: file.name }, errors: { after: err.issues.length } } }, tx);
    });
    return stored(db, id);
  }
  await db.transaction(async (tx) => {
    // The preview is made against the register as the import lock leaves it.
    await lockRegister(tx);
    const existing = await currentRegister(tx);
    const diff = diffRegister(existing, checked.records);
    await insertRegisterImport(tx, { ...base, status: 'pending', updatedOn: checked.updatedOn, records: checked.records.length, baseFingerprint: registerFingerprint(existing), diff });
    const superseded = await supersedePendingImports(tx, id, now);
    await audit({ entity: ENTITY, entityId: id, action: 'upload', changes: { status: { after: 'pending' }, file: { after: file.name }, registerDate: { after: checked.updatedOn }, ...Object.fromEntries(Object.entries(counts(diff)).map(([k, v]) => [k, { after: v }])) } }, tx);
    for (const old of superseded) await audit({ entity: ENTITY, entityId: old, action: 'superseded', changes: { status: { before: 'pending', after: 'superseded' }, by: { after: id } } }, tx);
  });
  return stored(db, id);
}

async function stored(db: Queryable, id: string): Promise<RegisterImportSummary> {
  const row = await selectRegisterImport(db, id);
  if (!row) throw new NotFoundError();
  return row;
}

function refuse(messageKey: string, code: 'forbidden' | 'conflict' = 'conflict'): AppError {
  return new AppError(code, { messageKey, messages: registerImportText });
}

/**
 * Confirms a pending import: only a person other than the uploader (four eyes), only
 * while it is pending, and only while the register is the one its preview was made
 * against. The register, its last update date and the import's status change in
 * one transaction with the audit row; a failure anywhere leaves the old register.
 */
export async function confirmRegisterImport(db: Database, actor: Actor, id: string, audit: AuditWriter, now = new Date()): Promise<RegisterImportSummary> {
  const found = await selectRegisterImport(db, id);
  if (!found) throw new NotFoundError();
  if (found.status !== 'pending') throw refuse('registerImport.notPending');
  if (found.uploadedBy === actor.id) {
    await audit({ entity: ENTITY, entityId: id, action: 'confirm-refused', changes: { reason: { after: 'own upload' } } });
    throw refuse('registerImport.ownUpload', 'forbidden');
  }
  const kept = await selectRegisterImportFile(db, id);
  if (!kept) throw new NotFoundError();
  // The same parser and checks as at upload (and as the command).
  const checked = await checkRegisterFile(db, kept.fileBytes, kept.fileName).catch((err: unknown) => {
    if (err instanceof RegisterFileError) return null;
    throw err;
  });
  const outcome = await db.transaction(async (tx) => {
    await lockRegister(tx);
    const row = await selectRegisterImportForUpdate(tx, id);
    if (row?.status !== 'pending') return 'not-pending' as const;
    const existing = await currentRegister(tx);
    if (!checked || registerFingerprint(existing) !== row.baseFingerprint) return 'outdated' as const;
    const diff = diffRegister(existing, checked.records);
    await replaceRegister(tx, checked);
    if (!(await settleRegisterImport(tx, id, { status: 'confirmed', decidedBy: actor.id, decidedByEmail: actor.email, decidedAt: now, note: null }))) throw new Error('register import settled twice');
    await audit({ entity: ENTITY, entityId: id, action: 'confirm', changes: { status: { before: 'pending', after: 'confirmed' }, registerDate: { after: checked.updatedOn }, ...Object.fromEntries(Object.entries(counts(diff)).map(([k, v]) => [k, { after: v }])) } }, tx);
    return 'confirmed' as const;
  });
  if (outcome === 'not-pending') throw refuse('registerImport.notPending');
  if (outcome === 'outdated') {
    await db.transaction(async (tx) => {
      if (await settleRegisterImport(tx, id, { status: 'outdated', decidedBy: actor.id, decidedByEmail: actor.email, decidedAt: now, note: 'the register changed after the preview' })) {
        await audit({ entity: ENTITY, entityId: id, action: 'confirm-refused', changes: { status: { before: 'pending', after: 'outdated' }, reason: { after: 'the register changed after the preview' } } }, tx);
      }
    });
    throw refuse('registerImport.outdated');
  }
  afterRegisterLoad();
  return stored(db, id);
}

/** Refuses a pending import (its uploader may withdraw it too); the register does not change. */
export async function refuseRegisterImport(db: Database, actor: Actor, id: string, note: string | undefined, audit: AuditWriter, now = new Date()): Promise<RegisterImportSummary> {
  const found = await selectRegisterImport(db, id);
  if (!found) throw new NotFoundError();
  const done = await db.transaction(async (tx) => {
    if (!(await settleRegisterImport(tx, id, { status: 'refused', decidedBy: actor.id, decidedByEmail: actor.email, decidedAt: now, note: note?.trim() || null }))) return false;
    await audit({ entity: ENTITY, entityId: id, action: 'refuse', changes: { status: { before: 'pending', after: 'refused' }, ...(note?.trim() ? { note: { after: note.trim() } } : {}) } }, tx);
    return true;
  });
  if (!done) throw refuse('registerImport.notPending');
  return stored(db, id);
}

/** An issue as the person reads it: where, and what is wrong, in their language. */
export function describeIssue(lang: Parameters<typeof registerImportText.t>[0], issue: ImportIssue): { line: number; column: string; message: string } {
  const key = `registerImport.issue.${issue.code}` as Parameters<typeof registerImportText.t>[1];
  return { line: issue.line, column: issue.column, message: registerImportText.t(lang, key, issue.params) };
}
