export { companyCatsEndpoint as ALL } from '#src/features/media/endpoints.ts';
