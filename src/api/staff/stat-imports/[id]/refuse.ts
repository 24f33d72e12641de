export { statImportRefuseEndpoint as ALL } from '#src/features/stats/staff-endpoints.ts';
