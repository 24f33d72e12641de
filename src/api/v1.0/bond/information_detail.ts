export { bondInformationDetailEndpoint as ALL } from '#src/features/bonds/endpoints.ts';
