/**
 * The validate key the register search sends: the one the captcha client keeps, or
 * the one this island obtained; the code is asked again only once it has expired.
 */
import { useEffect, useRef, useState } from 'react';
import type { CaptchaHandle } from '#src/features/captcha/CaptchaField.tsx';
import { clearValidateKey, getValidateKey } from '#src/features/captcha/client.ts';

export function useValidateKey() {
  const [needCode, setNeedCode] = useState(true);
  const captcha = useRef<CaptchaHandle>(null);
  const keyInMemory = useRef<string | null>(null);

  useEffect(() => {
    setNeedCode(!getValidateKey());
  }, []);

  const liveKey = () => getValidateKey() ?? keyInMemory.current;

  function forgetKey() {
    clearValidateKey();
    keyInMemory.current = null;
    setNeedCode(true);
  }

  async function ensureKey(): Promise<string | null> {
    const key = liveKey();
    if (key) return key;
    // A wrong or missing code: the field shows the error itself and takes the focus.
    const got = (await captcha.current?.validate()) ?? null;
    if (!got) return null;
    keyInMemory.current = got;
    setNeedCode(false);
    return got;
  }

  return { needCode, captcha, liveKey, forgetKey, ensureKey };
}
