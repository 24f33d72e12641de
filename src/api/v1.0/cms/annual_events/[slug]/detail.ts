export { annualEventDetailEndpoint as ALL } from '#src/features/reference/endpoints.ts';
