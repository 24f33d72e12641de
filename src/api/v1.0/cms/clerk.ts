export { clerkEndpoint as ALL } from '#src/features/registers/endpoints.ts';
