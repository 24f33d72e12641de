export { bondImportFileEndpoint as ALL } from '#src/features/bonds/staff-endpoints.ts';
