export { fundCreateEndpoint as ALL } from '#src/features/bonds/staff-endpoints.ts';
