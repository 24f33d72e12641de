export { newsItemEndpoint as ALL } from '#src/features/news/endpoints.ts';
