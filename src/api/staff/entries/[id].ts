export { entryGetEndpoint as GET, entrySaveEndpoint as POST } from '#src/features/publishing/staff-endpoints.ts';
