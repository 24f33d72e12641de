/**
 * Structured logs: one JSON line per event on stdout (errors on stderr), so a
 * collector can parse them without configuration. `LOG_FORMAT=off` silences them.
 */
const enabled = () => process.env.LOG_FORMAT !== 'off';

export function logEvent(event: string, fields: Record<string, unknown> = {}): void {
  if (!enabled()) return;
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'info', event, ...fields })}\n`);
}

export function logError(event: string, err: unknown, request?: Request): void {
  if (!enabled()) return;
  const error = err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : { message: String(err) };
  const where = request ? { method: request.method, path: new URL(request.url).pathname } : {};
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'error', event, ...where, error })}\n`);
}
