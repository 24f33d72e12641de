/**
 * The back office's calls for the monthly register (`/api/staff/register-imports`):
 * the imports with their status, an upload, one import's preview or errors, and
 * the second person's confirmation or refusal. Route files under
 * src/api/staff/register-imports re-export these.
 */
import { z } from 'zod';
import { defineStaffEndpoint, staffMessages } from '#src/features/staff/staff-api.ts';
import { defineStaffDownload } from '#src/features/staff/staff-download.ts';
import { messageSources } from '#src/i18n/catalogue.ts';
import { NotFoundError, ValidationError } from '#src/server/http/errors.ts';
import type { HomeSource } from '#src/features/staff/staff-endpoints.ts';
import { LICENCE_CATEGORIES, type LicenceCategory } from './contract.ts';
import type { ImportIssue, RegisterDiff } from './import.ts';
import { registerImportText } from './import-messages.ts';
import { confirmRegisterImport, describeIssue, refuseRegisterImport, uploadRegisterImport } from './imports.ts';
import { REGISTERS_PERMISSIONS } from './permissions.ts';
import { countPendingImports, selectRegisterImport, selectRegisterImportFile, selectRegisterImports, type RegisterImportSummary } from './queries.ts';
import { registerUpdatedOn } from './service.ts';
import {
  MAX_REGISTER_FILE_BYTES,
  PREVIEW_ROWS,
  registerImportDetail,
  registerImportId,
  registerImportListQuery,
  registerImportRefusal,
  registerImportRow,
  registerImportUpload,
  type RegisterImportRowData,
} from './contract.ts';

const messages = messageSources(registerImportText, staffMessages);

function rowOf(r: RegisterImportSummary, myId: string): RegisterImportRowData {
  const diff = r.diff as RegisterDiff | null;
  return {
    id: r.id,
    status: r.status,
    fileName: r.fileName,
    updatedOn: r.updatedOn,
    records: r.records,
    counts: diff ? { added: diff.added.length, changed: diff.changed.length, removed: diff.removed.length, unchanged: diff.unchanged } : null,
    errors: ((r.issues as ImportIssue[] | null) ?? []).length,
    uploadedByEmail: r.uploadedByEmail,
    uploadedAt: r.uploadedAt.toISOString(),
    decidedByEmail: r.decidedByEmail,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    note: r.note,
    mine: r.uploadedBy === myId,
  };
}

export const registerImportsEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/register-imports',
  summary: 'The monthly register files uploaded, newest first, with their status and counts',
  access: REGISTERS_PERMISSIONS['registers.read'],
  query: registerImportListQuery,
  response: z.object({ data: z.array(registerImportRow), total: z.number() }),
  handler: async ({ call, me, query }) => {
    const { rows, total } = await selectRegisterImports(call.db, query.status ? [query.status] : undefined, query.perPage, (query.page - 1) * query.perPage);
    return { data: rows.map((r) => rowOf(r, me.user.id)), total };
  },
});

export const registerImportEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/register-imports/{id}',
  summary: 'One register import: its difference preview (counts by licence category, the records added, changed and removed) or its errors by line and column',
  access: REGISTERS_PERMISSIONS['registers.read'],
  params: registerImportId,
  response: registerImportDetail,
  messages,
  handler: async ({ call, me, params, lang }) => {
    const found = await selectRegisterImport(call.db, String(params.id));
    if (!found) throw new NotFoundError();
    const diff = found.diff as RegisterDiff | null;
    const byCategory = LICENCE_CATEGORIES.flatMap((category: LicenceCategory) => {
      const c = diff?.byCategory[category];
      return c ? [{ category, ...c }] : [];
    });
    return {
      ...rowOf(found, me.user.id),
      byCategory,
      added: diff?.added.slice(0, PREVIEW_ROWS) ?? [],
      changed: diff?.changed.slice(0, PREVIEW_ROWS) ?? [],
      removed: diff?.removed.slice(0, PREVIEW_ROWS) ?? [],
      issues: ((found.issues as ImportIssue[] | null) ?? []).map((issue) => describeIssue(lang, issue)),
      registerDate: await registerUpdatedOn(call.db),
    };
  },
});

export const registerImportUploadEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/register-imports/new',
  summary: 'Upload the month’s register file (CSV or XLSX, base64): checked line by line and kept, with a difference preview against the register when it has no errors; an older pending upload is superseded',
  access: REGISTERS_PERMISSIONS['registers.import'],
  body: registerImportUpload,
  maxBodyBytes: Math.ceil((MAX_REGISTER_FILE_BYTES * 4) / 3) + 4096,
  response: registerImportRow,
  messages,
  handler: async ({ call, me, body, audit }) => {
    const bytes = Buffer.from(body.content, 'base64');
    if (!bytes.length || bytes.length > MAX_REGISTER_FILE_BYTES) throw new ValidationError([{ field: 'content', messageKey: 'registerImport.fileMissing' }], messages);
    const stored = await uploadRegisterImport(call.db, { id: me.user.id, email: me.user.email }, { name: body.fileName, bytes }, audit, call.now);
    return rowOf(stored, me.user.id);
  },
});

export const registerImportConfirmEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/register-imports/{id}/confirm',
  summary: 'Confirm a pending import (a person other than the uploader): the register and its last update date change in one transaction; refused (409) when the register changed after the preview',
  access: REGISTERS_PERMISSIONS['registers.import'],
  params: registerImportId,
  response: registerImportRow,
  messages,
  handler: async ({ call, me, params, audit }) => rowOf(await confirmRegisterImport(call.db, { id: me.user.id, email: me.user.email }, String(params.id), audit, call.now), me.user.id),
});

export const registerImportRefuseEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/register-imports/{id}/refuse',
  summary: 'Refuse a pending import, with a note; the register does not change',
  access: REGISTERS_PERMISSIONS['registers.import'],
  params: registerImportId,
  body: registerImportRefusal,
  response: registerImportRow,
  messages,
  handler: async ({ call, me, params, body, audit }) => rowOf(await refuseRegisterImport(call.db, { id: me.user.id, email: me.user.email }, String(params.id), body.note, audit, call.now), me.user.id),
});

export const registerImportFileEndpoint = defineStaffDownload({
  path: '/api/staff/register-imports/{id}/file',
  summary: 'The file of a register import (confirmed, pending or refused), byte for byte, as a download; audited',
  access: REGISTERS_PERMISSIONS['registers.read'],
  params: registerImportId,
  messages,
  handler: async ({ call, params, audit }) => {
    const id = String(params.id);
    const found = await selectRegisterImportFile(call.db, id);
    if (!found) throw new NotFoundError();
    await audit({ entity: 'register-import', entityId: id, action: 'download', changes: { file: { after: found.fileName } } });
    return { name: found.fileName, content: found.fileBytes };
  },
});

/** The home screen's part: imports another person uploaded that wait for a second person. */
export const REGISTER_IMPORTS_HOME: HomeSource = {
  permission: REGISTERS_PERMISSIONS['registers.import'],
  tasks: async (db, me) => [{ key: 'registerImports.home.pending', count: await countPendingImports(db, me.user.id), href: '/register-imports?filter=%7B%22status%22%3A%22pending%22%7D' }],
};
