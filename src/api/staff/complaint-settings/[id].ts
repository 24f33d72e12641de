export { complaintSettingsEndpoint as GET, complaintSettingsSaveEndpoint as POST } from '#src/features/complaints/staff-endpoints.ts';
