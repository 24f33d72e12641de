export { corporateEndpoint as ALL } from '#src/features/registers/endpoints.ts';
