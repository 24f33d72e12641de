/** The site's own page module, `generic-page` (SPEC §2): the page's own content, rendered by `GenericPage.astro`. */
import { LANGUAGE_CODES } from '#src/lib/i18n/languages.ts';
import { view, type Loaded, type LoadContext } from '#src/server/page/page-module.ts';

export interface GenericPageModel {
  /** The page's HTML, sanitised by the page service; null when it has none. */
  content: string | null;
  /** The language of a text shown in another language (Portuguese falls back to English), for WCAG 3.1.2. */
  textLang: string | undefined;
}

/** `generic-page`: the page's own content, already read with the page; nothing more to load. */
export async function loadGenericPage({ page, lang }: LoadContext): Promise<Loaded<GenericPageModel>> {
  return view({ content: page.content, textLang: page.lang !== lang ? LANGUAGE_CODES[page.lang].htmlLang : undefined }, { cache: { tags: ['pages'] } });
}
