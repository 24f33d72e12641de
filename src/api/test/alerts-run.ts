import { z } from 'zod';
import { runAlertJobs } from '#src/features/alerts/jobs.ts';
import { processMailWorker } from '#src/features/mail/worker.ts';
import { getConfig } from '#src/server/config.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { NotFoundError } from '#src/server/http/errors.ts';

/**
 * Test hook: runs the alerts jobs now (scan for published content, every queued digest,
 * cleanup) instead of at the next minute, and answers once the mail worker has tried
 * everything due, so a test can tell that a message was not sent without waiting a
 * while. Exists only when TEST_HOOKS is set; left out of the OpenAPI document.
 */
export const ALL = defineEndpoint({
  method: 'POST',
  path: '/api/test/alerts-run',
  summary: 'Test mode only: run the e-mail alert jobs now',
  tags: ['test'],
  response: z.object({ announced: z.number(), digests: z.number(), deleted: z.number() }),
  handler: async ({ url }) => {
    if (!getConfig().TEST_HOOKS) throw new NotFoundError();
    const report = await runAlertJobs(getDb(), url.origin, { forceDigests: true });
    await processMailWorker()?.flush();
    return report;
  },
});
