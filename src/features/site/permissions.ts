/** Who may read and change the site settings in the back office (issue 33). */
import { definePermissions } from '#src/features/staff/permissions.ts';

export const SITE_PERMISSIONS = definePermissions({
  /** The settings screen, read only. */
  'site.settings.read': ['administrator', 'publisher', 'editor', 'auditor'],
  /** Contact details, languages, analytics key, the gray mourning style and its window. */
  'site.settings.manage': ['administrator', 'publisher'],
  /** The menu tree, menu pages' texts, the site notice and pop-up: lists, items, versions. The same people as the publishing workflow's (publishing/permissions.ts), named here because site may not depend on publishing. */
  'site.content.read': ['administrator', 'editor', 'publisher', 'auditor'],
  /** Change the tree, write and submit texts. */
  'site.content.edit': ['administrator', 'editor', 'publisher'],
  /** Publish or return a text, withdraw a notice, remove an item that is on the site. */
  'site.content.publish': ['administrator', 'publisher'],
});
