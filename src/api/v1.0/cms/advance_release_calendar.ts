export { releaseCalendarEndpoint as ALL } from '#src/features/media/endpoints.ts';
