export { menuItemEndpoint as GET, menuItemSaveEndpoint as POST } from '#src/features/site/staff-endpoints.ts';
