export { statSeriesListEndpoint as ALL } from '#src/features/stats/staff-endpoints.ts';
