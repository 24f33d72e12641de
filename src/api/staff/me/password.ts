export { passwordEndpoint as ALL } from '#src/features/staff/staff-endpoints.ts';
