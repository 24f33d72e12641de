/**
 * The reproduction applications' staff calls under /api/staff/applications (issue 34);
 * route files re-export these. Each names its permission (permissions.ts); every write
 * audits in its own transaction (staff-service.ts).
 */
import { z } from 'zod';
import { defineStaffEndpoint, staffMessages, type StaffContext, type StaffIdentity } from '#src/features/staff/staff-api.ts';
import { defineStaffDownload } from '#src/features/staff/staff-download.ts';
import { processMailWorker } from '#src/features/mail/worker.ts';
import { messageSources } from '#src/i18n/catalogue.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { applicationDetail, applicationListQuery, applicationSummary, decisionForm, infoRequestForm } from './contract.ts';
import { reproductionText } from './messages.ts';
import { APPLICATIONS_PERMISSIONS } from './permissions.ts';
import { applicationDocument, decide, letterOf, listForStaff, openApplication, requestInformation, type CaseActor } from './staff-service.ts';

const messages = messageSources(reproductionText, staffMessages);
// Any id-shaped segment passes, so a write's body is checked (400) before its id (404).
const segment = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const idParams = z.object({ id: segment });
const changed = z.object({ version: z.number() });
const tags = ['staff', 'applications'];

const numberOf = (value: unknown): number => {
  const text = String(value);
  if (!/^[1-9][0-9]{0,8}$/.test(text)) throw new NotFoundError();
  return Number(text);
};
const actor = (ctx: StaffContext<unknown, unknown, StaffIdentity>): CaseActor => ({ db: ctx.call.db, me: ctx.me, now: ctx.call.now, audit: ctx.audit });

export const applicationsListEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/applications',
  summary: 'Reproduction applications, by status and reference, oldest first',
  access: APPLICATIONS_PERMISSIONS['applications.read'],
  tags,
  messages,
  query: applicationListQuery,
  response: z.object({ data: z.array(applicationSummary), total: z.number() }),
  handler: (ctx) => listForStaff(ctx.call.db, ctx.query),
});

export const applicationEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/applications/{id}',
  summary: 'One application: the calculators’ size check of every line, its documents and timeline (the opening is audited)',
  access: APPLICATIONS_PERMISSIONS['applications.read'],
  tags,
  messages,
  params: idParams,
  response: applicationDetail,
  handler: (ctx) => openApplication(actor(ctx), numberOf(ctx.params.id), ctx.lang),
});

export const applicationInfoEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/applications/{id}/request-information',
  summary: 'Ask the applicant for more information by e-mail, in their language',
  access: APPLICATIONS_PERMISSIONS['applications.manage'],
  tags,
  messages,
  params: idParams,
  body: infoRequestForm,
  response: changed,
  handler: async (ctx) => {
    const result = await requestInformation(actor(ctx), numberOf(ctx.params.id), ctx.body);
    processMailWorker()?.wake();
    return result;
  },
});

export const applicationDecisionEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/applications/{id}/decision',
  summary: 'Approve or refuse, with the conditions or reasons: the letter (PDF, in the applicant’s language) is sent attached to an e-mail and kept on the timeline',
  access: APPLICATIONS_PERMISSIONS['applications.manage'],
  tags,
  messages,
  params: idParams,
  body: decisionForm,
  response: changed,
  handler: async (ctx) => {
    const result = await decide(actor(ctx), numberOf(ctx.params.id), ctx.body);
    processMailWorker()?.wake();
    return result;
  },
});

export const applicationFileEndpoint = defineStaffDownload({
  path: '/api/staff/applications/{id}/files/{file}',
  summary: 'One of the applicant’s documents, only as a download (never shown inline); audited',
  access: APPLICATIONS_PERMISSIONS['applications.read'],
  tags,
  messages,
  params: idParams.extend({ file: segment }),
  handler: (ctx) => applicationDocument(actor(ctx), numberOf(ctx.params.id), numberOf(ctx.params.file)),
});

export const applicationLetterEndpoint = defineStaffDownload({
  path: '/api/staff/applications/{id}/letters/{event}',
  summary: 'A decision letter as it was sent, as a download; audited',
  access: APPLICATIONS_PERMISSIONS['applications.read'],
  tags,
  messages,
  params: idParams.extend({ event: segment }),
  handler: (ctx) => letterOf(actor(ctx), numberOf(ctx.params.id), numberOf(ctx.params.event)),
});
