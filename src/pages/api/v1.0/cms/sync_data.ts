import { z } from 'zod';
import { queryArray } from '#src/lib/api/envelope.ts';
import { syncPageSchema } from '#src/features/media/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { pagingQuery } from '#src/features/media/query.ts';
import { syncData } from '#src/features/media/sync.ts';

const instant = z.iso.datetime({ offset: true }).transform((v) => new Date(v));

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/sync_data',
  summary: 'Change feed for mirrors: module entries changed since a moment, oldest change first',
  description: [
    'Returns entries whose own data, texts or publication time changed after `since` and up to `until` (default: now), oldest change first, paged.',
    '`upsert` items carry the whole entry in the caller’s language; `withdrawn` items (drafts, taken offline) should be removed by the mirror.',
    'Keep `until` from the first page for the following pages, then use it as the next `since`. Delivery is at least once: an item may come again.',
    'Entries deleted outright are not reported; rebuild from `since=1970-01-01T00:00:00Z` from time to time.',
  ].join(' '),
  tags: ['cms', 'sync'],
  query: z.object({
    since: instant.meta({ description: 'ISO 8601 date-time with offset, e.g. 2026-10-01T00:00:00Z', example: '2026-10-01T00:00:00Z' }),
    until: instant.optional(),
    Module: queryArray(z.string().min(1).max(64).regex(/^[a-z0-9-]+$/)).optional().meta({ description: 'Entry modules (repeat for several), e.g. download, video' }),
    ...pagingQuery,
  }),
  response: syncPageSchema,
  handler: ({ query, lang }) =>
    syncData(getDb(), lang, { since: query.since, until: query.until, modules: query.Module, page: query.Page, pageSize: query.PageSize }),
});
