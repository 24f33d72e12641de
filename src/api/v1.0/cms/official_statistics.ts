export { officialStatisticsEndpoint as ALL } from '#src/features/stats/endpoints.ts';
