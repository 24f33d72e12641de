export { bondImportEndpoint as ALL } from '#src/features/bonds/staff-endpoints.ts';
