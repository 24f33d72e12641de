export { lawCatsEndpoint as ALL } from '#src/features/reference/endpoints.ts';
