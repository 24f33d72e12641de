export { coinOrderEndpoint as ALL } from '#src/features/coins/endpoints.ts';
