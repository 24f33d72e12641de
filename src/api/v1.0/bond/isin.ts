export { isinEndpoint as ALL } from '#src/features/bonds/endpoints.ts';
