/** The bonds' rows of the staff permission table (decision 0028): bond records, ISIN information and investment funds. */
import { definePermissions } from '#src/features/staff/permissions.ts';

export const BONDS_PERMISSIONS = definePermissions({
  /** Bond records, ISIN information and investment funds as the back office lists them. */
  'bonds.read': ['administrator', 'data-officer', 'auditor'],
  /** Create, change and remove them, by hand or from a file. */
  'bonds.manage': ['administrator', 'data-officer'],
});
