export { mediaGetEndpoint as GET, mediaSaveEndpoint as POST } from '#src/features/publishing/media/staff-endpoints.ts';
