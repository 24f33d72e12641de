export { complaintCopyEndpoint as ALL } from '#src/features/complaints/staff-endpoints.ts';
