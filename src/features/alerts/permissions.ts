/** Who may see and remove e-mail alert subscribers in the back office (issue 34): personal data, so administrators only; auditors read. */
import { definePermissions } from '#src/features/staff/permissions.ts';

export const ALERTS_PERMISSIONS = definePermissions({
  /** Counts, the search by e-mail address, one subscriber, the history of alerts sent. */
  'subscribers.read': ['administrator', 'auditor'],
  /** Removing a subscriber on their request. */
  'subscribers.manage': ['administrator'],
});
