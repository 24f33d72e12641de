export { fundEndpoint as GET, fundSaveEndpoint as POST } from '#src/features/bonds/staff-endpoints.ts';
