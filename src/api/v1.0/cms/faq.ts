export { faqEndpoint as ALL } from '#src/features/reference/endpoints.ts';
