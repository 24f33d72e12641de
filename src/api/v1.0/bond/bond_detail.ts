export { bondDetailEndpoint as ALL } from '#src/features/bonds/endpoints.ts';
