export { bondTypeEndpoint as ALL } from '#src/features/bonds/endpoints.ts';
