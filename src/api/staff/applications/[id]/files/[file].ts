export { applicationFileEndpoint as ALL } from '#src/features/reproduction/staff-endpoints.ts';
