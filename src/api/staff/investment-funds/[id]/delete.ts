export { fundDeleteEndpoint as ALL } from '#src/features/bonds/staff-endpoints.ts';
