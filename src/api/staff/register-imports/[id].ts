export { registerImportEndpoint as ALL } from '#src/features/registers/staff-endpoints.ts';
