export { itemLanguageEndpoint as ALL } from '#src/features/entries/endpoints.ts';
