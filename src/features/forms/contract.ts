/**
 * Shapes shared by every form's answer, and the test-only form used by the HTTP tests
 * and the benchmark (`POST /api/test/forms-upload`, TEST_HOOKS only).
 */
import { z } from 'zod';
import { email, required } from './validation.ts';

/** What a form endpoint answers on success: the reference people quote on the phone. */
export const submissionAnswer = z.object({
  reference: z.string(),
});

export const uploadedFileInfo = z.object({ name: z.string(), size: z.number().int(), sha256: z.string() });

/** Test-only form: a name, an e-mail for the receipt, and attachments. */
export const testUploadForm = z.object({
  name: required(100),
  email: email(),
});

export const testUploadAnswer = submissionAnswer.extend({ files: z.array(uploadedFileInfo) });
export type TestUploadAnswer = z.infer<typeof testUploadAnswer>;
