import { z } from 'zod';
import { pagedSchema } from '#src/features/entries/contract.ts';
import { downloadItemSchema } from '#src/features/media/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { listDownloads } from '#src/features/media/downloads.ts';
import { filterQuery, mediaFilterFrom, pagingQuery } from '#src/features/media/query.ts';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/downloads',
  summary: 'Downloads (forms, guidelines, statistics, publications, reports), newest first, with their files',
  description:
    'Filter by downloads category (`Filters.CatSlug`, repeated; subcategories included unless `Filters.IncludeSubCats=false`), keyword, year or publication dates. Each item lists the files of the caller’s language (or of the language the item is shown in) and the language-neutral ones, with type and size.',
  tags: ['cms', 'downloads'],
  query: z.object({
    ...pagingQuery,
    ...filterQuery,
    'Filters.Begin': date.optional().meta({ description: 'Published on or after (YYYY-MM-DD, Macao time)' }),
    'Filters.End': date.optional().meta({ description: 'Published on or before (YYYY-MM-DD, Macao time)' }),
  }),
  response: pagedSchema(downloadItemSchema),
  handler: ({ query, lang }) => listDownloads(getDb(), lang, { ...mediaFilterFrom(query), begin: query['Filters.Begin'], end: query['Filters.End'] }),
});
