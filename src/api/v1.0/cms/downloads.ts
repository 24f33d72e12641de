export { downloadsEndpoint as ALL } from '#src/features/media/endpoints.ts';
