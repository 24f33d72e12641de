/**
 * The OpenSearch description of the site search (https://github.com/dewitt/opensearch),
 * so browsers can offer the site's search from their address bar: one per
 * language, linked from every page's head.
 */
import { searchText } from './messages.ts';
import { LANGUAGE_CODES, type Language } from '#src/lib/i18n/languages.ts';
import { siteText } from '#src/features/site/messages.ts';

export const opensearchHref = (lang: Language) => `/feeds/${lang}/opensearch.xml`;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

export function opensearchDescription(origin: string, lang: Language): string {
  const base = origin.replace(/\/+$/, '');
  const name = searchText.t(lang, 'search.opensearchName');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">',
    `  <ShortName>${escapeXml(name)}</ShortName>`,
    `  <Description>${escapeXml(siteText.t(lang, 'shell.searchLabel'))} – ${escapeXml(siteText.t(lang, 'site.name'))}</Description>`,
    `  <Language>${LANGUAGE_CODES[lang].htmlLang}</Language>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    '  <OutputEncoding>UTF-8</OutputEncoding>',
    `  <Image height="16" width="16" type="image/svg+xml">${escapeXml(`${base}/favicon.svg`)}</Image>`,
    `  <Url type="text/html" method="get" template="${escapeXml(`${base}/${lang}/search?q={searchTerms}`)}"/>`,
    `  <Url type="application/opensearchdescription+xml" rel="self" template="${escapeXml(base + opensearchHref(lang))}"/>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n');
}
