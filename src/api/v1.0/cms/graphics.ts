export { graphicsEndpoint as ALL } from '#src/features/media/endpoints.ts';
