export { coinBarListEndpoint as ALL } from '#src/features/coins/endpoints.ts';
