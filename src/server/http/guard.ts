/**
 * The node layer's guard (issue 18): what is refused before Astro sees a request, and
 * the one place that turns a framework-level failure into our answer: the envelope
 * for API paths, a small error page in the visitor's language for the others, always
 * `no-store`, never a stack trace.
 *
 * - Every request gets an id (`X-Request-Id`, on the answer too) that log lines carry;
 *   one the client sent is replaced, so a log never holds a value a client chose.
 * - `X-Content-Type-Options: nosniff` on every answer (API, files, /_astro assets); the
 *   answers the node layer writes itself (its error pages and envelopes, built files)
 *   and every answer on an API path carry the pages' whole set of security headers
 *   (nodeLayerHeaders).
 * - Methods: API paths take GET, HEAD, POST and OPTIONS (each call then answers 405
 *   with its own Allow for the ones it does not take); pages, files, feeds and assets
 *   answer GET and HEAD only. Anything else (TRACE, PUT on a page…) is 405 with Allow.
 * - A URL (path or query) with a broken `%` escape, or a path with an escaped `%`
 *   (double encoding), is 400: the envelope on API paths.
 * - Astro's cross-site form check (security.checkOrigin) is applied here first, with
 *   the same rule, so its refusal is ours (Astro's stays behind it as a second lock).
 *   Behind a TLS-terminating proxy trusted by TRUST_PROXY_HOPS the client's origin is
 *   https (X-Forwarded-Proto), which Astro, reading the socket, cannot know.
 * - A declared body over MAX_REQUEST_BODY_BYTES is 413 before a byte is read; the
 *   adapter's `bodySizeLimit` (the same figure) stops a chunked body that grows past it.
 * - A 500 the adapter writes itself (a render that threw outside any route's own
 *   handling) is rewritten the same way; requests Node cannot parse get a 400 envelope.
 * - A request whose headers or body arrive too slowly gets 408 and a closed connection
 *   (node-server.ts, body-timeout.ts; decision 0026).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { KeyOf } from '#src/i18n/catalogue.ts';
import { commonText } from '#src/i18n/common-messages.ts';
import type { MessageParams } from '#src/i18n/format.ts';
import { API_ERROR_CODES } from '#src/lib/api/error-codes.ts';
import { escapeHtml } from '#src/lib/html.ts';
import { DEFAULT_LANGUAGE, isLanguage, negotiateLanguage, parseLanguage, type Language } from '#src/lib/i18n/languages.ts';
import { getConfig } from '#src/server/config.ts';
import { forwardedHttps } from './client-address.ts';
import { parseOrigins, securityHeaders } from './headers.ts';
import { logWarning } from './log.ts';
import { isApiCallPath } from './route-rules.ts';

/**
 * The largest request body the server reads: the largest public form, 10 files of at
 * most 5 MB and 25 MB together (DEFAULT_UPLOAD_LIMITS of src/features/forms/uploads.ts),
 * plus 1 MB for its text fields and the multipart framing. astro.config.mjs gives the
 * node adapter the same figure as `bodySizeLimit`.
 */
export const MAX_REQUEST_BODY_BYTES = 26 * 1024 * 1024;

export const API_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'OPTIONS'];
export const PAGE_METHODS: readonly string[] = ['GET', 'HEAD'];

const NO_STORE = 'no-store, no-cache, must-revalidate, max-age=0';
const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

interface Refusal {
  status: number;
  code: number;
  messageKey: KeyOf<typeof commonText>;
  params?: MessageParams;
  headers?: Record<string, string>;
}

const pathOf = (req: http.IncomingMessage) => (req.url ?? '/').split('?')[0] ?? '/';

/**
 * Whether Astro routes the request to a call: it decodes the path (again while that
 * changes it) before routing, so `/%61pi/…` and `/%2561pi/…` are calls too and get
 * a call's methods, envelope and headers here.
 */
function isApiRequest(req: http.IncomingMessage): boolean {
  let path = pathOf(req);
  // Most paths carry no escape: nothing to decode then.
  for (let i = 0; i < 10 && path.includes('%'); i++) {
    let decoded: string;
    try {
      decoded = decodeURI(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  return isApiCallPath(path);
}

function header(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The caller's language: Api-Language, then the path's language segment, then Accept-Language. */
function languageOf(req: http.IncomingMessage): Language {
  const segment = pathOf(req).split('/')[1] ?? '';
  return (
    parseLanguage(header(req, 'api-language') ?? null) ??
    (isLanguage(segment) ? segment : undefined) ??
    negotiateLanguage(header(req, 'accept-language') ?? null) ??
    DEFAULT_LANGUAGE
  );
}

/** A self-contained error page: no script, no style, nothing to load. */
function errorPage(lang: Language, status: number, message: string): string {
  const title = escapeHtml(commonText.t(lang, 'error.noticeTitle'));
  return `<!doctype html>
<html lang="${lang === 'zh-hant' ? 'zh-Hant' : lang === 'zh-hans' ? 'zh-Hans' : lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} (${String(status)})</title></head>
<body><main><h1>${title}</h1><p>${escapeHtml(message)}</p><p><a href="/${lang}">${escapeHtml(commonText.t(lang, 'error.backHome'))}</a></p></main></body>
</html>
`;
}

/** What the node layer's own answers load: nothing (no script, style or image). */
const NODE_LAYER_CSP = "default-src 'none'; base-uri 'none'";
let frameAncestors: string[] | undefined;

/**
 * The security headers of every answer the node layer writes itself (its error pages,
 * the envelope, built files): the pages' set, from the one function that makes it
 * (headers.ts), with a policy that lets nothing load. No request (Node could not
 * parse one): no HTTPS known.
 */
export function nodeLayerHeaders(req?: http.IncomingMessage, hops: number = getConfig().TRUST_PROXY_HOPS): Record<string, string> {
  frameAncestors ??= parseOrigins(getConfig().FRAME_ANCESTORS);
  return securityHeaders({ frameAncestors, analytics: false, https: req ? clientUsedHttps(req, hops) : false }, NODE_LAYER_CSP);
}

/**
 * An error answer of the node layer: the envelope for API paths (and for a request
 * Node could not parse, whose path is unknown), a small error page in the visitor's
 * language for the others; never stored, the pages' security headers.
 */
function errorAnswer(req: http.IncomingMessage | undefined, status: number, code: number, messageKey: KeyOf<typeof commonText>, params?: MessageParams): { headers: Record<string, string>; body: string } {
  const lang = req ? languageOf(req) : DEFAULT_LANGUAGE;
  const message = commonText.t(lang, messageKey, params);
  const api = !req || isApiRequest(req);
  const body = api ? JSON.stringify({ code, data: null, message }) : errorPage(lang, status, message);
  const headers: Record<string, string> = {
    ...nodeLayerHeaders(req),
    'Content-Type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'Cache-Control': NO_STORE,
    'Content-Length': String(Buffer.byteLength(body)),
  };
  return { headers, body };
}

/** The answer to a refused request: built here, in full, with nothing from Astro. */
function answer(req: http.IncomingMessage, res: http.ServerResponse, refusal: Refusal): void {
  const { headers, body } = errorAnswer(req, refusal.status, refusal.code, refusal.messageKey, refusal.params);
  Object.assign(headers, refusal.headers);
  // A request whose body is left unread: closing after the answer stops the client sending it.
  if (req.method !== 'GET' && req.method !== 'HEAD') headers.Connection = 'close';
  logWarning('request.refused', { status: refusal.status, code: refusal.code }, requestLike(req));
  res.writeHead(refusal.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * An error answer written straight to the connection, which is then closed: for a
 * request Node could not parse or that did not arrive in time, when no response of
 * the connection has started (else the connection is only closed).
 */
function answerOnSocket(socket: Duplex, req: http.IncomingMessage | undefined, status: number, code: number, messageKey: KeyOf<typeof commonText>): void {
  const { headers, body } = errorAnswer(req, status, code, messageKey);
  const head = Object.entries({ ...headers, Connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${String(status)} ${http.STATUS_CODES[status] ?? ''}\r\n${head}\r\n${req?.method === 'HEAD' ? '' : body}`);
  // A client that reads nothing cannot keep the connection: it goes a second later.
  setTimeout(() => socket.destroy(), 1000).unref();
}

/** Enough of a Request for the log line (id, method, path: never the query). */
function requestLike(req: http.IncomingMessage): Request {
  const id = header(req, 'x-request-id') ?? '';
  return { method: req.method ?? '', url: `http://localhost${pathOf(req).replace(/[^\x21-\x7e]/g, '?')}`, headers: new Headers({ 'x-request-id': id }) } as unknown as Request;
}

const isEncrypted = (req: http.IncomingMessage) => 'encrypted' in req.socket && Boolean(req.socket.encrypted);

/**
 * Whether the client used HTTPS: a TLS socket, or a TLS-terminating proxy trusted by
 * TRUST_PROXY_HOPS that says so in X-Forwarded-Proto (the browser's Origin is then
 * `https://…` while the connection here is plain HTTP).
 */
function clientUsedHttps(req: http.IncomingMessage, hops: number): boolean {
  return isEncrypted(req) || forwardedHttps(header(req, 'x-forwarded-proto'), hops);
}

/** The origin the client addressed (its protocol as above, the Host header). */
export function clientOrigin(req: http.IncomingMessage, hops: number = getConfig().TRUST_PROXY_HOPS): string {
  return `${clientUsedHttps(req, hops) ? 'https' : 'http'}://${header(req, 'host') ?? 'localhost'}`;
}

/** Astro's checkOrigin rule: an unsafe method with a form-like body (or none) from another origin. */
function isCrossSiteForm(req: http.IncomingMessage, hops: number): boolean {
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  const sameOrigin = header(req, 'origin') === clientOrigin(req, hops);
  const type = header(req, 'content-type');
  if (type === undefined) return !sameOrigin;
  const bare = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return FORM_CONTENT_TYPES.includes(bare) && !sameOrigin;
}

/** What the guard refuses of a request, or undefined to let it through. */
export function refusalOf(req: http.IncomingMessage, maxBodyBytes = MAX_REQUEST_BODY_BYTES, hops: number = getConfig().TRUST_PROXY_HOPS): Refusal | undefined {
  return refusalFor(req, isApiRequest(req), maxBodyBytes, hops);
}

/** refusalOf, for a caller that has found whether the request is a call. */
function refusalFor(req: http.IncomingMessage, api: boolean, maxBodyBytes: number, hops: number): Refusal | undefined {
  const method = req.method ?? 'GET';
  const allowed = api ? API_METHODS : PAGE_METHODS;
  if (!allowed.includes(method)) {
    return { status: 405, code: API_ERROR_CODES.methodNotAllowed, messageKey: 'error.methodNotAllowed', params: { method: method.slice(0, 20) }, headers: { Allow: allowed.join(', ') } };
  }
  const url = req.url ?? '/';
  // Only an escape can be broken, or escaped again: a URL without `%` has neither.
  if (url.includes('%')) {
    try {
      // The whole URL: a broken escape in the query is refused here too, in the caller's shape.
      decodeURI(url);
    } catch {
      return { status: 400, code: API_ERROR_CODES.badRequest, messageKey: 'error.badRequest' };
    }
    // An escaped `%` in the path is an escape escaped again: a proxy decodes it once and
    // Astro until it stops changing, so `/%2573taff` would pass the proxy's rules for
    // `/staff` and reach it here. No address of the site has a `%` of its own.
    if (/%25/i.test(pathOf(req))) return { status: 400, code: API_ERROR_CODES.badRequest, messageKey: 'error.badRequest' };
  }
  if (isCrossSiteForm(req, hops)) return { status: 403, code: API_ERROR_CODES.forbidden, messageKey: 'error.crossSite' };
  const declared = Number(header(req, 'content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBodyBytes) return { status: 413, code: API_ERROR_CODES.payloadTooLarge, messageKey: 'error.payloadTooLarge' };
  return undefined;
}

/**
 * Runs before Astro on every request: sets the request id and nosniff, answers what
 * it refuses (returns true then), and makes sure a 500 written by the adapter itself
 * leaves as our answer.
 */
export function guardRequest(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const id = randomUUID();
  req.headers['x-request-id'] = id;
  res.setHeader('X-Request-Id', id);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  inFlight.set(req.socket, { req, res });
  const done = () => {
    if (inFlight.get(req.socket)?.res === res) inFlight.delete(req.socket);
  };
  res.once('finish', done);
  res.once('close', done);
  const hops = getConfig().TRUST_PROXY_HOPS;
  const api = isApiRequest(req);
  const refusal = refusalFor(req, api, MAX_REQUEST_BODY_BYTES, hops);
  if (refusal) {
    answer(req, res, refusal);
    return true;
  }
  // Every answer of a call carries them, the calls' own included (an answer's own value wins).
  if (api) for (const [name, value] of Object.entries(nodeLayerHeaders(req, hops))) res.setHeader(name, value);
  presentOriginToAstro(req, hops);
  replaceFrameworkErrors(req, res);
  return false;
}

/**
 * Astro's own checkOrigin (the second lock) builds the request's origin from the
 * socket, so behind a TLS-terminating proxy it would take the browser's
 * `Origin: https://host` for another site and refuse every form. Once the check above
 * has found the request same-origin over HTTPS through a trusted proxy, Astro is shown
 * the origin as it sees the request (`http://host`).
 */
function presentOriginToAstro(req: http.IncomingMessage, hops: number): void {
  if (isEncrypted(req) || !forwardedHttps(header(req, 'x-forwarded-proto'), hops)) return;
  const host = header(req, 'host');
  if (host && header(req, 'origin') === `https://${host}`) req.headers.origin = `http://${host}`;
}

/**
 * The adapter answers a render that threw with a bare `500 Internal Server Error`
 * (no content type; `writeHead` first when it writes a Response): that one answer is
 * replaced by ours. The stack is in the adapter's own log line, never in the answer.
 */
function replaceFrameworkErrors(req: http.IncomingMessage, res: http.ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
  const bare500 = (status: number, headers: unknown) =>
    status === 500 && !res.headersSent && !res.hasHeader('content-type') && !(headers && typeof headers === 'object' && Object.keys(headers).some((name) => name.toLowerCase() === 'content-type'));
  let replacing = false;
  res.writeHead = ((status: number, ...args: unknown[]) => {
    if (bare500(status, args.find((arg) => typeof arg === 'object'))) {
      replacing = true;
      res.statusCode = 500;
      return res;
    }
    return writeHead(status, ...args);
  }) as typeof res.writeHead;
  res.write = ((...args: unknown[]) => (replacing ? true : write(...args))) as typeof res.write;
  res.end = ((...args: unknown[]) => {
    if (!replacing && !bare500(res.statusCode, undefined)) return end(...args);
    res.writeHead = writeHead as typeof res.writeHead;
    res.write = write as typeof res.write;
    res.end = end as typeof res.end;
    const { headers, body } = errorAnswer(req, 500, API_ERROR_CODES.internal, 'error.internal');
    writeHead(500, headers);
    return end(req.method === 'HEAD' ? undefined : body);
  }) as typeof res.end;
}

/** The request being answered on each connection: Node reports a late body on the connection, not the request. */
const inFlight = new WeakMap<Duplex, { req: http.IncomingMessage; res: http.ServerResponse }>();

/**
 * A request whose body stopped arriving (node-server.ts, body-timeout.ts): 408 in the
 * caller's shape and the connection closed; once its answer has started, only closed.
 */
export function answerRequestTimeout(req: http.IncomingMessage, res: http.ServerResponse): void {
  logWarning('request.timeout', { status: 408, code: API_ERROR_CODES.requestTimeout }, requestLike(req));
  if (res.headersSent || !req.socket.writable) {
    req.socket.destroy();
    return;
  }
  answerOnSocket(req.socket, req, 408, API_ERROR_CODES.requestTimeout, 'error.requestTimeout');
}

/**
 * Requests Node's parser refuses (an unknown method, broken framing) get a 400
 * envelope, not an empty answer; headers too large a 431; headers that did not
 * arrive within the server's `headersTimeout` (or a body within its
 * `requestTimeout`) a 408.
 */
export function guardServer(server: http.Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const timeout = err.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    const current = inFlight.get(socket);
    if (current) {
      // A request is being answered on this connection: never a second answer over its own.
      if (timeout) answerRequestTimeout(current.req, current.res);
      else socket.destroy();
      return;
    }
    if (timeout) {
      answerOnSocket(socket, undefined, 408, API_ERROR_CODES.requestTimeout, 'error.requestTimeout');
      return;
    }
    const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
    answerOnSocket(socket, undefined, tooLarge ? 431 : 400, API_ERROR_CODES.badRequest, 'error.badRequest');
  });
}
