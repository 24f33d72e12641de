export { companiesEndpoint as ALL } from '#src/features/media/endpoints.ts';
