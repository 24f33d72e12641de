export { informationEndpoint as ALL } from '#src/features/entries/endpoints.ts';
