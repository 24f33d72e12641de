/**
 * Sends the application (`POST /reproduction/apply`, FormData with the files and an
 * Idempotency-Key). Success clears the draft and gives the reference; refused fields
 * send the visitor to the first step concerned, with the server's messages.
 */
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { randomKey } from '#src/features/forms/ui/idempotency.ts';
import { apiRequest, ApiError } from '#src/lib/api/client.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { ApplicationForm as Application } from '../contract.ts';
import { stepOfField, type FormValues, type Name } from './form-values.ts';

interface Options {
  lang: Language;
  form: UseFormReturn<FormValues, unknown, Application>;
  draft: { clear: () => void };
  files: File[];
  setFileError: (error: string | undefined) => void;
  failedText: string;
  /** Shows the step of the first refused field (after the server refused some). */
  toStep: (step: number) => void;
}

export function useSubmitApplication({ lang, form, draft, files, setFileError, failedText, toStep }: Options) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const idempotencyKey = useRef<string | null>(null);

  /** Shows each refused field's message (already in the visitor's language) and goes to the first step concerned. */
  function refused(fieldErrors: { field: string; message: string }[]) {
    let first = 3;
    for (const e of fieldErrors) {
      if (e.field === 'attachments') {
        setFileError(e.message);
        first = Math.min(first, 2);
        continue;
      }
      form.setError(e.field as Name, { message: e.message });
      const owner = stepOfField(e.field);
      if (owner >= 0) first = Math.min(first, owner);
    }
    toStep(first);
  }

  const submit = async (value: Application) => {
    setFailure(null);
    setBusy(true);
    idempotencyKey.current ??= randomKey();
    const body = new FormData();
    for (const [key, v] of Object.entries(value)) {
      if (v === undefined || v === null) continue;
      body.append(key, Array.isArray(v) ? JSON.stringify(v) : String(v));
    }
    for (const file of files) body.append('attachments', file, file.name);
    try {
      const result = await apiRequest<{ reference: string }>('/api/v1.0/reproduction/apply', { method: 'POST', body, lang, headers: { 'Idempotency-Key': idempotencyKey.current } });
      draft.clear();
      setReference(result.reference);
    } catch (err) {
      const data = err instanceof ApiError ? (err.data as { errors?: { field: string; message: string }[] } | null) : null;
      const fieldErrors = data?.errors ?? [];
      if (fieldErrors.length) refused(fieldErrors);
      else setFailure(err instanceof ApiError && err.message ? err.message : failedText);
      idempotencyKey.current = null;
    } finally {
      setBusy(false);
    }
  };

  return { failure, busy, reference, submit };
}
