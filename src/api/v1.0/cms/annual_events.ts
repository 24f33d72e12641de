export { annualEventsEndpoint as ALL } from '#src/features/reference/endpoints.ts';
