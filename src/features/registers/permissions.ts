/** The registers' rows of the staff permission table (decision 0028): reading the monthly imports, and uploading, confirming or refusing one. */
import { definePermissions } from '#src/features/staff/permissions.ts';

export const REGISTERS_PERMISSIONS = definePermissions({
  /** The list of monthly register imports, their files, errors and difference previews. */
  'registers.read': ['administrator', 'data-officer', 'auditor'],
  /** Upload the month's register file; confirm or refuse another person's upload. */
  'registers.import': ['administrator', 'data-officer'],
});
