export { newsListEndpoint as ALL } from '#src/features/news/endpoints.ts';
