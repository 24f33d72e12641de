export { lawsEndpoint as ALL } from '#src/features/reference/endpoints.ts';
