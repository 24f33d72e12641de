export { foreignInvestmentFundsEndpoint as ALL } from '#src/features/bonds/endpoints.ts';
