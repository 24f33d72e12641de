export { applyEndpoint as ALL } from '#src/features/reproduction/endpoints.ts';
