export { pictureListEndpoint as GET, pictureUploadEndpoint as POST } from '#src/features/coins/staff-endpoints.ts';
