/** The complaint calls (SPEC §7 Complaint); route files re-export these. */
import { z } from 'zod';
import { requireValidateKey, validateKeyFrom } from '#src/features/captcha/service.ts';
import { submissionRequest } from '#src/features/forms/service.ts';
import { readUploads } from '#src/features/forms/uploads.ts';
import { processMailWorker } from '#src/features/mail/worker.ts';
import { getConfig } from '#src/server/config.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint, parseWith } from '#src/server/http/api.ts';
import { ValidationError } from '#src/server/http/errors.ts';
import { companyQuery, complaintAccepted, complaintCompany, complaintForm, MAX_ATTACHMENTS } from './contract.ts';
import { complaintCompanies, submitComplaint } from './service.ts';
import { formsText } from '#src/features/forms/messages.ts';

export const complaintCompanyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/complaint/company',
  summary: 'The institutions a complaint of a type can be about',
  description:
    '`dsb`: banks and other credit institutions; `dsg`: insurers, insurance brokers and pension fund managers; `def`: the other supervised institutions (financial intermediaries, payment institutions, exchange bureaux, cash remittance companies, representative offices). Names in the caller\'s language (the nearest one when missing).',
  tags: ['complaint'],
  query: companyQuery,
  response: z.array(complaintCompany),
  handler: ({ query, lang }) => complaintCompanies(getDb(), lang, query.type),
});

export const complaintEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1.0/complaint',
  summary: 'Send a complaint',
  description:
    'multipart/form-data with the fields of ComplaintForm and up to five files in `attachments` (each at most 5 MB; the SPEC §5 types, names and duplicates rules). Needs the `Validate-Key` header from a right verification code (POST /cms/common/captcha_validate) solved by the same client: one key, one complaint (a complaint refused for its fields or files does not use it). An `Idempotency-Key` header makes a retry return the first answer. Stores the complaint and, in the same transaction, the acknowledgement e-mail to the complainant (with a PDF copy) and the staff notification; answers the reference.',
  tags: ['complaint'],
  multipart: true,
  body: complaintForm,
  messages: formsText,
  response: complaintAccepted,
  handler: async ({ astro, request, url, lang }) => {
    const db = getDb();
    const { idempotencyKey, client } = submissionRequest(astro);
    // Checked before the body is read, spent by the submission itself (one code, one complaint).
    const validateKey = validateKeyFrom(request, url);
    await requireValidateKey(db, validateKey, client);
    const { fields, files } = await readUploads(request);
    if (files.some((f) => f.field !== 'attachments')) throw new ValidationError([{ field: 'attachments', messageKey: 'validation.format' }]);
    if (files.length > MAX_ATTACHMENTS) throw new ValidationError([{ field: 'attachments', messageKey: 'validation.format' }]);
    const body = parseWith(complaintForm, fields, formsText);
    const result = await submitComplaint(db, body, files, { lang, client, idempotencyKey, notifyEmail: getConfig().COMPLAINTS_NOTIFY_EMAIL, verification: { validateKey } });
    if (!result.replayed) processMailWorker()?.wake();
    return result.response;
  },
});
