export { complaintEndpoint as ALL } from '#src/features/complaints/endpoints.ts';
