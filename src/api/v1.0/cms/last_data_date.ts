export { lastDataDateEndpoint as ALL } from '#src/features/media/endpoints.ts';
