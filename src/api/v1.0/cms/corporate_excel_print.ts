export { corporateXlsxEndpoint as ALL } from '#src/features/registers/endpoints.ts';
