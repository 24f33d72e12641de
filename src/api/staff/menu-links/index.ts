export { linkListEndpoint as ALL } from '#src/features/site/link-menu-endpoints.ts';
