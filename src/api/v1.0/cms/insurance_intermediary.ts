export { insuranceIntermediaryEndpoint as ALL } from '#src/features/registers/endpoints.ts';
