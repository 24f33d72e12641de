export { syncDataEndpoint as ALL } from '#src/features/media/endpoints.ts';
