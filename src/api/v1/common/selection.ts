export { selectionEndpoint as ALL } from '#src/features/site/endpoints.ts';
