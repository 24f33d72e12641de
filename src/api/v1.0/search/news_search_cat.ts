export { newsSearchCatEndpoint as ALL } from '#src/features/search/endpoints.ts';
