export { suppressionLiftEndpoint as ALL } from '#src/features/alerts/staff-endpoints.ts';
