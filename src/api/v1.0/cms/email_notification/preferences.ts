export { preferencesEndpoint as ALL } from '#src/features/alerts/endpoints.ts';
