export { applicationInfoEndpoint as ALL } from '#src/features/reproduction/staff-endpoints.ts';
