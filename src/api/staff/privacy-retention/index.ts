export { retentionListEndpoint as ALL } from '#src/features/privacy/staff-endpoints.ts';
