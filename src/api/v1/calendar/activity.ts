export { calendarActivityEndpoint as ALL } from '#src/features/reference/endpoints.ts';
