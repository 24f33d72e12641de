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
import { messageSources, type MessageSource } from '#src/i18n/catalogue.ts';
import { commonText } from '#src/i18n/common-messages.ts';
import { DEFAULT_LANGUAGE, negotiateLanguage, parseLanguage, type Language } from '#src/lib/i18n/languages.ts';
import { AppError, MethodNotAllowedError, NotFoundError, ValidationError, toAppError, type FieldIssue } from './errors.ts';
import { readBodyBytes, refuseControlCharacters, shownField } from './input-guards.ts';
import { logError, logWarning } from './log.ts';
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
  /** Headers added to the answer, success or error (the staff calls' Set-Cookie). */
  responseHeaders: Headers;
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
  /**
   * The most bytes of body this call reads (default DEFAULT_MAX_BODY_BYTES); one byte
   * more is a 413, refused while reading, before parsing. Multipart calls enforce
   * their own limits in `readUploads`.
   */
  maxBodyBytes?: number;
  /** Path parameters (`{slug}` in `path`), checked like the query; a mismatch is a 404. */
  params?: z.ZodObject;
  /**
   * The catalogue of the message keys the query and body schemas name beyond the
   * common ones (the forms' rules, the feature's own), so a refused field reads in the
   * caller's language.
   */
  messages?: MessageSource;
  response: R;
  /**
   * Runs before the query and body are read: a refusal here (sign-in required, no
   * permission) is the answer whatever the input, and the input is never parsed.
   */
  guard?: (ctx: Pick<EndpointContext<unknown, unknown>, 'request' | 'url' | 'astro' | 'lang' | 'responseHeaders'>) => Promise<void>;
  handler: (ctx: EndpointContext<z.output<Q>, z.output<B>>) => Promise<z.input<R>>;
}

export type Endpoint = APIRoute & { spec: EndpointSpec<z.ZodType, z.ZodType, z.ZodType> };

export const NO_CACHE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store, no-cache, must-revalidate, max-age=0',
  Pragma: 'no-cache',
  Expires: '0',
};

const emptyObject = z.object({});

/** A JSON or form body of a call that does not say otherwise: room for any of today's forms' text. */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

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
  // Refused input is the caller's fault: a warning with the fields' names, never their values.
  else if (appError.status !== 404 && appError.status !== 403)
    logWarning('api.refused', { status: appError.status, code: appError.envelopeCode, fields: appError.issues.slice(0, 5).map((i) => shownField(i.field)) }, request);
  const text = appError.messages ? messageSources(appError.messages, commonText) : commonText;
  const t = (key: string, params?: FieldIssue['params']) => (text.has(key) ? text.t(lang, key, params) : key);
  const fieldErrors = appError.issues.map((issue: FieldIssue) => ({
    field: issue.field,
    message: t(issue.messageKey, issue.params),
  }));
  const first = fieldErrors[0];
  const message =
    appError instanceof ValidationError && first
      ? commonText.t(lang, 'error.invalidParameter', { field: first.field, reason: first.message })
      : t(appError.messageKey, appError.params);
  const extra: Record<string, string> = {};
  if (appError instanceof MethodNotAllowedError) extra.Allow = appError.allow.join(', ');
  // A body refused for its size is left unread: closing the connection after the
  // answer stops the client sending the rest (and the server reading it).
  if (appError.status === 413) extra.Connection = 'close';
  if (appError.retryAfter !== undefined) extra['Retry-After'] = String(appError.retryAfter);
  return jsonResponse(
    { code: appError.envelopeCode, data: fieldErrors.length ? { ...appError.data, errors: fieldErrors } : (appError.data ?? null), message },
    appError.status,
    extra,
  );
}

const malformedBody = () => new ValidationError([{ field: 'body', messageKey: 'validation.format' }]);

/** The body as a value for the schema, read up to `limit` bytes (413 beyond, 400 when it does not parse). */
async function readBody(request: Request, limit: number): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  const bytes = await readBodyBytes(request, limit);
  if (type.includes('application/json')) {
    try {
      return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
    } catch {
      throw malformedBody();
    }
  }
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
    } catch {
      // A broken multipart body (no boundary, truncated parts) is the caller's mistake.
      throw malformedBody();
    }
    const out: Record<string, unknown> = {};
    for (const key of new Set(form.keys())) {
      const all = form.getAll(key);
      out[key] = all.length > 1 ? all : all[0];
    }
    return out;
  }
  const text = new TextDecoder().decode(bytes);
  return text ? text : {};
}

/**
 * Parses input with a schema; a mismatch is a ValidationError with a message key per
 * field (`messages`: the catalogue of the keys the schema names beyond the common ones).
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown, messages?: MessageSource): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(issuesFromZod(result.error, input, messages), messages);
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
    const responseHeaders = new Headers();
    try {
      if (request.method === 'OPTIONS') {
        return new Response(null, { status: 204, headers: { Allow: allow.join(', '), ...NO_CACHE_HEADERS } });
      }
      if (!allow.includes(request.method)) throw new MethodNotAllowedError(request.method, allow);
      if (spec.guard) await spec.guard({ request, url, astro, lang, responseHeaders });
      const rawQuery = searchParamsToObject(url.searchParams);
      refuseControlCharacters(rawQuery, 'query');
      const query = parseWith(spec.query ?? emptyObject, rawQuery, spec.messages);
      // A path that does not fit the parameters names nothing: not found rather than a bad request.
      const params = spec.params ? spec.params.safeParse(astro.params) : undefined;
      if (params && !params.success) throw new NotFoundError();
      let body: unknown = {};
      if (spec.method !== 'GET' && !spec.multipart) {
        const raw = await readBody(request, spec.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
        refuseControlCharacters(raw, 'body');
        body = parseWith(spec.body ?? emptyObject, raw, spec.messages);
      }
      const data = await spec.handler({
        query: query as z.output<Q>,
        body: body as z.output<B>,
        params: params?.data ?? {},
        lang,
        request,
        url,
        astro,
        responseHeaders,
      });
      // Outside production the response is checked against its schema, so the
      // OpenAPI document cannot drift from what the endpoint really returns.
      const output = validateResponse ? spec.response.parse(data) : data;
      if (request.method === 'HEAD') return withHeaders(new Response(null, { status: 200, headers: NO_CACHE_HEADERS }), responseHeaders);
      return withHeaders(successResponse(output), responseHeaders);
    } catch (err) {
      return withHeaders(errorResponse(err, lang, request), responseHeaders);
    }
  };
  return Object.assign(route, { spec: spec as unknown as EndpointSpec<z.ZodType, z.ZodType, z.ZodType> });
}

function withHeaders(response: Response, extra: Headers): Response {
  for (const [name, value] of extra) response.headers.append(name, value);
  return response;
}

export function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'function' && 'spec' in value;
}

export { AppError };
