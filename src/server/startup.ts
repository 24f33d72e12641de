/**
 * Start-up checks that fail fast and say why in one line (scripts/start.mjs): a busy
 * port before the database is opened, a data folder another server holds, a
 * PostgreSQL server that cannot be reached or refuses the login.
 */
import net from 'node:net';
import type { ServerConfig } from './config.ts';
import { InstanceLockedError } from './instance-lock.ts';

function portInUse(port: number, host: string): string {
  return `Port ${String(port)} on ${host} is already in use (PORT, HOST): stop what listens there or set PORT to a free port.`;
}

/** Listens on the port for a moment; returns why the server could not, or undefined. */
export function checkPortFree(port: number, host: string): Promise<string | undefined> {
  if (port === 0) return Promise.resolve(undefined);
  return new Promise((done) => {
    const probe = net.createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') done(portInUse(port, host));
      else if (err.code === 'EACCES') done(`Port ${String(port)} on ${host} needs privileges this process lacks (PORT, HOST): use a port above 1023.`);
      else if (err.code === 'EADDRNOTAVAIL' || err.code === 'ENOTFOUND') done(`HOST ${host} is not an address of this machine (HOST).`);
      else done(`Cannot listen on ${host}:${String(port)} (PORT, HOST): ${err.message}`);
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => done(undefined)));
  });
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET']);

function serverOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname.length > 1 ? `, database ${decodeURIComponent(u.pathname.slice(1))}` : ''}`;
  } catch {
    return 'its host';
  }
}

function codeOf(err: unknown): string | undefined {
  if (!err || typeof err !== 'object') return undefined;
  const e = err as { code?: unknown; errors?: unknown[]; cause?: unknown };
  if (typeof e.code === 'string') return e.code;
  // node-postgres wraps "both IPv4 and IPv6 refused" in an AggregateError.
  if (Array.isArray(e.errors)) for (const inner of e.errors) if (codeOf(inner)) return codeOf(inner);
  return e.cause ? codeOf(e.cause) : undefined;
}

/** The one line that explains a failed start, or undefined for an unexpected error (shown with its stack). */
export function startupFailure(err: unknown, config: Pick<ServerConfig, 'DATABASE_URL' | 'PORT' | 'HOST'>): string | undefined {
  if (err instanceof InstanceLockedError) return err.message;
  const code = codeOf(err);
  if (code === 'EADDRINUSE') return portInUse(config.PORT, config.HOST);
  if (config.DATABASE_URL) {
    const where = serverOf(config.DATABASE_URL);
    if (code && CONNECTION_CODES.has(code)) return `Cannot reach the PostgreSQL server of DATABASE_URL (${where}): ${code}. Check the host and port, and that the server is running.`;
    // PostgreSQL's own refusals: 28P01 wrong password, 28000 no such role, 3D000 no such database.
    if (code === '28P01' || code === '28000') return `The PostgreSQL server of DATABASE_URL (${where}) refused the login: check the user name and password.`;
    if (code === '3D000') return `The database named in DATABASE_URL (${where}) does not exist: create it (createdb) or fix the URL.`;
  }
  return undefined;
}
