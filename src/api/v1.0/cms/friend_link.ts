export { friendLinksEndpoint as ALL } from '#src/features/media/endpoints.ts';
