export { insuranceIntermediaryPdfEndpoint as ALL } from '#src/features/registers/endpoints.ts';
