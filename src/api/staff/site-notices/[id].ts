export { noticeEndpoint as GET, noticeSaveEndpoint as POST } from '#src/features/site/staff-endpoints.ts';
