/**
 * Personal data in the back office (issue 34, Law 8/2005): the retention periods
 * (administrators set them, auditors read them) and the subject access request (an
 * administrator enters one address or phone number; the export is then downloaded by
 * the request's id, so the address never travels in a URL). Every change and every
 * request is in the audit log, the address masked.
 */
import { z } from 'zod';
import { messageSources } from '#src/i18n/catalogue.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { defineStaffEndpoint, staffMessages } from '#src/features/staff/staff-api.ts';
import { defineStaffDownload } from '#src/features/staff/staff-download.ts';
import { accessRequestAnswer, accessRequestForm, retentionForm, retentionRecord } from './contract.ts';
import { exportZip } from './export.ts';
import { privacyText } from './messages.ts';
import { PRIVACY_PERMISSIONS } from './permissions.ts';
import { accessRequestData, requestAccess, retentionSettings, saveRetention } from './service.ts';

const messages = messageSources(staffMessages, privacyText);
const tags = ['Privacy'];

export const retentionListEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/privacy-retention',
  summary: 'The retention periods as a list of one record (the back office’s list screen)',
  access: PRIVACY_PERMISSIONS['privacy.read'],
  tags,
  messages,
  response: z.object({ data: z.array(retentionRecord), total: z.number() }),
  handler: async ({ call }) => ({ data: [await retentionSettings(call.db)], total: 1 }),
});

export const retentionEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/privacy-retention/{id}',
  summary: 'The retention periods in days per kind of record (id `retention`), and the deletion job’s last run with its counts',
  access: PRIVACY_PERMISSIONS['privacy.read'],
  tags,
  messages,
  params: z.object({ id: z.string().max(40) }),
  response: retentionRecord,
  handler: async ({ call, params }) => {
    if (params.id !== 'retention') throw new NotFoundError();
    return retentionSettings(call.db);
  },
});

export const retentionSaveEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/privacy-retention/{id}',
  summary: 'Set the retention periods (1–7300 days each); refused (409) when someone saved them after the version sent. The next daily run applies them.',
  access: PRIVACY_PERMISSIONS['privacy.manage'],
  tags,
  messages,
  params: z.object({ id: z.string().max(40) }),
  body: retentionForm,
  response: retentionRecord,
  handler: async ({ call, params, body, audit }) => {
    if (params.id !== 'retention') throw new NotFoundError();
    return saveRetention(call.db, body, audit, call.now);
  },
});

export const accessRequestEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/privacy-access',
  summary: 'A subject access request: one e-mail address or phone number (any case; with or without spaces or +853) → how many records hold it, and the link of its export (valid one hour, for the requester only)',
  access: PRIVACY_PERMISSIONS['privacy.access'],
  tags,
  messages,
  body: accessRequestForm,
  response: accessRequestAnswer,
  handler: async ({ call, body, me, audit }) => requestAccess(call.db, body.subject, me.user.id, audit, call.now),
});

export const accessExportEndpoint = defineStaffDownload({
  path: '/api/staff/privacy-access/{id}/export',
  summary: 'The export of a subject access request: a ZIP with the data as JSON and as an XLSX workbook (names of attachments, not their bytes)',
  access: PRIVACY_PERMISSIONS['privacy.access'],
  tags,
  messages,
  params: z.object({ id: z.string().max(64) }),
  handler: async ({ call, params, me, audit }) => {
    const id = String((params as { id: string }).id);
    const { data, subject } = await accessRequestData(call.db, id, me.user.id, call.now);
    const file = await exportZip(data, call.now);
    await audit({ entity: 'privacy-access-request', entityId: id, action: 'download', changes: { subject: { after: subject }, file: { after: file.name } } });
    return file;
  },
});
