export { popupEndpoint as ALL } from '#src/features/site/endpoints.ts';
