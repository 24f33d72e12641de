export { menuItemsEndpoint as ALL } from '#src/features/site/endpoints.ts';
