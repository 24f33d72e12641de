/**
 * The rates desk's staff calls (issue 35), under /api/staff/exchange-rates: the days
 * (public or waiting for 11:00), one day with its figures and imported files, the
 * preview of a day entered or imported, and saving it. Route files re-export these.
 */
import { z } from 'zod';
import { NotFoundError } from '#src/server/http/errors.ts';
import { defineStaffEndpoint, type StaffContext, type StaffIdentity } from '#src/features/staff/staff-api.ts';
import type { HomeSource } from '#src/features/staff/staff-endpoints.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { isRateDay } from './constants.ts';
import { deskDayDetail, deskDayInput, deskDayRow, deskPreview, deskSaved, DESK_FILE_MAX_BYTES } from './desk-contract.ts';
import { ratesDeskText } from './desk-messages.ts';
import { deskDay, deskDays, previewDay, saveDayInput, todaysRatesMissing, type DeskActor } from './desk.ts';
import { RATES_PERMISSIONS } from './permissions.ts';

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
  tasks: async (db, _me, now) => {
    const missing = await todaysRatesMissing(db, now);
    return missing ? [{ key: 'rates.desk.home.missing', count: 1, href: '/exchange-rates/create' }] : [];
  },
};
