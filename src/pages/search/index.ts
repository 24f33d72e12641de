export { rootSearchEndpoint as ALL, rootSearchRedirect as GET, rootSearchRedirect as HEAD } from '#src/features/search/endpoints.ts';
