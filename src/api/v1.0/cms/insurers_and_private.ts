export { insurersEndpoint as ALL } from '#src/features/registers/endpoints.ts';
