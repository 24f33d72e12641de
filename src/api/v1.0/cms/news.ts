export { cmsNewsEndpoint as ALL } from '#src/features/news/endpoints.ts';
