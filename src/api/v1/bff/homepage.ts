export { homepageEndpoint as ALL } from '#src/features/home/endpoints.ts';
