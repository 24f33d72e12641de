/**
 * The loader of the test-mode page `/{lang}/test/captcha` (the verification code
 * field alone, for the browser tests of the field): not found unless the server
 * runs with TEST_HOOKS=1, and never cached.
 */
import { notFound, view, type Loaded } from '#src/server/page/page-module.ts';
import { getConfig } from '#src/server/config.ts';

/** The page shows only the field; the model is empty. */
export type CaptchaTestModel = Record<string, never>;

export function loadCaptchaTestPage(): Promise<Loaded<CaptchaTestModel>> {
  return Promise.resolve(getConfig().TEST_HOOKS ? view({}, { cache: { noStore: true } }) : notFound());
}
