export { tendersEndpoint as ALL } from '#src/features/reference/endpoints.ts';
