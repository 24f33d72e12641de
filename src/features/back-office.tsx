/**
 * The back office, put together: the shell's application with its own screens and
 * every feature's (each declared in the feature's folder). The shell cannot import
 * the features, which build on it; they meet here, as the page modules meet in
 * modules.ts. A feature adds its resources to the list when its staff side lands.
 */
import { SITE_SETTINGS_RESOURCE } from '#src/features/site/ui/staff-settings.tsx';
import { SITE_CONTENT_RESOURCES } from '#src/features/site/ui/staff-site-resources.ts';
import { SUBSCRIBER_RESOURCES } from '#src/features/alerts/ui/staff-subscribers.tsx';
import { REGISTER_RESOURCES } from '#src/features/registers/ui/staff-resource.tsx';
import { COIN_RESOURCES } from '#src/features/coins/ui/staff-resources.ts';
import { RATES_RESOURCES } from '#src/features/rates/ui/staff-resource.tsx';
import { BOND_RESOURCES } from '#src/features/bonds/ui/staff-resource.ts';
import { CONTENT_RESOURCES } from '#src/features/publishing/ui/resource.ts';
import { COMPLAINTS_RESOURCE } from '#src/features/complaints/ui/staff-complaints.tsx';
import { APPLICATIONS_RESOURCE } from '#src/features/reproduction/ui/staff-applications.tsx';
import { STATS_RESOURCES } from '#src/features/stats/ui/staff-resource.tsx';
import { PRIVACY_RESOURCES } from '#src/features/privacy/ui/staff-privacy.tsx';
import { SHELL_RESOURCES } from '#src/features/staff/ui/resources.tsx';
import type { StaffResource } from '#src/features/staff/ui/screens.ts';
import { StaffApp } from '#src/features/staff/ui/StaffApp.tsx';
import { RichTextEditor } from '#src/features/publishing/ui/RichTextEditor.tsx';

export const BACK_OFFICE_RESOURCES: readonly StaffResource[] = [
  ...SHELL_RESOURCES,
  SITE_SETTINGS_RESOURCE,
  ...SUBSCRIBER_RESOURCES,
  ...PRIVACY_RESOURCES,
  ...REGISTER_RESOURCES,
  ...COIN_RESOURCES,
  ...RATES_RESOURCES,
  ...BOND_RESOURCES,
  ...CONTENT_RESOURCES,
  ...SITE_CONTENT_RESOURCES,
  COMPLAINTS_RESOURCE,
  APPLICATIONS_RESOURCE,
  ...STATS_RESOURCES,
];

export default function BackOffice({ nonce }: { nonce: string }) {
  return <StaffApp nonce={nonce} resources={BACK_OFFICE_RESOURCES} richText={RichTextEditor} />;
}
