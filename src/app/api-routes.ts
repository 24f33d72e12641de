/**
 * Every route file of `src/api/` behind one Astro route (`src/pages/api/[...path].ts`),
 * routed by path in a map rather than by Astro's scan of every route (decision 0043).
 * A file added under `src/api/` is a call at its path, as it would be under `src/pages`.
 */
import { createApiRouter } from '#src/server/http/api-router.ts';

const modules = import.meta.glob<Record<string, unknown>>(['../api/**/*.ts', '!../api/**/*.test.ts'], { eager: true });

export const apiRouter = createApiRouter(modules);
export const { ALL } = apiRouter;
