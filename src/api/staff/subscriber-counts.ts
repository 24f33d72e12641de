export { subscriberCountsEndpoint as ALL } from '#src/features/alerts/staff-endpoints.ts';
