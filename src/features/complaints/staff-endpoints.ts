/**
 * The complaints' staff calls under /api/staff/complaints (issue 34); route files
 * re-export these. Each names its permission (permissions.ts); every write audits in
 * its own transaction (staff-service.ts).
 */
import { z } from 'zod';
import { defineStaffEndpoint, staffMessages, type StaffContext, type StaffIdentity } from '#src/features/staff/staff-api.ts';
import { idParams } from '#src/features/staff/record-endpoints.ts';
import { defineStaffDownload } from '#src/features/staff/staff-download.ts';
import { readUploads } from '#src/features/forms/uploads.ts';
import { formsText } from '#src/features/forms/messages.ts';
import { processMailWorker } from '#src/features/mail/worker.ts';
import { messageSources } from '#src/i18n/catalogue.ts';
import { parseWith } from '#src/server/http/api.ts';
import { NotFoundError, ValidationError } from '#src/server/http/errors.ts';
import { assignForm, complaintDetail, complaintListQuery, complaintSettingsView, complaintSummary, MAX_REPLY_BYTES, MAX_REPLY_FILES, noteForm, offeredTemplate, officer, replyForm, settingsForm, statusForm } from './contract.ts';
import { complaintsText } from './messages.ts';
import { COMPLAINTS_PERMISSIONS } from './permissions.ts';
import {
  assignComplaint,
  complaintCopy,
  complaintDocument,
  complaintSettings,
  listInbox,
  moveComplaint,
  noteComplaint,
  offeredTemplates,
  officers,
  openComplaint,
  replyToComplaint,
  setAnswerTarget,
  type CaseActor,
} from './staff-service.ts';

const messages = messageSources(complaintsText, staffMessages);
// Any id-shaped segment passes, so a write's body is checked (400) before its id (404).
const fileParams = idParams.extend({ file: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const changed = z.object({ version: z.number() });
const tags = ['staff', 'complaints'];

const actor = (ctx: StaffContext<unknown, unknown, StaffIdentity>): CaseActor => ({ db: ctx.call.db, me: ctx.me, now: ctx.call.now, audit: ctx.audit });
/** A record's number from its path segment; anything else names nothing (404). */
const numberOf = (segment: unknown): number => {
  const text = String(segment);
  if (!/^[1-9][0-9]{0,8}$/.test(text)) throw new NotFoundError();
  return Number(text);
};
const idOf = (params: Record<string, unknown>) => numberOf(params.id);

export const complaintsListEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/complaints',
  summary: 'The complaints inboxes: by type, status, officer (`me`, `none`), overdue, reference; due first',
  access: COMPLAINTS_PERMISSIONS['complaints.read'],
  tags,
  messages,
  query: complaintListQuery,
  response: z.object({ data: z.array(complaintSummary), total: z.number() }),
  handler: async (ctx) => listInbox(ctx.call.db, ctx.me, ctx.query, ctx.call.now),
});

export const complaintOfficersEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/complaints/officers',
  summary: 'The staff a complaint can be assigned to (enabled accounts holding complaints.manage)',
  access: COMPLAINTS_PERMISSIONS['complaints.read'],
  tags,
  messages,
  response: z.object({ data: z.array(officer), total: z.number() }),
  handler: async (ctx) => {
    const data = await officers(ctx.call.db);
    return { data, total: data.length };
  },
});

export const complaintEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/complaints/{id}',
  summary: 'One complaint: what was sent, its documents, its timeline, the statuses it may move to (the opening is audited)',
  access: COMPLAINTS_PERMISSIONS['complaints.read'],
  tags,
  messages,
  params: idParams,
  response: complaintDetail,
  handler: (ctx) => openComplaint(actor(ctx), idOf(ctx.params)),
});

export const complaintTemplatesEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/complaints/{id}/templates',
  summary: 'The message templates offered to fill a reply or a note (published `complaint-reply-…` and `complaint-staff-note-…` entries), in the complainant’s language or the nearest one',
  access: COMPLAINTS_PERMISSIONS['complaints.manage'],
  tags,
  messages,
  params: idParams,
  response: z.object({ data: z.array(offeredTemplate), total: z.number() }),
  handler: async (ctx) => {
    const data = await offeredTemplates(ctx.call.db, idOf(ctx.params), ctx.call.now);
    return { data, total: data.length };
  },
});

export const complaintAssignEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/complaints/{id}/assign',
  summary: 'Give the complaint to an officer (`assigneeId`), or to nobody (null)',
  access: COMPLAINTS_PERMISSIONS['complaints.manage'],
  tags,
  messages,
  params: idParams,
  body: assignForm,
  response: changed,
  handler: (ctx) => assignComplaint(actor(ctx), idOf(ctx.params), ctx.body),
});

export const complaintStatusEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/complaints/{id}/status',
  summary: 'Move the complaint one step: received → in progress → (waiting for the complainant ↔ in progress) → answered → closed; 409 for any other move or a stale version',
  access: COMPLAINTS_PERMISSIONS['complaints.manage'],
  tags,
  messages,
  params: idParams,
  body: statusForm,
  response: changed,
  handler: (ctx) => moveComplaint(actor(ctx), idOf(ctx.params), ctx.body),
});

export const complaintNoteEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/complaints/{id}/note',
  summary: 'An internal note on the timeline (never sent to the complainant)',
  access: COMPLAINTS_PERMISSIONS['complaints.manage'],
  tags,
  messages,
  params: idParams,
  body: noteForm,
  response: changed,
  handler: (ctx) => noteComplaint(actor(ctx), idOf(ctx.params), ctx.body),
});

export const complaintReplyEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/complaints/{id}/reply',
  summary: 'Reply to the complainant by e-mail from a template, in their language, with up to 5 files (the public upload rules; 8 MB together)',
  description: 'multipart/form-data: `version`, `template`, `text`, and files in `attachments`.',
  access: COMPLAINTS_PERMISSIONS['complaints.manage'],
  tags,
  messages: messageSources(complaintsText, formsText, staffMessages),
  multipart: true,
  maxBodyBytes: MAX_REPLY_BYTES + 1024 * 1024,
  params: idParams,
  body: replyForm,
  response: changed,
  handler: async (ctx) => {
    if (!/^multipart\/form-data\s*;/i.test(ctx.request.headers.get('content-type') ?? '')) throw new ValidationError([{ field: 'body', messageKey: 'validation.format' }]);
    const { fields, files } = await readUploads(ctx.request, { maxFiles: MAX_REPLY_FILES, maxTotalBytes: MAX_REPLY_BYTES, maxFields: 10 });
    const body = parseWith(replyForm, fields, messageSources(complaintsText, formsText));
    const result = await replyToComplaint(actor(ctx), idOf(ctx.params), body, files);
    processMailWorker()?.wake();
    return result;
  },
});

export const complaintCopyEndpoint = defineStaffDownload({
  path: '/api/staff/complaints/{id}/copy',
  summary: 'The complaint’s PDF copy (as the complainant was sent it), as a download; audited',
  access: COMPLAINTS_PERMISSIONS['complaints.read'],
  tags,
  messages,
  params: idParams,
  handler: (ctx) => complaintCopy(actor(ctx), idOf(ctx.params)),
});

export const complaintFileEndpoint = defineStaffDownload({
  path: '/api/staff/complaints/{id}/files/{file}',
  summary: 'One of the complainant’s documents, only as a download (never shown inline); audited',
  access: COMPLAINTS_PERMISSIONS['complaints.read'],
  tags,
  messages,
  params: fileParams,
  handler: (ctx) => complaintDocument(actor(ctx), idOf(ctx.params), numberOf(ctx.params.file)),
});

export const complaintSettingsEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/complaint-settings/{id}',
  summary: 'The answer target: days from a complaint’s receipt to its due date (id `answer-target`)',
  access: COMPLAINTS_PERMISSIONS['complaints.settings'],
  tags,
  messages,
  params: z.object({ id: z.literal('answer-target') }),
  response: complaintSettingsView,
  handler: (ctx) => complaintSettings(ctx.call.db),
});

export const complaintSettingsSaveEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/complaint-settings/{id}',
  summary: 'Set the answer target (1–365 days); complaints received from then on are due that many days later',
  access: COMPLAINTS_PERMISSIONS['complaints.settings'],
  tags,
  messages,
  params: idParams,
  body: settingsForm,
  response: complaintSettingsView,
  handler: (ctx) => {
    if (ctx.params.id !== 'answer-target') throw new NotFoundError();
    return setAnswerTarget(actor(ctx), ctx.body);
  },
});
