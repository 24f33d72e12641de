export { downloadsBySlugEndpoint as ALL } from '#src/features/media/endpoints.ts';
