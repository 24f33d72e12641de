export { bannerListEndpoint as ALL } from '#src/features/home/endpoints.ts';
