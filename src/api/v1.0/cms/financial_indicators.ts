export { financialIndicatorsEndpoint as ALL } from '#src/features/stats/endpoints.ts';
