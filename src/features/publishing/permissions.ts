/**
 * Who may read, write and publish the site's content (issue 33). Plain data: the
 * server's calls and the back office's screens name the same values.
 */
import { definePermissions } from '#src/features/staff/permissions.ts';

export const CONTENT_PERMISSIONS = definePermissions({
  /** Lists, items, versions, differences, previews. */
  'content.read': ['administrator', 'editor', 'publisher', 'auditor'],
  /** Create, save, restore, submit for review, make the zh-hans draft. */
  'content.edit': ['administrator', 'editor', 'publisher'],
  /** Approve and publish (now or at a minute), return to the author, unpublish, archive. */
  'content.publish': ['administrator', 'publisher'],
});
