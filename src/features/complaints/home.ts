/** The complaints' part of the staff home screen: due within 3 days or overdue, and unassigned. */
import type { HomeSource } from '#src/features/staff/staff-endpoints.ts';
import { COMPLAINTS_PERMISSIONS } from './permissions.ts';
import { countComplaints } from './queries.ts';
import { DUE_SOON_DAYS } from './staff-service.ts';

const DAY_MS = 86_400_000;

export const COMPLAINTS_HOME: HomeSource = {
  permission: COMPLAINTS_PERMISSIONS['complaints.read'],
  tasks: async (db, _me, now) => {
    const [due, overdue, unassigned] = await Promise.all([
      countComplaints(db, { dueBy: new Date(now.getTime() + DUE_SOON_DAYS * DAY_MS) }, now),
      countComplaints(db, { overdue: true }, now),
      countComplaints(db, { assignee: 'none', open: true }, now),
    ]);
    return [
      { key: 'complaints.home.due', count: due, href: '/staff/complaints?filter=%7B%22dueSoon%22%3A%22true%22%7D' },
      { key: 'complaints.home.overdue', count: overdue, href: '/staff/complaints?filter=%7B%22overdue%22%3A%22true%22%7D' },
      { key: 'complaints.home.unassigned', count: unassigned, href: '/staff/complaints?filter=%7B%22assignee%22%3A%22none%22%7D' },
    ];
  },
};
