export { videoCatsEndpoint as ALL } from '#src/features/media/endpoints.ts';
