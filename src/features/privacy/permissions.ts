/**
 * Personal data protection in the back office (issue 34, Law 8/2005): the retention
 * periods and the subject access requests. Administrators only; auditors read the periods.
 */
import { definePermissions } from '#src/features/staff/permissions.ts';

export const PRIVACY_PERMISSIONS = definePermissions({
  /** The retention periods and the last run of the deletion job. */
  'privacy.read': ['administrator', 'auditor'],
  /** Changing the retention periods. */
  'privacy.manage': ['administrator'],
  /** A subject access request: everything held on one address or phone number, as one export. */
  'privacy.access': ['administrator'],
});
