export { applicationEndpoint as ALL } from '#src/features/reproduction/staff-endpoints.ts';
