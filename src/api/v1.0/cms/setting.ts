export { settingEndpoint as ALL } from '#src/features/site/endpoints.ts';
