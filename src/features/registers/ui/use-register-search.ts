/**
 * The searches of the register island: the query last run and its page of results,
 * the code error or the toast of a failed request, the exports, and the focus that
 * moves to the results heading after each search.
 */
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '#src/lib/api/client.ts';
import { API_ERROR_CODES } from '#src/lib/api/error-codes.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { downloadExport, searchRegister, type RegisterQuery } from '../client.ts';
import type { Clerk, Intermediary, RegisterPage } from '../contract.ts';
import type { useValidateKey } from './use-validate-key.ts';

export type Row = Intermediary | Clerk;
const TOAST_MS = 3000;

interface Options {
  lang: Language;
  endpoint: string;
  title: string;
  codeError: string;
  keys: ReturnType<typeof useValidateKey>;
}

export function useRegisterSearch({ lang, endpoint, title, codeError, keys }: Options) {
  const [query, setQuery] = useState<RegisterQuery | null>(null);
  const [result, setResult] = useState<RegisterPage<Row> | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [toast, setToast] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(false), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  useEffect(() => {
    if (focusResults.current) resultsHeading.current?.focus();
    focusResults.current = false;
  }, [result]);

  /** A refused code asks for a new one; anything else shows the toast. */
  function failed(err: unknown) {
    if (err instanceof ApiError && err.code === API_ERROR_CODES.verificationFailed) {
      keys.forgetKey();
      setError(codeError);
    } else setToast(true);
  }

  async function run(q: RegisterQuery) {
    setError(null);
    const key = await keys.ensureKey();
    if (!key) return;
    setLoading(true);
    try {
      const page = await searchRegister(endpoint, q, key, lang);
      focusResults.current = true;
      setQuery(q);
      setResult(page);
    } catch (err) {
      failed(err);
    } finally {
      setLoading(false);
    }
  }

  async function download(url: string, ext: string) {
    if (!query) return;
    const key = keys.liveKey();
    if (!key) {
      keys.forgetKey();
      setError(codeError);
      return;
    }
    try {
      await downloadExport(url, query, key, lang, `${title}.${ext}`);
    } catch (err) {
      failed(err);
    }
  }

  function reset() {
    setResult(null);
    setQuery(null);
    setError(null);
  }

  return { query, result, loading, error, toast, resultsHeading, run, download, reset };
}
