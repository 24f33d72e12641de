export { applicationsListEndpoint as ALL } from '#src/features/reproduction/staff-endpoints.ts';
