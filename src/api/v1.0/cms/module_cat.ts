export { moduleCatEndpoint as ALL } from '#src/features/entries/endpoints.ts';
