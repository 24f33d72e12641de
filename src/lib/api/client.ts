/**
 * The fetch helper of the islands (SPEC §7), usable on the server too: same-origin
 * calls with the visitor's language (`Api-Language` in locale style, e.g. zh_TW,
 * and `Accept-Language`), no-cache headers and GET arrays as repeated parameters.
 * It resolves the envelope's `data` only when `code === 0` (SPEC §4) and rejects
 * with an `ApiError` carrying the code and message otherwise, and on HTTP 404.
 *
 * In the browser every call is announced on `window` (`amcm:fetch-start`, then
 * `amcm:fetch-error` on failure, then `amcm:fetch-end`), which drives the top
 * progress bar of the page shell.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, parseLanguage, type Language } from '#src/lib/i18n/languages.ts';
import type { Envelope } from './envelope.ts';
import { API_EVENTS, type FetchEventDetail } from './client-events.ts';

export { API_EVENTS, type FetchEventDetail } from './client-events.ts';

/** Codes the helper uses when the server did not send an envelope. */
export const CLIENT_CODES = {
  notFound: 404,
  badResponse: -1,
  network: -2,
} as const;

export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  readonly data: unknown;
  constructor(code: number, message: string, status: number, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.data = data;
  }
}

type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | null | undefined | readonly QueryScalar[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: QueryParams;
  /** JSON-serialisable value, or FormData / URLSearchParams sent as they are. */
  body?: unknown;
  /** Language in any style (zh-hant, zh_TW, zh-tw); default: the page's, then zh-hant. */
  lang?: string;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /** Origin to call from the server (in the browser the page's origin is used). */
  baseUrl?: string;
  /** Do not announce the call (no progress bar). */
  quiet?: boolean;
  /** For tests and the server: the fetch to use. */
  fetch?: typeof fetch;
}

/** `?a=1&ids=1&ids=2`: arrays as repeated parameters, empty values left out. */
export function buildQuery(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    const values: readonly QueryScalar[] = Array.isArray(value) ? (value as readonly QueryScalar[]) : [value as QueryScalar];
    for (const v of values) search.append(name, String(v));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function pageLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  return parseLanguage(document.documentElement.dataset.lang) ?? DEFAULT_LANGUAGE;
}

/** The two language headers of SPEC §7 for a language written in any style. */
export function languageHeaders(lang?: string): { 'Api-Language': string; 'Accept-Language': string } {
  const language = parseLanguage(lang) ?? pageLanguage();
  const codes = LANGUAGE_CODES[language];
  return { 'Api-Language': codes.locale, 'Accept-Language': codes.htmlLang };
}

function resolveUrl(path: string, baseUrl: string | undefined): string {
  const origin = baseUrl ?? (typeof location === 'undefined' ? undefined : location.origin);
  if (!origin) throw new ApiError(CLIENT_CODES.badResponse, 'A base URL is needed outside the browser', 0);
  const url = new URL(path, origin);
  if (url.origin !== new URL(origin).origin) throw new ApiError(CLIENT_CODES.badResponse, 'Only same-origin calls are allowed', 0);
  return url.toString();
}

let sequence = 0;

function announce(type: string, detail: FetchEventDetail, quiet: boolean | undefined): void {
  if (quiet || typeof window === 'undefined' || typeof CustomEvent === 'undefined') return;
  window.dispatchEvent(new CustomEvent<FetchEventDetail>(type, { detail }));
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

function bodyOf(body: unknown): { body: BodyInit | undefined; json: boolean } {
  if (body === undefined) return { body: undefined, json: false };
  if (typeof FormData !== 'undefined' && body instanceof FormData) return { body, json: false };
  if (body instanceof URLSearchParams) return { body, json: false };
  return { body: JSON.stringify(body), json: true };
}

/** Calls the API and resolves the envelope's `data` (SPEC §4: only when code is 0). */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = resolveUrl(path + buildQuery(options.params), options.baseUrl);
  const { body, json } = bodyOf(options.body);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    ...languageHeaders(options.lang),
    ...(json ? { 'Content-Type': 'application/json' } : {}),
    ...options.headers,
  };
  const doFetch = options.fetch ?? fetch;
  const id = ++sequence;
  announce(API_EVENTS.start, { id, url }, options.quiet);
  let ok = false;
  try {
    let response: Response;
    try {
      response = await doFetch(url, { method, headers, body, cache: 'no-store', credentials: 'same-origin', signal: options.signal ?? null });
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      throw new ApiError(CLIENT_CODES.network, err instanceof Error ? err.message : 'Network error', 0);
    }
    let payload: unknown = null;
    try {
      payload = await response.json();
    } catch {
      payload = null;
    }
    if (response.status === 404) {
      const message = isEnvelope(payload) && payload.message ? payload.message : 'Not found';
      throw new ApiError(CLIENT_CODES.notFound, message, 404, isEnvelope(payload) ? payload.data : null);
    }
    if (!isEnvelope(payload)) throw new ApiError(response.ok ? CLIENT_CODES.badResponse : response.status, response.statusText || 'Unexpected response', response.status);
    if (payload.code !== 0) throw new ApiError(payload.code, payload.message || response.statusText || 'Request failed', response.status, payload.data ?? null);
    ok = true;
    return payload.data as T;
  } catch (err) {
    if (err instanceof ApiError) announce(API_EVENTS.error, { id, url, code: err.code, message: err.message }, options.quiet);
    throw err;
  } finally {
    announce(API_EVENTS.end, { id, url, ok }, options.quiet);
  }
}

export function apiGet<T>(path: string, params?: QueryParams, options: Omit<ApiRequestOptions, 'method' | 'params' | 'body'> = {}): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'GET', ...(params ? { params } : {}) });
}

export function apiPost<T>(path: string, body?: unknown, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'POST', body });
}
