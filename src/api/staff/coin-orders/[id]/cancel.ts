export { cancelEndpoint as ALL } from '#src/features/coins/staff-endpoints.ts';
