export { noticeEndpoint as ALL } from '#src/features/site/endpoints.ts';
