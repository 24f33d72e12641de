/**
 * The three statistics calls of SPEC §7 share their parameters and answer:
 * series of one module with their points, filtered by series, category and a
 * date range (`Filters.Begin`, `Filters.End` as YYYY, YYYY-MM or YYYY-MM-DD).
 */
import { z } from 'zod';
import { queryArray } from '#src/lib/api/envelope.ts';
import { slugParam } from '#src/lib/api/params.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint, type Endpoint } from '#src/server/http/api.ts';
import { ValidationError } from '#src/server/http/errors.ts';
import { statSeriesListSchema } from './contract.ts';
import { beginBound, endBound, isPeriodBound, listSeries } from './service.ts';
import type { StatModule } from './stat-modules.ts';
import { statsText } from './messages.ts';

const bound = z
  .string()
  .refine(isPeriodBound)
  .meta({ description: 'YYYY, YYYY-MM or YYYY-MM-DD', example: '2025-01' });

export const statisticsQuerySchema = z.object({
  slug: queryArray(slugParam).optional().meta({ description: 'Series to return (repeat for several); all by default' }),
  'Filters.CatSlug': slugParam.optional().meta({ description: 'Only series of this category' }),
  'Filters.Begin': bound.optional(),
  'Filters.End': bound.optional(),
});

function statisticsEndpoint(module: StatModule, path: string, summary: string): Endpoint {
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
        throw new ValidationError([{ field: 'Filters.End', messageKey: 'stats.rangeOrder' }], statsText);
      }
      return listSeries(getDb(), lang, { module, slugs: query.slug, catSlug: query['Filters.CatSlug'], begin, end });
    },
  });
}

export const officialStatisticsEndpoint = statisticsEndpoint(
  'official-statistics',
  '/api/v1.0/cms/official_statistics',
  'Monetary and financial statistics: series (money supply, deposits, loans, reserves) with their points in a date range',
);

export const insuranceStatisticsEndpoint = statisticsEndpoint(
  'insurance-statistics',
  '/api/v1.0/cms/statistic_insurances',
  'Insurance statistics: series (premiums, claims, policies) with their points in a date range',
);

export const financialIndicatorsEndpoint = statisticsEndpoint(
  'financial-indicators',
  '/api/v1.0/cms/financial_indicators',
  'Key financial indicators: yearly series with their points in a date range',
);
