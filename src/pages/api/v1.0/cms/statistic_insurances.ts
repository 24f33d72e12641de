import { statisticsEndpoint } from '#src/features/stats/endpoint.ts';

export const ALL = statisticsEndpoint(
  'insurance-statistics',
  '/api/v1.0/cms/statistic_insurances',
  'Insurance statistics: series (premiums, claims, policies) with their points in a date range',
);
