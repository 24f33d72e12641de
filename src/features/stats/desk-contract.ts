/** Shapes of the statistics desk's staff calls (issue 35), shared with its screens. */
import { z } from 'zod';
import { STAT_FREQUENCIES, STAT_MODULES } from './stat-modules.ts';

export const STAT_IMPORT_STATUSES = ['invalid', 'pending', 'published', 'refused', 'superseded', 'outdated'] as const;
export type StatImportStatus = (typeof STAT_IMPORT_STATUSES)[number];
export const RELEASE_STATES = ['done', 'overdue', 'due', 'upcoming'] as const;

/** A file of at most 5 MB. */
export const MAX_STAT_FILE_BYTES = 5 * 1024 * 1024;

const point = z.object({ period: z.string(), value: z.number() });
const release = z.object({
  entryId: z.number().int(),
  year: z.number().int(),
  key: z.string(),
  statistic: z.string(),
  period: z.string(),
  date: z.string(),
  time: z.string(),
  releasedAt: z.string().nullable(),
  state: z.enum(RELEASE_STATES),
});
export type CalendarReleaseRow = z.infer<typeof release>;

export const statSeriesRow = z.object({
  id: z.number().int(),
  module: z.enum(STAT_MODULES),
  slug: z.string(),
  title: z.string(),
  unit: z.string(),
  frequency: z.enum(STAT_FREQUENCIES),
  decimals: z.number().int(),
  releaseKey: z.string().nullable(),
  points: z.number().int(),
  latest: point.nullable(),
  lastRelease: release.nullable().meta({ description: 'The last release of the series’ calendar statistic that was published' }),
  nextRelease: release.nullable().meta({ description: 'Its next release not yet published (may be overdue)' }),
  updatedAt: z.string(),
});
export type StatSeriesRowData = z.infer<typeof statSeriesRow>;

export const statSeriesDetail = statSeriesRow.extend({ values: z.array(point).meta({ description: 'Every point, oldest first' }) });
export type StatSeriesDetailData = z.infer<typeof statSeriesDetail>;

export const statSeriesListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
  module: z.enum(STAT_MODULES).optional(),
});

export const statImportRow = z.object({
  id: z.string(),
  status: z.enum(STAT_IMPORT_STATUSES),
  fileName: z.string(),
  series: z.array(z.object({ id: z.number().int(), slug: z.string(), title: z.string() })),
  counts: z.object({ added: z.number().int(), revised: z.number().int(), unchanged: z.number().int() }).nullable(),
  errors: z.number().int(),
  uploadedByEmail: z.string(),
  uploadedAt: z.string(),
  decidedByEmail: z.string().nullable(),
  decidedAt: z.string().nullable(),
  note: z.string().nullable(),
  mine: z.boolean(),
});
export type StatImportRowData = z.infer<typeof statImportRow>;

export const statImportDetail = statImportRow.extend({
  previews: z.array(
    z.object({
      seriesId: z.number().int(),
      slug: z.string(),
      title: z.string(),
      unit: z.string(),
      frequency: z.enum(STAT_FREQUENCIES),
      decimals: z.number().int(),
      added: z.array(point),
      revised: z.array(z.object({ period: z.string(), before: z.number(), after: z.number() })),
      unchanged: z.number().int(),
      kept: z.number().int(),
      /** The published points (the last 24 before the file's first) for the chart beside the new ones. */
      current: z.array(point),
    }),
  ),
  releases: z.array(release).meta({ description: 'The calendar releases publishing marks done' }),
  issues: z.array(z.object({ line: z.number().int(), column: z.string(), message: z.string() })),
});
export type StatImportDetailData = z.infer<typeof statImportDetail>;

export const statImportListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
  status: z.enum(STAT_IMPORT_STATUSES).optional(),
  seriesId: z.coerce.number().int().positive().optional(),
});

export const statImportId = z.object({ id: z.uuid() });

export const statImportUpload = z.object({
  fileName: z.string().trim().min(1).max(200),
  content: z.string().min(1).meta({ description: 'The file, base64' }),
  seriesId: z.number().int().positive().optional().meta({ description: 'The series of a file in the download’s layout (one series)' }),
});

export const statImportRefusal = z.object({ note: z.string().trim().max(1000).optional() });

export const calendarQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(100),
  state: z.enum(RELEASE_STATES).optional(),
});
export const calendarRow = release.extend({ id: z.string(), series: z.array(z.string()) });
export type CalendarRowData = z.infer<typeof calendarRow>;
