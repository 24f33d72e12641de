export { retentionEndpoint as GET, retentionSaveEndpoint as POST } from '#src/features/privacy/staff-endpoints.ts';
