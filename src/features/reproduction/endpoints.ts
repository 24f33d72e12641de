/** The call of the reproduction application (SPEC §7 Coins and reproduction); the route file re-exports it. */
import { submissionAnswer } from '#src/features/forms/contract.ts';
import { submissionRequest } from '#src/features/forms/service.ts';
import { readUploads } from '#src/features/forms/uploads.ts';
import { processMailWorker } from '#src/features/mail/worker.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint, parseWith } from '#src/server/http/api.ts';
import { ValidationError } from '#src/server/http/errors.ts';
import { applicationForm } from './contract.ts';
import { submitApplication } from './service.ts';
import { messageSources } from '#src/i18n/catalogue.ts';
import { formsText } from '#src/features/forms/messages.ts';
import { reproductionText } from './messages.ts';

/** The catalogues of the keys the form's rules name: the forms' and this feature's. */
const applicationMessages = messageSources(reproductionText, formsText);

export const applyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1.0/reproduction/apply',
  summary: 'Apply to reproduce or imitate pataca banknotes or coins',
  description:
    'multipart/form-data: the fields of ReproductionApplication (banknote and coin lines as JSON array text in `banknotes` and `coins`; at least one line) and one or more files in `attachments` (SPEC §5: at most 5 MB each; names of English letters, digits, underscore and hyphen; bmp, png, jpeg, jpg, gif, txt, doc, docx, pdf, xls, xlsx, ppt, pptx, zip, rar, rtf; content must match the extension; no duplicates). A planned finished size is checked against every line as the calculators do. Stores the application, its files, the acknowledgement e-mail with a PDF copy and the staff notification in one transaction. An `Idempotency-Key` header makes a retry return the first reference.',
  tags: ['reproduction'],
  multipart: true,
  body: applicationForm,
  messages: applicationMessages,
  response: submissionAnswer,
  handler: async ({ astro, request, lang }) => {
    const { idempotencyKey, client } = submissionRequest(astro);
    const { fields, files } = await readUploads(request);
    const body = parseWith(applicationForm, fields, applicationMessages);
    if (files.length === 0) throw new ValidationError([{ field: 'attachments', messageKey: 'form.mustUpload' }], formsText);
    const result = await submitApplication(getDb(), body, files, { lang, client, idempotencyKey });
    if (!result.replayed) processMailWorker()?.wake();
    return result.response;
  },
});
