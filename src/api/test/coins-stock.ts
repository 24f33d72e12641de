export { coinsTestStockEndpoint as ALL } from '#src/features/coins/endpoints.ts';
