export { unsubscribeEndpoint as ALL } from '#src/features/alerts/endpoints.ts';
