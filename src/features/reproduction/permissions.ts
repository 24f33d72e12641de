/**
 * The reproduction applications' rows of the staff permission table (README.md,
 * decision 0028): plain data, read by the staff calls and the screens alike.
 */
import { definePermissions } from '#src/features/staff/permissions.ts';

export const APPLICATIONS_PERMISSIONS = definePermissions({
  /** The list, an application with its size check, timeline and documents. */
  'applications.read': ['administrator', 'applications-officer', 'auditor'],
  /** Ask for more information, approve or refuse with a letter. */
  'applications.manage': ['administrator', 'applications-officer'],
});
