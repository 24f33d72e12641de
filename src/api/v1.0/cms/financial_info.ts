export { financialInfoEndpoint as ALL } from '#src/features/rates/endpoints.ts';
