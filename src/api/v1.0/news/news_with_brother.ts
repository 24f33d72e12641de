export { newsWithBrotherEndpoint as ALL } from '#src/features/news/endpoints.ts';
