export { legacyLinkEndpoint as ALL } from '#src/features/media/endpoints.ts';
