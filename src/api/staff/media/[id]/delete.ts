export { mediaDeleteEndpoint as ALL } from '#src/features/publishing/media/staff-endpoints.ts';
