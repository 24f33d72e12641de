import { z } from 'zod';
import { noticeSchema } from '#src/features/site/cms-contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { getActiveNotices } from '#src/features/site/notices.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1/notice',
  summary: 'Active site notices (shown on the home page)',
  tags: ['layout'],
  query: z.object({ slug: z.string().min(1).max(64).regex(/^[a-z0-9-]+$/).optional() }),
  response: z.array(noticeSchema),
  handler: ({ query, lang }) => getActiveNotices(getDb(), 'notice', lang, query.slug ? { slug: query.slug } : {}),
});
