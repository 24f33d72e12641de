export { fileReviewEndpoint as ALL } from '#src/features/files/endpoints.ts';
