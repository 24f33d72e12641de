export { complaintFileEndpoint as ALL } from '#src/features/complaints/staff-endpoints.ts';
