export { signInEndpoint as ALL } from '#src/features/staff/staff-endpoints.ts';
