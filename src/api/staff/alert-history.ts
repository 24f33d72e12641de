export { alertHistoryEndpoint as ALL } from '#src/features/alerts/staff-endpoints.ts';
