/**
 * The rates' rows of the staff permission table (decision 0028): who reads the
 * desk's screens and who enters, imports, corrects and confirms rates.
 */
import { definePermissions } from '#src/features/staff/permissions.ts';

export const RATES_PERMISSIONS = definePermissions({
  /** The exchange rates, fixings and base-rate changes as the desk sees them, with pending ones and imports. */
  'rates.read': ['administrator', 'data-officer', 'auditor'],
  /** Enter, import and correct a day's rates and fixings; draft and confirm a base-rate change. */
  'rates.manage': ['administrator', 'data-officer'],
});
