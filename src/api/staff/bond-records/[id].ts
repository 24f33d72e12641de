export { bondRecordEndpoint as GET, bondRecordSaveEndpoint as POST } from '#src/features/bonds/staff-endpoints.ts';
