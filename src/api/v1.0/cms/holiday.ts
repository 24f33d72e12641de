export { holidaysEndpoint as ALL } from '#src/features/reference/endpoints.ts';
