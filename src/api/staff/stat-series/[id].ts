export { statSeriesEndpoint as ALL } from '#src/features/stats/staff-endpoints.ts';
