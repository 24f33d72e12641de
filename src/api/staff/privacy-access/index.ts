export { accessRequestEndpoint as ALL } from '#src/features/privacy/staff-endpoints.ts';
