/**
 * The request a piece of work belongs to, for log lines written far from the
 * request (Astro's own logger, src/server/http/astro-log.js). Kept on a global
 * symbol: the start script and the built Astro server are separate module graphs
 * (see src/server/db/registry.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  requestId: string;
  method: string;
  /** The path only: a query may hold personal data or a validate key. */
  path: string;
}

const KEY = Symbol.for('amcm.requestContext');

export function requestContextStorage(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as { [KEY]?: AsyncLocalStorage<RequestContext> };
  return (holder[KEY] ??= new AsyncLocalStorage<RequestContext>());
}

export function runInRequestContext<T>(context: RequestContext, work: () => T): T {
  return requestContextStorage().run(context, work);
}
