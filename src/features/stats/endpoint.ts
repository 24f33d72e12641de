/**
 * The three statistics calls of SPEC §7 share their parameters and answer:
 * series of one module with their points, filtered by series, category and a
 * date range (`Filters.Begin`, `Filters.End` as YYYY, YYYY-MM or YYYY-MM-DD).
 */
import { z } from 'zod';
import { queryArray } from '#src/lib/api/envelope.ts';
import { statSeriesListSchema } from './contract.ts';
import type { StatModule } from './stat-modules.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint, type Endpoint } from '#src/server/http/api.ts';
import { ValidationError } from '#src/server/http/errors.ts';
import { beginBound, endBound, isPeriodBound, listSeries } from './service.ts';

const slug = z.string().min(1).max(80).regex(/^[a-z0-9-]+$/);
const bound = z
  .string()
  .refine(isPeriodBound)
  .meta({ description: 'YYYY, YYYY-MM or YYYY-MM-DD', example: '2025-01' });

export const statisticsQuerySchema = z.object({
  slug: queryArray(slug).optional().meta({ description: 'Series to return (repeat for several); all by default' }),
  'Filters.CatSlug': slug.optional().meta({ description: 'Only series of this category' }),
  'Filters.Begin': bound.optional(),
  'Filters.End': bound.optional(),
});

export function statisticsEndpoint(module: StatModule, path: string, summary: string): Endpoint {
  return defineEndpoint({
    method: 'GET',
    path,
    summary,
    tags: ['cms', 'statistics'],
    query: statisticsQuerySchema,
    response: statSeriesListSchema,
    handler: ({ query, lang }) => {
      const begin = query['Filters.Begin'];
      const end = query['Filters.End'];
      if (begin && end && beginBound(begin) > endBound(end)) {
        throw new ValidationError([{ field: 'Filters.End', messageKey: 'stats.rangeOrder' }]);
      }
      return listSeries(getDb(), lang, { module, slugs: query.slug, catSlug: query['Filters.CatSlug'], begin, end });
    },
  });
}
