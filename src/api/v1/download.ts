export { legacyDownloadEndpoint as ALL } from '#src/features/media/endpoints.ts';
