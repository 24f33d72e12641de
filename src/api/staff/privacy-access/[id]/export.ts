export { accessExportEndpoint as ALL } from '#src/features/privacy/staff-endpoints.ts';
