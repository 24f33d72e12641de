export { versionDataEndpoint as ALL } from '#src/features/preview/endpoints.ts';
