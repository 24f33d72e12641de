export { cmsBannerEndpoint as ALL } from '#src/features/home/endpoints.ts';
