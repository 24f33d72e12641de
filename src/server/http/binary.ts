/**
 * API routes that answer with a file (audio, spreadsheets, PDF) instead of the JSON
 * envelope. They parse the query with zod and map errors exactly like
 * `defineEndpoint` (an error is still an envelope with the right status), and they
 * keep their contract so the OpenAPI document lists them with their media type.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { parseLanguage } from '#src/lib/i18n/languages.ts';
import { errorResponse, NO_CACHE_HEADERS, requestLanguage, searchParamsToObject, type EndpointContext } from './api.ts';
import { MethodNotAllowedError, ValidationError } from './errors.ts';
import { refuseControlCharacters } from './input-guards.ts';
import { issuesFromZod } from './zod-issues.ts';

export interface BinaryEndpointSpec<Q extends z.ZodType> {
  method: 'GET';
  /** The canonical path, as documented in OpenAPI. */
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  query?: Q;
  /** Media type(s) of a successful answer, for the document (e.g. `audio/wav`). */
  contentType: string | readonly string[];
  /** Builds the answer; `binaryResponse` adds the usual headers. */
  // A binary call builds its whole Response, headers included.
  handler: (ctx: Omit<EndpointContext<z.output<Q>, Record<string, never>>, 'responseHeaders'>) => Promise<Response>;
}

export type BinaryEndpoint = APIRoute & { binarySpec: BinaryEndpointSpec<z.ZodType> };

/**
 * A file answer: never cached unless `headers` says otherwise (the calls that use
 * this are personal or single-use), and never sniffed as another type.
 */
export function binaryResponse(body: Uint8Array, contentType: string, headers: Record<string, string> = {}): Response {
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: {
      ...NO_CACHE_HEADERS,
      'Content-Type': contentType,
      'Content-Length': String(body.byteLength),
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  });
}

const emptyObject = z.object({});

export function defineBinaryEndpoint<Q extends z.ZodType = typeof emptyObject>(spec: BinaryEndpointSpec<Q>): BinaryEndpoint {
  const allow = ['GET', 'HEAD', 'OPTIONS'];
  const route: APIRoute = async (astro) => {
    const { request, url } = astro;
    // A download is often a plain link, which cannot send Api-Language: `Lang` may name it.
    const lang = parseLanguage(url.searchParams.get('Lang')) ?? requestLanguage(request);
    try {
      if (request.method === 'OPTIONS') {
        return new Response(null, { status: 204, headers: { Allow: allow.join(', '), ...NO_CACHE_HEADERS } });
      }
      if (!allow.includes(request.method)) throw new MethodNotAllowedError(request.method, allow);
      const input = searchParamsToObject(url.searchParams);
      refuseControlCharacters(input, 'query');
      const parsed = (spec.query ?? emptyObject).safeParse(input);
      if (!parsed.success) throw new ValidationError(issuesFromZod(parsed.error, input));
      const response = await spec.handler({ query: parsed.data as z.output<Q>, body: {}, params: {}, lang, request, url, astro });
      if (request.method === 'HEAD') {
        // A streamed file is not sent: cancelling it ends its work (and frees its export slot).
        await response.body?.cancel();
        return new Response(null, { status: response.status, headers: response.headers });
      }
      return response;
    } catch (err) {
      return errorResponse(err, lang, request);
    }
  };
  return Object.assign(route, { binarySpec: spec as unknown as BinaryEndpointSpec<z.ZodType> });
}

export function isBinaryEndpoint(value: unknown): value is BinaryEndpoint {
  return typeof value === 'function' && 'binarySpec' in value;
}
