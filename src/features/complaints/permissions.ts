/**
 * The complaints feature's rows of the staff permission table (README.md, decision
 * 0028): plain data, read by the staff calls and the screens alike.
 */
import { definePermissions } from '#src/features/staff/permissions.ts';

export const COMPLAINTS_PERMISSIONS = definePermissions({
  /** The inboxes, a complaint with its timeline, its PDF copy and its documents. */
  'complaints.read': ['administrator', 'complaints-officer', 'auditor'],
  /** Assign, move through the statuses, write notes, reply to the complainant. */
  'complaints.manage': ['administrator', 'complaints-officer'],
  /** The answer target (days from receipt to the due date). */
  'complaints.settings': ['administrator'],
});
