export { calendarListEndpoint as ALL } from '#src/features/reference/endpoints.ts';
