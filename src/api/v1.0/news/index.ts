export { newsPageEndpoint as ALL } from '#src/features/news/endpoints.ts';
