/** The statistics desk's part of the back office: its resources, the permission of each screen and its text in zh-hant, en and pt. */
import type { StaffResource } from '#src/features/staff/ui/screens.ts';
import { STATS_PERMISSIONS } from '../permissions.ts';
import { StatCalendarList, StatImportList, StatImportShow, StatImportUpload, StatSeriesList, StatSeriesShow } from './staff-stats.tsx';
import { STATS_TEXT } from './staff-text.ts';

export const STATS_RESOURCES: readonly StaffResource[] = [
  {
    name: 'stat-series',
    desk: 'rates-data',
    screens: { list: StatSeriesList, show: StatSeriesShow },
    access: { list: STATS_PERMISSIONS['stats.read'], show: STATS_PERMISSIONS['stats.read'] },
    recordRepresentation: 'title',
    text: STATS_TEXT,
  },
  {
    name: 'stat-imports',
    desk: 'rates-data',
    screens: { list: StatImportList, show: StatImportShow, create: StatImportUpload },
    access: { list: STATS_PERMISSIONS['stats.read'], show: STATS_PERMISSIONS['stats.read'], create: STATS_PERMISSIONS['stats.import'] },
    recordRepresentation: 'fileName',
  },
  {
    name: 'stat-calendar',
    desk: 'rates-data',
    screens: { list: StatCalendarList },
    access: { list: STATS_PERMISSIONS['stats.read'] },
  },
];
