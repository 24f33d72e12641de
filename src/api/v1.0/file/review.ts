export { fileReviewEndpoint as ALL } from '#src/features/published-files/endpoints.ts';
