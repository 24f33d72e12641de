export { pageEndpoint as ALL } from '#src/features/site/endpoints.ts';
