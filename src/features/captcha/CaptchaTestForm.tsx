/**
 * A form with only the verification code field, for the test-mode page
 * `/{lang}/test/captcha` (browser tests of the field; not reachable in production).
 */
import { useRef, useState, type SubmitEvent } from 'react';
import type { captchaText } from './messages.ts';
import type { KeyOf } from '#src/i18n/catalogue.ts';
import type { commonText } from '#src/i18n/common-messages.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { CAPTCHA_FIELD_KEYS, CaptchaField, type CaptchaHandle } from './CaptchaField.tsx';

type MessageKey = KeyOf<typeof captchaText> | KeyOf<typeof commonText>;

/** The field's messages and the form's own: the page passes `pickMessages(lang, CAPTCHA_TEST_FORM_KEYS)`. */
export const CAPTCHA_TEST_FORM_KEYS = [...CAPTCHA_FIELD_KEYS, 'captcha.submit', 'captcha.verified'] as const satisfies readonly MessageKey[];

export type CaptchaTestFormMessages = Record<(typeof CAPTCHA_TEST_FORM_KEYS)[number], string>;

export default function CaptchaTestForm({ lang, messages }: { lang: Language; messages: CaptchaTestFormMessages }) {
  const captcha = useRef<CaptchaHandle>(null);
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setAccepted(false);
    const key = await captcha.current?.validate();
    setAccepted(!!key);
    setBusy(false);
  }

  return (
    <form className="captcha-test-form" onSubmit={(event) => void submit(event)} noValidate>
      <CaptchaField lang={lang} messages={messages} ref={captcha} />
      <p>
        <button type="submit" className="button-link" disabled={busy}>
          {messages['captcha.submit']}
        </button>
      </p>
      <p role="status">{accepted ? messages['captcha.verified'] : ''}</p>
    </form>
  );
}
