export { bondRecordCreateEndpoint as ALL } from '#src/features/bonds/staff-endpoints.ts';
