export { coinListEndpoint as ALL } from '#src/features/coins/endpoints.ts';
