/**
 * Sends the complaint from the preview: the verification code first, then the
 * answers and files as FormData with an Idempotency-Key. Success clears both drafts
 * and shows the reference; refused answers are listed, anything else is said once.
 */
import { useRef, useState } from 'react';
import type { CaptchaHandle } from '#src/features/captcha/CaptchaField.tsx';
import { clearFileDraft } from '#src/features/forms/ui/file-draft.ts';
import { randomKey } from '#src/features/forms/ui/idempotency.ts';
import { clearDraft } from '#src/features/forms/ui/use-draft.ts';
import { apiPost, ApiError } from '#src/lib/api/client.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { ComplaintAccepted, ComplaintsIslandMessages, ComplaintType, ComplaintValues } from '../contract.ts';

interface Options {
  lang: Language;
  type: ComplaintType;
  messages: ComplaintsIslandMessages;
  draftName: string;
  draft: { clear: () => void };
  failedAttempt: () => void;
}

export function useSendComplaint({ lang, type, messages, draftName, draft, failedAttempt }: Options) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<{ field: string; message: string }[]>([]);
  const captcha = useRef<CaptchaHandle>(null);
  const idempotencyKey = useRef<string | null>(null);

  /** Sends `values` (when the whole form is `complete`) with `files`. */
  const send = async (complete: boolean, values: ComplaintValues, files: readonly File[]) => {
    setFailure(null);
    setServerErrors([]);
    if (!complete) {
      failedAttempt();
      return;
    }
    const key = await captcha.current?.validate();
    if (!key) return;
    setBusy(true);
    idempotencyKey.current ??= randomKey();
    const body = new FormData();
    body.set('type', type);
    for (const [name, value] of Object.entries(values)) body.set(name, typeof value === 'boolean' ? String(value) : value);
    for (const file of files) body.append('attachments', file, file.name);
    try {
      const result = await apiPost<ComplaintAccepted>('/api/v1.0/complaint', body, { lang, headers: { 'Validate-Key': key, 'Idempotency-Key': idempotencyKey.current } });
      draft.clear();
      clearDraft(draftName);
      await clearFileDraft(draftName);
      setReference(result.reference);
    } catch (err) {
      const data = err instanceof ApiError ? (err.data as { errors?: { field: string; message: string }[] } | null) : null;
      if (data?.errors?.length) {
        // Refused for its answers or files: the code was not spent, the corrected complaint goes with the same key.
        setServerErrors(data.errors);
        failedAttempt();
      } else {
        setFailure(err instanceof ApiError && err.message ? err.message : messages['complaints.failed']);
        captcha.current?.reset();
      }
      idempotencyKey.current = null;
    } finally {
      setBusy(false);
    }
  };

  return { failure, busy, reference, serverErrors, captcha, send };
}
