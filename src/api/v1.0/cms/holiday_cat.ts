export { holidayCatsEndpoint as ALL } from '#src/features/reference/endpoints.ts';
