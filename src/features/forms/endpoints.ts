/**
 * Endpoints of the submissions kit. Only a TEST-ONLY form lives here: it exercises
 * submitForm + readUploads + enqueueMail through real HTTP for the tests and the
 * benchmark before the real forms exist. It answers 404 unless TEST_HOOKS is set and
 * is left out of the OpenAPI document (the `test` tag, like the other /api/test hooks).
 */
import { getConfig } from '#src/server/config.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint, parseWith } from '#src/server/http/api.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { enqueueMail } from '#src/features/mail/service.ts';
import { renderMail } from '#src/features/mail/render.ts';
import { processMailWorker } from '#src/features/mail/worker.ts';
import { formsText } from './messages.ts';
import { testUploadAnswer, testUploadForm, type TestUploadAnswer } from './contract.ts';
import { submissionRequest, submitForm } from './service.ts';
import { readUploads, storeUploads } from './uploads.ts';

export const testUploadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/test/forms-upload',
  summary: 'Test mode only: a form with attachments through the submissions kit',
  tags: ['test'],
  multipart: true,
  body: testUploadForm,
  messages: formsText,
  response: testUploadAnswer,
  handler: async ({ astro, request, lang }) => {
    if (!getConfig().TEST_HOOKS) throw new NotFoundError();
    const { idempotencyKey, client } = submissionRequest(astro);
    const { fields, files } = await readUploads(request);
    const body = parseWith(testUploadForm, fields, formsText);
    const result = await submitForm<TestUploadAnswer>(
      getDb(),
      // No rate limit: the benchmark sends many forms from one address.
      { formType: 'test-upload', prefix: 'TU', client, idempotencyKey, fingerprint: { body, files: files.map((f) => f.sha256) }, rateLimit: false },
      async (tx, reference, { submissionId }) => {
        await storeUploads(tx, submissionId, files);
        const mail = renderMail({
          lang,
          title: formsText.t(lang, 'forms.receiptSubject', { title: reference }),
          paragraphs: [formsText.t(lang, 'forms.receiptBody', { title: reference })],
        });
        await enqueueMail(tx, { to: body.email, lang, kind: 'forms.receipt', ...mail });
        return { reference, files: files.map((f) => ({ name: f.name, size: f.size, sha256: f.sha256 })) };
      },
    );
    if (!result.replayed) processMailWorker()?.wake();
    return result.response;
  },
});
