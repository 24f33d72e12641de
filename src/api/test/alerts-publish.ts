import { z } from 'zod';
import { ALERT_TOPICS } from '#src/features/alerts/contract.ts';
import { publishEntry } from '#src/features/alerts/test-hooks.ts';
import { getConfig } from '#src/server/config.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { NotFoundError } from '#src/server/http/errors.ts';

/**
 * Test hook: publishes an entry in a topic of the e-mail alerts (as an editor would), so
 * a browser test can watch the alert go out. Exists only when TEST_HOOKS is set; left out
 * of the OpenAPI document.
 */
export const ALL = defineEndpoint({
  method: 'POST',
  path: '/api/test/alerts-publish',
  summary: 'Test mode only: publish an entry in an alerts topic',
  tags: ['test'],
  body: z.object({ topic: z.enum(ALERT_TOPICS), title: z.string().min(1).max(200) }),
  response: z.object({ id: z.number() }),
  handler: async ({ body }) => {
    if (!getConfig().TEST_HOOKS) throw new NotFoundError();
    return { id: await publishEntry(getDb(), body) };
  },
});
