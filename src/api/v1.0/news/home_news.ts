export { homeNewsEndpoint as ALL } from '#src/features/news/endpoints.ts';
