import type { APIRoute } from 'astro';
import { getDatabaseHandle } from '#src/server/db/registry.ts';
import { NO_CACHE_HEADERS } from '#src/server/http/api.ts';
import { logError } from '#src/server/http/log.ts';

/** 200 when the database answers, 503 otherwise: for load balancers and orchestrators. */
export const GET: APIRoute = async ({ request }) => {
  const started = performance.now();
  try {
    const handle = getDatabaseHandle();
    await handle.ping();
    return Response.json(
      { status: 'ok', database: handle.kind, ms: Math.round((performance.now() - started) * 10) / 10 },
      { headers: NO_CACHE_HEADERS },
    );
  } catch (err) {
    logError('healthz', err, request);
    return Response.json({ status: 'unavailable' }, { status: 503, headers: NO_CACHE_HEADERS });
  }
};
