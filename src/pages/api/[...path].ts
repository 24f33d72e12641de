export { ALL } from '#src/app/api-routes.ts';
