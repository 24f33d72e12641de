export { countryAreaEndpoint as ALL } from '#src/features/alerts/endpoints.ts';
