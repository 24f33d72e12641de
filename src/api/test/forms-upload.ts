export { testUploadEndpoint as ALL } from '#src/features/forms/endpoints.ts';
