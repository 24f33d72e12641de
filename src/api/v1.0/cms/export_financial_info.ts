export { exportFinancialInfoEndpoint as ALL } from '#src/features/rates/endpoints.ts';
