export { bondRecordDeleteEndpoint as ALL } from '#src/features/bonds/staff-endpoints.ts';
