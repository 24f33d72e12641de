export { newsCatsBySlugEndpoint as ALL } from '#src/features/news/endpoints.ts';
