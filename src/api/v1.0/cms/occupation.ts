export { occupationEndpoint as ALL } from '#src/features/alerts/endpoints.ts';
