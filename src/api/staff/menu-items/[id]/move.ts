export { menuItemMoveEndpoint as ALL } from '#src/features/site/staff-endpoints.ts';
