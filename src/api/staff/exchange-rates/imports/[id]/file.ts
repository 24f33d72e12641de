export { rateImportFileEndpoint as ALL } from '#src/features/rates/staff-endpoints.ts';
