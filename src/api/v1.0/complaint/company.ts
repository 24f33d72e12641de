export { complaintCompanyEndpoint as ALL } from '#src/features/complaints/endpoints.ts';
