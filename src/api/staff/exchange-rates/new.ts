export { rateSaveEndpoint as ALL } from '#src/features/rates/staff-endpoints.ts';
