/** `/feeds/{lang}/opensearch.xml`: the OpenSearch description of the site search (src/features/search/opensearch.ts). */
import type { APIRoute } from 'astro';
import { isLanguage } from '#src/lib/i18n/languages.ts';
import { plainNotFound, publicResponse } from '#src/server/http/conditional.ts';
import { opensearchDescription } from '#src/features/search/opensearch.ts';

export const GET: APIRoute = ({ params, request, url }) => {
  const lang = params.lang;
  if (!isLanguage(lang)) return plainNotFound(request);
  const body = new TextEncoder().encode(opensearchDescription(url.origin, lang));
  return publicResponse(request, body, {
    headers: { 'Content-Type': 'application/opensearchdescription+xml; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  });
};
