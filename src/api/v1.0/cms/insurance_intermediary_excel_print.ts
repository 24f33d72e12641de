export { insuranceIntermediaryXlsxEndpoint as ALL } from '#src/features/registers/endpoints.ts';
