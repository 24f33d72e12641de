export { settingByIdentifyEndpoint as ALL } from '#src/features/site/endpoints.ts';
