export { rateDayEndpoint as ALL } from '#src/features/rates/staff-endpoints.ts';
