export { scheduleEndpoint as ALL } from '#src/features/reference/endpoints.ts';
