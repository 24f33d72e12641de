export { videosEndpoint as ALL } from '#src/features/media/endpoints.ts';
