export { siteSettingsEndpoint as GET, siteSettingsSaveEndpoint as POST } from '#src/features/site/staff-endpoints.ts';
