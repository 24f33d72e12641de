import { z } from 'zod';
import { pagedSchema } from '#src/features/entries/contract.ts';
import { downloadItemSchema } from '#src/features/media/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { LEGACY_DOWNLOAD_SLUGS, legacyDownloads, type LegacyDownloadSlug } from '#src/features/media/downloads.ts';

const slugs = Object.keys(LEGACY_DOWNLOAD_SLUGS) as [LegacyDownloadSlug, ...LegacyDownloadSlug[]];

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1/download',
  summary: 'Download lists by name: the forms (`file-download`) or the financial reports (`financial-information`)',
  description: '`file-download`: the forms (all form categories). `financial-information`: the financial statements and the annual reports. Newest first.',
  tags: ['downloads'],
  query: z.object({
    slug: z.enum(slugs),
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional().meta({ description: 'Items per page (default 20)' }),
  }),
  response: pagedSchema(downloadItemSchema),
  handler: ({ query, lang }) => legacyDownloads(getDb(), lang, query.slug, query.page ?? 1, query.limit ?? 20),
});
