export { testSettingsEndpoint as ALL } from '#src/features/site/endpoints.ts';
