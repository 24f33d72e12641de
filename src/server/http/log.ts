/**
 * Structured logs: one JSON line per event on stdout (errors on stderr), so a
 * collector can parse them without configuration. `LOG_FORMAT=off` silences them.
 *
 * A line names a request by its id, method and path only: never its query (a
 * `ValidateKey` travels there), body, headers or the client's address.
 */
const enabled = () => process.env.LOG_FORMAT !== 'off';

/** The header the node layer (src/server/http/guard.ts) sets on every request and answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

function requestFields(request?: Request): Record<string, unknown> {
  if (!request) return {};
  const id = request.headers.get(REQUEST_ID_HEADER);
  return { ...(id ? { requestId: id } : {}), method: request.method, path: new URL(request.url).pathname };
}

export function logEvent(event: string, fields: Record<string, unknown> = {}): void {
  if (!enabled()) return;
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'info', event, ...fields })}\n`);
}

/**
 * Refused input (a bad parameter, a body too large, a rate limit): a warning, not an
 * error, with no stack — the client was wrong, the server was not.
 */
export function logWarning(event: string, fields: Record<string, unknown> = {}, request?: Request): void {
  if (!enabled()) return;
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'warn', event, ...requestFields(request), ...fields })}\n`);
}

export function logError(event: string, err: unknown, request?: Request): void {
  if (!enabled()) return;
  const error = err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : { message: String(err) };
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'error', event, ...requestFields(request), error })}\n`);
}
