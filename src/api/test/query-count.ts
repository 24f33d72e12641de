export { testQueryCountEndpoint as ALL } from '#src/features/site/endpoints.ts';
