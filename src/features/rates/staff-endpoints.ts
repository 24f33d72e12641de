/**
 * The rates desk's staff calls (issue 35), under /api/staff/exchange-rates: the days
 * (public or waiting for 11:00), one day with its figures and imported files, the
 * preview of a day entered or imported, and saving it. Route files re-export these.
 */
import { z } from 'zod';
import { NotFoundError } from '#src/server/http/errors.ts';
import { defineStaffEndpoint, type StaffContext, type StaffIdentity } from '#src/features/staff/staff-api.ts';
import { defineStaffDownload } from '#src/features/staff/staff-download.ts';
import type { HomeSource } from '#src/features/staff/staff-endpoints.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { isRateDay } from './constants.ts';
import { baseChangeConfirm, baseChangeDraftQuery, baseChangeInput, baseChangeView, deskDayDetail, deskDayInput, deskDayRow, deskPreview, deskSaved, DESK_FILE_MAX_BYTES } from './desk-contract.ts';
import { baseChangesAwaiting, baseRateDraft, confirmBaseRate, deskBaseChange, deskBaseChanges, proposeBaseRate, type BaseRateActor, type ReleaseWriter } from './base-rate.ts';
import { ratesDeskText } from './desk-messages.ts';
import { deskDay, deskDays, previewDay, saveDayInput, todaysRatesMissing, type DeskActor } from './desk.ts';
import { RATES_PERMISSIONS } from './permissions.ts';
import { importFile } from './queries.ts';

const MAX_BODY = Math.ceil((DESK_FILE_MAX_BYTES * 4) / 3) + 64 * 1024;

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});

export const rateDaysEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/exchange-rates',
  summary: 'The days of rates, newest first: published or waiting for 11:00, with how many figures each dataset holds',
  access: RATES_PERMISSIONS['rates.read'],
  query: listQuery,
  response: z.object({ data: z.array(deskDayRow), total: z.number() }),
  handler: ({ call, query }) => deskDays(call.db, query.page, query.perPage),
});

export const rateDayEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/exchange-rates/{id}',
  summary: 'One day: its exchange rates, MAIBOR and MONIA, whether it waits for 11:00, its corrections and imported files',
  access: RATES_PERMISSIONS['rates.read'],
  params: z.object({ id: z.string().refine(isRateDay) }),
  response: deskDayDetail,
  handler: async ({ call, params }) => {
    const day = await deskDay(call.db, String(params.id));
    if (!day) throw new NotFoundError();
    return day;
  },
});

export const rateCheckEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/exchange-rates/check',
  summary: 'Preview a day entered or imported: the figures read, errors by line and column, moves to confirm, and the previous working day',
  access: RATES_PERMISSIONS['rates.manage'],
  body: deskDayInput,
  maxBodyBytes: MAX_BODY,
  messages: ratesDeskText,
  response: deskPreview,
  handler: ({ call, body, lang }) => previewDay(call.db, body, lang),
});

function actorOf(ctx: Pick<StaffContext<unknown, unknown, StaffIdentity>, 'me' | 'audit'>): DeskActor {
  return { id: ctx.me.user.id, audit: (entry, tx: Queryable) => ctx.audit(entry, tx) };
}

export const rateSaveEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/exchange-rates/new',
  summary: 'Save a day entered or imported, all or nothing: public at 11:00 of the day (earlier only with a written reason); a published day is corrected, its old figures kept',
  access: RATES_PERMISSIONS['rates.manage'],
  body: deskDayInput,
  maxBodyBytes: MAX_BODY,
  messages: ratesDeskText,
  response: deskSaved,
  handler: async (ctx) => {
    const saved = await saveDayInput(ctx.call.db, ctx.body, ctx.lang, actorOf(ctx), ctx.call.now);
    return { id: saved.day, ...saved };
  },
});

/** The home screen: today's exchange rates not entered after 10:00 on a weekday. */
export const RATES_HOME: HomeSource = {
  permission: RATES_PERMISSIONS['rates.manage'],
  tasks: async (db, me, now) => {
    const [missing, awaiting] = await Promise.all([todaysRatesMissing(db, now), baseChangesAwaiting(db, me.user.id)]);
    return [
      ...(missing ? [{ key: 'rates.desk.home.missing', count: 1, href: '/exchange-rates/create' }] : []),
      { key: 'rates.base.home.awaiting', count: awaiting, href: '/base-rate-changes' },
    ];
  },
};

// ---- Base rate changes ------------------------------------------------------------------

function baseActor(ctx: Pick<StaffContext<unknown, unknown, StaffIdentity>, 'me' | 'audit'>): BaseRateActor {
  return { id: ctx.me.user.id, roles: ctx.me.roles, audit: (entry, tx: Queryable) => ctx.audit(entry, tx) };
}

// Any short id: a body is checked before an id that names nothing is a 404.
const idParams = z.object({ id: z.string().max(64) });
const idOf = (id: unknown): number => {
  const n = /^\d{1,9}$/.test(String(id)) ? Number(id) : NaN;
  if (!Number.isSafeInteger(n)) throw new NotFoundError();
  return n;
};

export const baseChangesEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/base-rate-changes',
  summary: 'Base rate changes, newest first, awaiting confirmation or confirmed',
  access: RATES_PERMISSIONS['rates.read'],
  query: listQuery,
  response: z.object({ data: z.array(baseChangeView), total: z.number() }),
  handler: ({ call, query }) => deskBaseChanges(call.db, query.page, query.perPage),
});

export const baseChangeDraftEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/base-rate-changes/draft',
  summary: 'The announcement drafted for a date and a new rate, in four languages, with the previous rate and the change in basis points',
  access: RATES_PERMISSIONS['rates.manage'],
  query: baseChangeDraftQuery,
  messages: ratesDeskText,
  response: z.object({ previousRate: z.number().nullable(), changeBp: z.number(), texts: z.record(z.string(), z.string()) }),
  handler: ({ call, query }) => baseRateDraft(call.db, query.effectiveOn, query.rate),
});

export const baseChangeEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/base-rate-changes/{id}',
  summary: 'One base rate change with its announcement',
  access: RATES_PERMISSIONS['rates.read'],
  params: idParams,
  response: baseChangeView,
  handler: async ({ call, params }) => {
    const change = await deskBaseChange(call.db, idOf(params.id));
    if (!change) throw new NotFoundError();
    return change;
  },
});

export const baseChangeNewEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/base-rate-changes/new',
  summary: 'Enter a base rate change (effective date, new rate, announcement in four languages): awaiting a second person’s confirmation',
  access: RATES_PERMISSIONS['rates.manage'],
  body: baseChangeInput,
  messages: ratesDeskText,
  response: baseChangeView,
  handler: (ctx) => proposeBaseRate(ctx.call.db, ctx.body, baseActor(ctx)),
});

/**
 * The confirmation call, made with the writer of its press release (the publishing
 * workflow's, given by src/features/back-office.ts, where the route takes it from).
 */
export function baseChangeConfirmEndpoint(writeRelease: ReleaseWriter) {
  return defineStaffEndpoint({
    method: 'POST',
    path: '/api/staff/base-rate-changes/{id}/confirm',
    summary: 'Confirm a base rate change (not its author; an administrator alone only with a written reason): public from then on, and its announcement submitted as a press release for a publisher to approve',
    access: RATES_PERMISSIONS['rates.manage'],
    params: idParams,
    body: baseChangeConfirm,
    messages: ratesDeskText,
    response: baseChangeView,
    handler: (ctx) => confirmBaseRate(ctx.call.db, idOf(ctx.params.id), baseActor(ctx), ctx.call.now, ctx.body.reason, writeRelease),
  });
}

// ---- Imported files ------------------------------------------------------------------------

export const rateImportFileEndpoint = defineStaffDownload({
  path: '/api/staff/exchange-rates/imports/{id}/file',
  summary: 'A file the desk imported, byte for byte, as a download; audited',
  access: RATES_PERMISSIONS['rates.read'],
  params: idParams,
  handler: async ({ call, params, audit }) => {
    const found = await importFile(call.db, idOf(params.id));
    if (!found) throw new NotFoundError();
    await audit({ entity: `rates:${found.dataset}`, entityId: found.day, action: 'download', changes: { file: { after: { importId: found.id, name: found.fileName, sha256: found.sha256 } } } });
    return { name: found.fileName, content: found.content };
  },
});
