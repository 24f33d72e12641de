export { bondInformationCategoriesEndpoint as ALL } from '#src/features/bonds/endpoints.ts';
