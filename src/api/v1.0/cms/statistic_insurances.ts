export { insuranceStatisticsEndpoint as ALL } from '#src/features/stats/endpoints.ts';
