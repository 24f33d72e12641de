import { statisticsEndpoint } from '#src/features/stats/endpoint.ts';

export const ALL = statisticsEndpoint(
  'financial-indicators',
  '/api/v1.0/cms/financial_indicators',
  'Key financial indicators: yearly series with their points in a date range',
);
