/**
 * The statistics desk's staff calls (issue 35): the series with their last point and
 * release, one series' points, the imports of new points (upload, preview, publish by
 * a second person, refuse) and the release calendar's due and overdue releases.
 * Route files under src/api/staff/stat-* re-export these.
 */
import { z } from 'zod';
import { defineStaffEndpoint, staffMessages } from '#src/features/staff/staff-api.ts';
import type { HomeSource } from '#src/features/staff/staff-endpoints.ts';
import { messageSources } from '#src/i18n/catalogue.ts';
import { NotFoundError, ValidationError } from '#src/server/http/errors.ts';
import {
  calendarQuery,
  calendarRow,
  MAX_STAT_FILE_BYTES,
  statImportDetail,
  statImportId,
  statImportListQuery,
  statImportRefusal,
  statImportRow,
  statImportUpload,
  statSeriesDetail,
  statSeriesListQuery,
  statSeriesRow,
} from './desk-contract.ts';
import { deskCalendar, deskImport, deskImports, deskSeries, deskSeriesDetail, publishStatImport, refuseStatImport, uploadStatImport } from './desk.ts';
import { statImportText } from './import-messages.ts';
import { STATS_PERMISSIONS } from './permissions.ts';
import { countPendingStatImports } from './queries.ts';

const messages = messageSources(statImportText, staffMessages);

export const statSeriesListEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/stat-series',
  summary: 'The statistical series with their latest point, last release and next release in the calendar',
  access: STATS_PERMISSIONS['stats.read'],
  query: statSeriesListQuery,
  response: z.object({ data: z.array(statSeriesRow), total: z.number() }),
  handler: async ({ call, query, lang }) => {
    const rows = await deskSeries(call.db, lang, call.now, query.module);
    return { data: rows.slice((query.page - 1) * query.perPage, query.page * query.perPage), total: rows.length };
  },
});

export const statSeriesEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/stat-series/{id}',
  summary: 'One series with every point',
  access: STATS_PERMISSIONS['stats.read'],
  params: z.object({ id: z.coerce.number().int().positive() }),
  response: statSeriesDetail,
  handler: async ({ call, params, lang }) => {
    const found = await deskSeriesDetail(call.db, lang, Number(params.id), call.now);
    if (!found) throw new NotFoundError();
    return found;
  },
});

export const statImportsEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/stat-imports',
  summary: 'The files of new points uploaded, newest first, with their status and counts',
  access: STATS_PERMISSIONS['stats.read'],
  query: statImportListQuery,
  response: z.object({ data: z.array(statImportRow), total: z.number() }),
  handler: ({ call, me, query, lang }) => deskImports(call.db, lang, me.user.id, { status: query.status, seriesId: query.seriesId }, query.page, query.perPage),
});

export const statImportEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/stat-imports/{id}',
  summary: 'One import: per series the points added and revised (before and after) beside the published ones, the calendar releases it fulfils, or its errors by line and column',
  access: STATS_PERMISSIONS['stats.read'],
  params: statImportId,
  response: statImportDetail,
  messages,
  handler: ({ call, me, params, lang }) => deskImport(call.db, lang, me.user.id, String(params.id), call.now),
});

export const statImportUploadEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/stat-imports/new',
  summary: 'Upload new points (CSV or XLSX, base64): checked line by line and kept, with a preview when it has no errors; an older pending upload of the same series is superseded',
  access: STATS_PERMISSIONS['stats.import'],
  body: statImportUpload,
  maxBodyBytes: Math.ceil((MAX_STAT_FILE_BYTES * 4) / 3) + 4096,
  response: statImportRow,
  messages,
  handler: async ({ call, me, body, audit, lang }) => {
    const bytes = Buffer.from(body.content, 'base64');
    if (!bytes.length || bytes.length > MAX_STAT_FILE_BYTES) throw new ValidationError([{ field: 'content', messageKey: 'statImport.fileMissing' }], messages);
    const stored = await uploadStatImport(call.db, { id: me.user.id, email: me.user.email }, { name: body.fileName, bytes, seriesId: body.seriesId }, audit, call.now);
    return (await deskImport(call.db, lang, me.user.id, stored.id, call.now)) satisfies z.infer<typeof statImportRow>;
  },
});

export const statImportPublishEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/stat-imports/{id}/publish',
  summary: 'Publish a pending import (a person other than the uploader): the points, the series’ revision date and the calendar’s release change in one transaction; 409 when the series changed after the preview',
  access: STATS_PERMISSIONS['stats.import'],
  params: statImportId,
  response: statImportRow,
  messages,
  handler: async ({ call, me, params, audit, lang }) => {
    await publishStatImport(call.db, { id: me.user.id, email: me.user.email }, String(params.id), audit, call.now);
    return deskImport(call.db, lang, me.user.id, String(params.id), call.now);
  },
});

export const statImportRefuseEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/stat-imports/{id}/refuse',
  summary: 'Refuse (or withdraw) a pending import, with a note; no point changes',
  access: STATS_PERMISSIONS['stats.import'],
  params: statImportId,
  body: statImportRefusal,
  response: statImportRow,
  messages,
  handler: async ({ call, me, params, body, audit, lang }) => {
    await refuseStatImport(call.db, { id: me.user.id, email: me.user.email }, String(params.id), body.note, audit, call.now);
    return deskImport(call.db, lang, me.user.id, String(params.id), call.now);
  },
});

export const statCalendarEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/stat-calendar',
  summary: 'The advance release calendar as the desk sees it: releases overdue, due today, upcoming (90 days) and done (45 days), with the series of each statistic',
  access: STATS_PERMISSIONS['stats.read'],
  query: calendarQuery,
  response: z.object({ data: z.array(calendarRow), total: z.number() }),
  handler: async ({ call, query, lang }) => {
    const rows = await deskCalendar(call.db, lang, call.now, query.state);
    return { data: rows.slice((query.page - 1) * query.perPage, query.page * query.perPage), total: rows.length };
  },
});

/** The home screen's part: imports another person uploaded, waiting to be published. */
export const STAT_IMPORTS_HOME: HomeSource = {
  permission: STATS_PERMISSIONS['stats.import'],
  tasks: async (db, me) => [{ key: 'statImports.home.pending', count: await countPendingStatImports(db, me.user.id), href: '/stat-imports?filter=%7B%22status%22%3A%22pending%22%7D' }],
};
