export { entryRestoreEndpoint as ALL } from '#src/features/publishing/staff-endpoints.ts';
