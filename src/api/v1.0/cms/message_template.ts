export { messageTemplateEndpoint as ALL } from '#src/features/reference/endpoints.ts';
