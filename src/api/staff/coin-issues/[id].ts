export { issueEndpoint as GET, issueSaveEndpoint as POST } from '#src/features/coins/staff-endpoints.ts';
