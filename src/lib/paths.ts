/** Building site URLs from a language and a menu path, in one place. */
import type { Language } from '#src/lib/i18n/languages.ts';

export function pageUrl(lang: Language, path = ''): string {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return clean ? `/${lang}/${clean}` : `/${lang}/`;
}

/** Where a menu item leads: its external URL, or its page in the language. */
export function menuItemHref(lang: Language, item: { url: string | null; path: string }): string {
  return item.url ?? pageUrl(lang, item.path);
}

/** The same URL in another language: the language segment replaced, the rest and the query kept. */
export function switchLanguageUrl(url: URL, lang: Language): string {
  const segments = url.pathname.split('/');
  // segments[0] is '' (leading slash); segments[1] is the language.
  segments[1] = lang;
  const pathname = segments.length > 2 ? segments.join('/') : `/${lang}/`;
  return pathname + url.search;
}
