/** Who may read and change the site settings in the back office (issue 33). */
import { definePermissions } from '#src/features/staff/permissions.ts';

export const SITE_PERMISSIONS = definePermissions({
  /** The settings screen, read only. */
  'site.settings.read': ['administrator', 'publisher', 'editor', 'auditor'],
  /** Contact details, languages, analytics key, the gray mourning style and its window. */
  'site.settings.manage': ['administrator', 'publisher'],
});
