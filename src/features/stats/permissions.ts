/** The statistics desk's rows of the staff permission table (decision 0028). */
import { definePermissions } from '#src/features/staff/permissions.ts';

export const STATS_PERMISSIONS = definePermissions({
  /** The series, their points, the imports with their previews, and the release calendar. */
  'stats.read': ['administrator', 'data-officer', 'auditor'],
  /** Upload new points; publish or refuse another person's upload. */
  'stats.import': ['administrator', 'data-officer'],
});
