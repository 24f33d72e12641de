export { registerImportConfirmEndpoint as ALL } from '#src/features/registers/staff-endpoints.ts';
