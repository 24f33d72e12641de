export { searchEndpoint as ALL } from '#src/features/search/endpoints.ts';
