export { linkEndpoint as GET, linkSaveEndpoint as POST } from '#src/features/site/link-menu-endpoints.ts';
