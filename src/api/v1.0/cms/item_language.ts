export { itemLanguageEndpoint as ALL } from '#src/features/site/endpoints.ts';
