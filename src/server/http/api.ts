/**
 * The small framework every API route is built with (SPEC §7): it parses the query
 * and body with zod, answers in the `{code, data, message}` envelope with no-cache
 * headers, turns errors into the right status and a message in the caller's
 * language, and keeps each endpoint's contract for the OpenAPI document.
 *
 * A route file is one line: `export const ALL = defineEndpoint({...})`.
 */
import type { APIContext, APIRoute } from 'astro';
import { z } from 'zod';
import { t } from '#src/i18n/index.ts';
import { DEFAULT_LANGUAGE, negotiateLanguage, parseLanguage, type Language } from '#src/lib/i18n/languages.ts';
import { AppError, MethodNotAllowedError, NotFoundError, ValidationError, toAppError, type FieldIssue } from './errors.ts';
import { logError } from './log.ts';
import { issuesFromZod } from './zod-issues.ts';

export type HttpMethod = 'GET' | 'POST';

export interface EndpointContext<Q, B> {
  query: Q;
  body: B;
  /** Path parameters parsed with `spec.params` (empty without it). */
  params: Record<string, unknown>;
  lang: Language;
  request: Request;
  url: URL;
  astro: APIContext;
}

export interface EndpointSpec<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType> {
  method: HttpMethod;
  /** The canonical path, as documented in OpenAPI. */
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  query?: Q;
  body?: B;
  /**
   * The body is `multipart/form-data` that the handler streams itself (uploads:
   * `readUploads` in src/features/forms/uploads.ts), so the framework leaves it unread
   * and `ctx.body` is `{}`; `body` then documents the form's text fields in OpenAPI.
   */
  multipart?: boolean;
  /** Path parameters (`{slug}` in `path`), checked like the query; a mismatch is a 404. */
  params?: z.ZodObject;
  response: R;
  handler: (ctx: EndpointContext<z.output<Q>, z.output<B>>) => Promise<z.input<R>>;
}

export type Endpoint = APIRoute & { spec: EndpointSpec<z.ZodType, z.ZodType, z.ZodType> };

export const NO_CACHE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store, no-cache, must-revalidate, max-age=0',
  Pragma: 'no-cache',
  Expires: '0',
};

const emptyObject = z.object({});

/** The caller's language: `Api-Language` first, then `Accept-Language`, else zh-hant. */
export function requestLanguage(request: Request): Language {
  return (
    parseLanguage(request.headers.get('api-language')) ??
    negotiateLanguage(request.headers.get('accept-language')) ??
    DEFAULT_LANGUAGE
  );
}

/** URLSearchParams to a plain object; a repeated parameter becomes an array. */
export function searchParamsToObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out[key] = all.length > 1 ? all : (all[0] ?? '');
  }
  return out;
}

export function jsonResponse(body: unknown, status: number, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...NO_CACHE_HEADERS, ...extra },
  });
}

export function successResponse(data: unknown): Response {
  return jsonResponse({ code: 0, data, message: 'success' }, 200);
}

export function errorResponse(err: unknown, lang: Language, request?: Request): Response {
  const appError = toAppError(err);
  if (appError.code === 'internal') logError('api.unhandled', err, request);
  const fieldErrors = appError.issues.map((issue: FieldIssue) => ({
    field: issue.field,
    message: t(lang, issue.messageKey, issue.params),
  }));
  const first = fieldErrors[0];
  const message =
    appError instanceof ValidationError && first
      ? t(lang, 'error.invalidParameter', { field: first.field, reason: first.message })
      : t(lang, appError.messageKey, appError.params);
  const extra: Record<string, string> = {};
  if (appError instanceof MethodNotAllowedError) extra.Allow = appError.allow.join(', ');
  // A body refused for its size is left unread: closing the connection after the
  // answer stops the client sending the rest (and the server reading it).
  if (appError.status === 413) extra.Connection = 'close';
  return jsonResponse(
    { code: appError.envelopeCode, data: fieldErrors.length ? { errors: fieldErrors } : null, message },
    appError.status,
    extra,
  );
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      return await request.json();
    } catch {
      throw new ValidationError([{ field: 'body', messageKey: 'validation.format' }]);
    }
  }
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    const form = await request.formData();
    const out: Record<string, unknown> = {};
    for (const key of new Set(form.keys())) {
      const all = form.getAll(key);
      out[key] = all.length > 1 ? all : all[0];
    }
    return out;
  }
  const text = await request.text();
  return text ? text : {};
}

/** Parses input with a schema; a mismatch is a ValidationError with a message key per field. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(issuesFromZod(result.error, input));
  return result.data;
}

export function defineEndpoint<Q extends z.ZodType = typeof emptyObject, B extends z.ZodType = typeof emptyObject, R extends z.ZodType = z.ZodType>(
  spec: EndpointSpec<Q, B, R>,
): Endpoint {
  const allow = spec.method === 'GET' ? ['GET', 'HEAD', 'OPTIONS'] : [spec.method, 'OPTIONS'];
  const validateResponse = import.meta.env?.MODE !== 'production';

  const route: APIRoute = async (astro) => {
    const { request, url } = astro;
    const lang = requestLanguage(request);
    try {
      if (request.method === 'OPTIONS') {
        return new Response(null, { status: 204, headers: { Allow: allow.join(', '), ...NO_CACHE_HEADERS } });
      }
      if (!allow.includes(request.method)) throw new MethodNotAllowedError(request.method, allow);
      const query = parseWith(spec.query ?? emptyObject, searchParamsToObject(url.searchParams));
      // A path that does not fit the parameters names nothing: not found rather than a bad request.
      const params = spec.params ? spec.params.safeParse(astro.params) : undefined;
      if (params && !params.success) throw new NotFoundError();
      const body = spec.method === 'GET' || spec.multipart ? {} : parseWith(spec.body ?? emptyObject, await readBody(request));
      const data = await spec.handler({
        query: query as z.output<Q>,
        body: body as z.output<B>,
        params: params?.data ?? {},
        lang,
        request,
        url,
        astro,
      });
      // Outside production the response is checked against its schema, so the
      // OpenAPI document cannot drift from what the endpoint really returns.
      const output = validateResponse ? spec.response.parse(data) : data;
      if (request.method === 'HEAD') return new Response(null, { status: 200, headers: NO_CACHE_HEADERS });
      return successResponse(output);
    } catch (err) {
      return errorResponse(err, lang, request);
    }
  };
  return Object.assign(route, { spec: spec as unknown as EndpointSpec<z.ZodType, z.ZodType, z.ZodType> });
}

export function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'function' && 'spec' in value;
}

export { AppError };
