export { allNewsCatsEndpoint as ALL } from '#src/features/news/endpoints.ts';
