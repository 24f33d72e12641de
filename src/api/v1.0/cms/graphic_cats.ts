export { graphicCatsEndpoint as ALL } from '#src/features/media/endpoints.ts';
