export { bondInformationEndpoint as ALL } from '#src/features/bonds/endpoints.ts';
