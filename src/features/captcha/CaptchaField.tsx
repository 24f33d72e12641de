/**
 * The verification code field (SPEC §5 captcha rule), for any form that needs one:
 * the picture, a labelled input, a button for another code and one that reads the
 * code out in the page's language, and an error region. The form calls `validate()`
 * through the ref when it is submitted; a right code earns a validate key, kept in
 * sessionStorage for the calls that need it.
 *
 * Challenges are loaded in the browser only (each one is single-use and expires), so
 * the server renders the field without a picture and the first one arrives on hydration.
 */
import { useCallback, useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { formatMessage } from '#src/i18n/format.ts';
import type { MessageKey } from '#src/i18n/index.ts';
import { apiGet, apiPost, ApiError } from '#src/lib/api/client.ts';
import { API_ERROR_CODES } from '#src/lib/api/error-codes.ts';
import { storeValidateKey } from './client.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Captcha, ValidateKeyGrant } from './contract.ts';

export type Lang = Language;

export interface CaptchaHandle {
  /** Checks the typed code: the validate key, or null (the error is shown, a new code loaded and the input focused). */
  validate(): Promise<string | null>;
  /** A new code, an empty input and no error. */
  reset(): void;
  focus(): void;
}

/**
 * The messages the field shows. The view that renders the island passes
 * `pickMessages(lang, CAPTCHA_FIELD_KEYS)`, so the catalogue stays on the server.
 */
export const CAPTCHA_FIELD_KEYS = [
  'captcha.label',
  'captcha.hint',
  'captcha.imageAlt',
  'captcha.refresh',
  'captcha.playAudio',
  'captcha.help',
  'captcha.loading',
  'captcha.loadFailed',
  'captcha.newCode',
  'captcha.missing',
  'captcha.verifying',
  'error.tooManyRequests',
  'error.verificationCode',
  'error.unavailable',
] as const satisfies readonly MessageKey[];

export type CaptchaFieldMessages = Record<(typeof CAPTCHA_FIELD_KEYS)[number], string>;

export interface CaptchaFieldProps {
  lang: Lang;
  messages: CaptchaFieldMessages;
  ref?: Ref<CaptchaHandle>;
  /** Id of a text (e.g. the form's instructions) the input should also be described by. */
  describedBy?: string;
}

const CAPTCHA_PATH = '/api/v1.0/cms/common/captcha';
const AUDIO_PATH = '/api/v1.0/cms/common/captcha_audio';
const VALIDATE_PATH = '/api/v1.0/cms/common/captcha_validate';
/** The codes the server answers for a wrong code and for too many attempts. */
const { verificationFailed: VERIFICATION_FAILED, rateLimited: RATE_LIMITED } = API_ERROR_CODES;

type Status = 'loading' | 'ready' | 'failed';

export function CaptchaField({ lang, messages, ref, describedBy }: CaptchaFieldProps) {
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const [challenge, setChallenge] = useState<Captcha | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ text: string; seq: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [playing, setPlaying] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const current = useRef<Captcha | null>(null);
  const codeRef = useRef('');
  const loading = useRef<Promise<Captcha | null> | null>(null);
  const errorSeq = useRef(0);

  const showError = useCallback((text: string) => {
    errorSeq.current += 1;
    setError({ text, seq: errorSeq.current });
  }, []);

  const stopAudio = useCallback(() => {
    const el = audio.current;
    if (el) {
      el.pause();
      el.removeAttribute('src');
      el.load();
    }
    setPlaying(false);
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

  const refresh = () => {
    setTyped('');
    setError(null);
    setAnnouncement('');
    void load(true);
  };

  const toggleAudio = () => {
    const el = audio.current;
    const id = current.current?.id;
    if (!el || !id) return;
    if (playing) {
      stopAudio();
      return;
    }
    el.src = `${AUDIO_PATH}?id=${encodeURIComponent(id)}&lang=${encodeURIComponent(lang)}`;
    setPlaying(true);
    el.play().catch(() => setPlaying(false));
  };

  const validate = useCallback(async (): Promise<string | null> => {
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
  }, [lang, messages, load, showError]);

  useImperativeHandle(
    ref,
    () => ({
      validate,
      reset: () => {
        setTyped('');
        setError(null);
        setAnnouncement('');
        current.current = null;
        void load(false);
      },
      focus: () => input.current?.focus(),
    }),
    [validate, load],
  );

  const length = challenge?.length ?? 5;
  const described = [hintId, error ? errorId : null, describedBy].filter(Boolean).join(' ');

  return (
    <div className="captcha-field" data-challenge-id={challenge?.id ?? ''} data-status={status}>
      <label className="captcha-field__label" htmlFor={inputId}>
        {messages['captcha.label']}
      </label>
      <p className="captcha-field__hint" id={hintId}>
        {formatMessage(messages['captcha.hint'], { count: length })}
      </p>
      <div className="captcha-field__row">
        <div className="captcha-field__picture">
          {challenge ? (
            <img src={challenge.image} alt={messages['captcha.imageAlt']} width={200} height={64} draggable={false} />
          ) : (
            <span className="captcha-field__placeholder" role={status === 'failed' ? 'alert' : undefined}>
              {status === 'failed' ? messages['captcha.loadFailed'] : messages['captcha.loading']}
            </span>
          )}
        </div>
        <div className="captcha-field__buttons">
          <button type="button" className="captcha-field__button" onClick={refresh}>
            <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
              <path fill="currentColor" d="M17.65 6.35A7.95 7.95 0 0 0 12 4a8 8 0 1 0 7.75 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z" />
            </svg>
            <span>{messages['captcha.refresh']}</span>
          </button>
          <button type="button" className="captcha-field__button" onClick={toggleAudio} disabled={!challenge} aria-pressed={playing}>
            <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
              {playing ? (
                <path fill="currentColor" d="M6 6h12v12H6z" />
              ) : (
                <path fill="currentColor" d="M3 9v6h4l5 5V4L7 9zm13.5 3A4.5 4.5 0 0 0 14 7.97v8.05A4.47 4.47 0 0 0 16.5 12M14 3.23v2.06a7 7 0 0 1 0 13.42v2.06A9 9 0 0 0 14 3.23" />
              )}
            </svg>
            <span>{messages['captcha.playAudio']}</span>
          </button>
        </div>
      </div>
      <p className="captcha-field__help">{messages['captcha.help']}</p>
      <input
        ref={input}
        id={inputId}
        className="captcha-field__input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={length * 2}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        value={code}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
      <div className="captcha-field__error" id={errorId}>
        {error ? (
          <p key={error.seq} role="alert">
            {error.text}
          </p>
        ) : null}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <audio ref={audio} preload="none" onEnded={() => setPlaying(false)} onError={() => setPlaying(false)} />
    </div>
  );
}
