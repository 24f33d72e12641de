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
import { useId, useImperativeHandle, type Ref } from 'react';
import { formatMessage } from '#src/i18n/format.ts';
import type { captchaText } from './messages.ts';
import type { KeyOf } from '#src/i18n/catalogue.ts';
import type { commonText } from '#src/i18n/common-messages.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { useCaptcha } from '#src/features/captcha/ui/use-captcha.ts';
import { useCaptchaAudio } from '#src/features/captcha/ui/use-captcha-audio.ts';

type MessageKey = KeyOf<typeof captchaText> | KeyOf<typeof commonText>;

export type Lang = Language;

export interface CaptchaHandle {
  /** Checks the typed code: the validate key, or null (the error is shown, a new code loaded and the input focused). With `keepKey`, the kept key while there is one. */
  validate(): Promise<string | null>;
  /** A new code, an empty input and no error (with `keepKey`: the kept key is dropped, as spent). */
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
  'captcha.verified',
] as const satisfies readonly MessageKey[];

export type CaptchaFieldMessages = Record<(typeof CAPTCHA_FIELD_KEYS)[number], string>;

export interface CaptchaFieldProps {
  lang: Lang;
  messages: CaptchaFieldMessages;
  ref?: Ref<CaptchaHandle>;
  /** Id of a text (e.g. the form's instructions) the input should also be described by. */
  describedBy?: string;
  /**
   * For a form whose key is good for one submission: a right code's key is kept (the
   * field says the code was accepted) until the form calls `reset`, so a submission the
   * server refused for its answers is sent again, corrected, without a new code.
   */
  keepKey?: boolean;
}

export function CaptchaField({ lang, messages, ref, describedBy, keepKey = false }: CaptchaFieldProps) {
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const { audio, playing, setPlaying, stopAudio, toggleAudio } = useCaptchaAudio(lang);
  const { challenge, status, code, setTyped, error, announcement, input, current, refresh, reset, validate, holding } = useCaptcha(lang, messages, stopAudio, keepKey);

  useImperativeHandle(ref, () => ({ validate, reset, focus: () => input.current?.focus() }), [validate, reset, input]);

  if (holding) {
    return (
      <div className="captcha-field" data-status="accepted">
        <p className="captcha-field__label">{messages['captcha.label']}</p>
        <p className="captcha-field__hint" role="status">
          {messages['captcha.verified']}
        </p>
      </div>
    );
  }

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
          <button type="button" className="captcha-field__button" onClick={() => toggleAudio(current.current?.id)} disabled={!challenge} aria-pressed={playing}>
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
