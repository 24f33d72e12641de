export { layoutEndpoint as ALL } from '#src/features/site/endpoints.ts';
