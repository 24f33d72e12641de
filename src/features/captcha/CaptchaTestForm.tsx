/**
 * A form with only the verification code field, for the test-mode page
 * `/{lang}/test/captcha` (browser tests of the field; not reachable in production).
 */
import { useRef, useState, type SubmitEvent } from 'react';
import { t } from '#src/i18n/index.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { CaptchaField, type CaptchaHandle } from './CaptchaField.tsx';

export default function CaptchaTestForm({ lang }: { lang: Language }) {
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
      <CaptchaField lang={lang} ref={captcha} />
      <p>
        <button type="submit" className="button-link" disabled={busy}>
          {t(lang, 'captcha.submit')}
        </button>
      </p>
      <p role="status">{accepted ? t(lang, 'captcha.verified') : ''}</p>
    </form>
  );
}
