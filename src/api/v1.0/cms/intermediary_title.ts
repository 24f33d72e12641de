export { intermediaryTitleEndpoint as ALL } from '#src/features/registers/endpoints.ts';
