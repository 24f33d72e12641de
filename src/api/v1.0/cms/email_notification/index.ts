export { emailNotificationEndpoint as ALL } from '#src/features/alerts/endpoints.ts';
