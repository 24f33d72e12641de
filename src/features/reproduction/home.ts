/** The applications' part of the staff home screen: applications received and not yet reviewed. */
import type { HomeSource } from '#src/features/staff/staff-endpoints.ts';
import { APPLICATIONS_PERMISSIONS } from './permissions.ts';
import { countApplications } from './queries.ts';

export const APPLICATIONS_HOME: HomeSource = {
  permission: APPLICATIONS_PERMISSIONS['applications.read'],
  tasks: async (db) => [{ key: 'applications.home.toReview', count: await countApplications(db, 'received'), href: '/staff/applications?filter=%7B%22status%22%3A%22received%22%7D' }],
};
