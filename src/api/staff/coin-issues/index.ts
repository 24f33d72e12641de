export { issueListEndpoint as ALL } from '#src/features/coins/staff-endpoints.ts';
