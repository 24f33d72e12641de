/**
 * The state of the verification code field: the current challenge (loaded in the
 * browser, concurrent loads sharing one request), the typed code, the error and the
 * announcement, and `validate`, which trades a right code for a validate key.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiGet, apiPost, ApiError } from '#src/lib/api/client.ts';
import { API_ERROR_CODES } from '#src/lib/api/error-codes.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { storeValidateKey } from '../client.ts';
import type { Captcha, ValidateKeyGrant } from '../contract.ts';

const CAPTCHA_PATH = '/api/v1.0/cms/common/captcha';
const VALIDATE_PATH = '/api/v1.0/cms/common/captcha_validate';
/** The codes the server answers for a wrong code and for too many attempts. */
const { verificationFailed: VERIFICATION_FAILED, rateLimited: RATE_LIMITED } = API_ERROR_CODES;

export type Status = 'loading' | 'ready' | 'failed';
/** The field's messages this hook says itself (`CaptchaFieldMessages` has them). */
type HookMessages = Readonly<Record<'captcha.newCode' | 'captcha.missing' | 'captcha.loadFailed' | 'captcha.verifying' | 'error.tooManyRequests' | 'error.verificationCode' | 'error.unavailable', string>>;

/**
 * `keep`: the key a right code earns is kept and given again by `validate` until the
 * form calls `reset` (forms whose key is good for one submission: a submission refused
 * for its answers does not spend it, so the corrected one goes with the same key).
 */
export function useCaptcha(lang: Language, messages: HookMessages, stopAudio: () => void, keep = false) {
  const [challenge, setChallenge] = useState<Captcha | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ text: string; seq: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const current = useRef<Captcha | null>(null);
  const codeRef = useRef('');
  const loading = useRef<Promise<Captcha | null> | null>(null);
  const errorSeq = useRef(0);
  const kept = useRef<ValidateKeyGrant | null>(null);
  const [holding, setHolding] = useState(false);

  const showError = useCallback((text: string) => {
    errorSeq.current += 1;
    setError({ text, seq: errorSeq.current });
  }, []);

  /** Loads a new challenge; concurrent calls share one request. */
  const load = useCallback(
    (announce: boolean): Promise<Captcha | null> => {
      if (loading.current) return loading.current;
      stopAudio();
      setStatus('loading');
      const request = apiGet<Captcha>(CAPTCHA_PATH, undefined, { lang, quiet: true })
        .then((next) => {
          current.current = next;
          setChallenge(next);
          setStatus('ready');
          if (announce) setAnnouncement(messages['captcha.newCode']);
          return next;
        })
        .catch(() => {
          current.current = null;
          setChallenge(null);
          setStatus('failed');
          return null;
        })
        .finally(() => {
          loading.current = null;
        });
      loading.current = request;
      return request;
    },
    [lang, messages, stopAudio],
  );

  useEffect(() => {
    void load(false);
  }, [load]);

  const setTyped = (value: string) => {
    codeRef.current = value;
    setCode(value);
  };

  /** Another code asked for by the visitor (announced), an empty input and no error. */
  const refresh = () => {
    setTyped('');
    setError(null);
    setAnnouncement('');
    void load(true);
  };

  /** The form's reset: the current code is dropped, a new one loaded quietly. */
  const reset = useCallback(() => {
    kept.current = null;
    setHolding(false);
    codeRef.current = '';
    setCode('');
    setError(null);
    setAnnouncement('');
    current.current = null;
    void load(false);
  }, [load]);

  const validate = useCallback(async (): Promise<string | null> => {
    // A minute's margin: a key about to expire would be refused on its way.
    if (kept.current && Date.parse(kept.current.expiresAt) - Date.now() > 60_000) return kept.current.validateKey;
    if (kept.current) {
      kept.current = null;
      setHolding(false);
    }
    const typed = codeRef.current.trim();
    const active = current.current ?? (await (loading.current ?? load(false)));
    if (!typed) {
      showError(messages['captcha.missing']);
      input.current?.focus();
      return null;
    }
    if (!active) {
      showError(messages['captcha.loadFailed']);
      return null;
    }
    setAnnouncement(messages['captcha.verifying']);
    try {
      const grant = await apiPost<ValidateKeyGrant>(VALIDATE_PATH, { id: active.id, code: typed }, { lang, quiet: true });
      storeValidateKey(grant);
      if (keep) {
        kept.current = grant;
        setHolding(true);
      }
      setError(null);
      setAnnouncement('');
      setTyped('');
      // The challenge is used up: have a fresh one ready in case the form needs another check.
      current.current = null;
      void load(false);
      return grant.validateKey;
    } catch (err) {
      const apiCode = err instanceof ApiError ? err.code : 0;
      showError(
        apiCode === RATE_LIMITED
          ? messages['error.tooManyRequests']
          : apiCode === VERIFICATION_FAILED
            ? messages['error.verificationCode']
            : err instanceof ApiError && err.message
              ? err.message
              : messages['error.unavailable'],
      );
      setAnnouncement('');
      setTyped('');
      current.current = null;
      await load(false);
      input.current?.focus();
      return null;
    }
  }, [lang, messages, load, showError, keep]);

  return { challenge, status, code, setTyped, error, announcement, input, current, refresh, reset, validate, holding };
}
