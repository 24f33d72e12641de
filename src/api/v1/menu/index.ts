export { menuEndpoint as ALL } from '#src/features/site/endpoints.ts';
