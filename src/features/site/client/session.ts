/**
 * Keeps the visitor's language for the browser session (SPEC §2): in
 * sessionStorage for scripts and in a session cookie, so the server can send a
 * path without a valid language to the 404 page in that language. Written by the
 * browser rather than by a Set-Cookie header so that pages stay cacheable.
 */
import { pageData } from './page-data.ts';

export const LANG_COOKIE = 'amcm_lang';
export const LOCALE_KEY = 'amcm.locale';

export function rememberLanguage(lang: string, locale: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANG_COOKIE}=${encodeURIComponent(lang)}; Path=/; SameSite=Lax${secure}`;
  try {
    sessionStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage can be disabled; the cookie is enough for the server.
  }
}

const { lang, locale } = pageData();
rememberLanguage(lang, locale);
