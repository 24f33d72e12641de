export { mediaListEndpoint as ALL } from '#src/features/publishing/media/staff-endpoints.ts';
