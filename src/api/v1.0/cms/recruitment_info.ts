export { recruitmentEndpoint as ALL } from '#src/features/reference/endpoints.ts';
