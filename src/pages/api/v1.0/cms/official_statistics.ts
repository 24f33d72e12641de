import { statisticsEndpoint } from '#src/features/stats/endpoint.ts';

export const ALL = statisticsEndpoint(
  'official-statistics',
  '/api/v1.0/cms/official_statistics',
  'Monetary and financial statistics: series (money supply, deposits, loans, reserves) with their points in a date range',
);
