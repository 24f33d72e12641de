/**
 * The coin shop's staff calls (issue 34): under /api/staff/coin-orders the order queue,
 * one order, the actions that move it on, notes, the cashier's daily lists; under
 * /api/staff/coin-issues the catalogue (issues, their pictures). Every call
 * names its permission (permissions.ts) and writes the audit log; the changes write it
 * in their own transaction (orders.ts).
 */
import { z } from 'zod';
import type { APIContext } from 'astro';
import { getConfig } from '#src/server/config.ts';
import { NO_CACHE_HEADERS } from '#src/server/http/api.ts';
import { NotFoundError, ValidationError } from '#src/server/http/errors.ts';
import { storeFile } from '#src/features/files/service.ts';
import { formsText } from '#src/features/forms/messages.ts';
import { readUploads } from '#src/features/forms/uploads.ts';
import { messageSources } from '#src/i18n/catalogue.ts';
import { defineStaffEndpoint, staffMessages, type StaffContext, type StaffEndpoint, type StaffIdentity } from '#src/features/staff/staff-api.ts';
import type { HomeSource } from '#src/features/staff/staff-endpoints.ts';
import { coinsText } from './messages.ts';
import { dailyListsWorkbook } from './daily-lists.ts';
import { actOnOrder, addOrderNote, orderDetail, toRow, type AuditWriter } from './orders.ts';
import { COINS_PERMISSIONS } from './permissions.ts';
import * as q from './queries.ts';
import { createIssue, issueRecord as issueRecordOf, listIssueRows, pictureOf, saveIssue } from './catalogue.ts';
import {
  dailyListsQuery,
  issueCreateForm,
  issueListQuery,
  issuePicture,
  issueRecord,
  issueRow,
  issueSaveForm,
  MAX_PICTURE_BYTES,
  orderActionBody,
  orderDetail as orderDetailSchema,
  orderNoteBody,
  orderQueueQuery,
  orderRow,
  PICTURE_EXTENSIONS,
  type OrderAction,
} from './staff-contract.ts';

const messages = messageSources(staffMessages, coinsText);
// Any path segment reaches the handler (the body is checked first: a bad body is a 400 whatever the id); one that is no order's id is a 404.
const idParam = z.object({ id: z.string().max(64) });
function orderId(id: unknown): number {
  const n = typeof id === 'string' && /^[1-9][0-9]{0,8}$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(n)) throw new NotFoundError();
  return n;
}
const macaoDay = (d: string, end: boolean) => new Date(`${d}T${end ? '23:59:59.999' : '00:00:00'}+08:00`);

function auditAs(ctx: StaffContext<unknown, unknown, StaffIdentity>): AuditWriter {
  return (entry, tx) => ctx.audit(entry, tx);
}

export const orderQueueEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/coin-orders',
  summary: 'The coin order queue: filtered by status, coin and dates (Macao days), searched by reference, e-mail or phone; paged and sorted',
  access: COINS_PERMISSIONS['coins.orders.read'],
  messages,
  query: orderQueueQuery,
  response: z.object({ data: z.array(orderRow), total: z.number() }),
  handler: async ({ call, query, audit }) => {
    const { rows, total } = await q.listOrders(
      call.db,
      { status: query.status, coin: query.coin, from: query.from ? macaoDay(query.from, false) : undefined, to: query.to ? macaoDay(query.to, true) : undefined, search: query.q || undefined },
      query.sort,
      query.order,
      (query.page - 1) * query.perPage,
      query.perPage,
    );
    await audit({ entity: 'coin-order', action: 'list' });
    return { data: rows.map((r) => toRow(r, call.now)), total };
  },
});

export const orderEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/coin-orders/{id}',
  summary: 'One coin order: the buyer, its lines, its timeline, staff notes and the actions open to it',
  access: COINS_PERMISSIONS['coins.orders.read'],
  messages,
  params: idParam,
  response: orderDetailSchema,
  handler: async ({ call, params, lang, audit }) => {
    const detail = await orderDetail(call.db, orderId(params.id), lang, call.now);
    if (!detail) throw new NotFoundError();
    await audit({ entity: 'coin-order', entityId: detail.reference, action: 'view' });
    return detail;
  },
});

function actionEndpoint(action: OrderAction, summary: string) {
  return defineStaffEndpoint({
    method: 'POST',
    path: `/api/staff/coin-orders/{id}/${action}`,
    summary,
    description: 'With the `version` of the order as the person saw it: a stale version, or a step the order’s status does not allow, is a 409 and changes nothing.',
    access: COINS_PERMISSIONS['coins.orders.manage'],
    messages,
    params: idParam,
    body: orderActionBody,
    response: orderRow,
    handler: async (ctx) =>
      actOnOrder(ctx.call.db, orderId(ctx.params.id), { action, version: ctx.body.version, note: ctx.body.note, byBuyer: ctx.body.byBuyer }, { actor: { id: ctx.me.user.id, name: ctx.me.user.name }, audit: auditAs(ctx), now: ctx.call.now, paymentDays: getConfig().COIN_PAYMENT_DAYS }),
  });
}

export const requestPaymentEndpoint = actionEndpoint('request-payment', 'Request payment: the buyer gets the amount due, how to pay and the deadline (COIN_PAYMENT_DAYS) by e-mail');
export const markPaidEndpoint = actionEndpoint('mark-paid', 'Mark the order paid');
export const markReadyEndpoint = actionEndpoint('mark-ready', 'Mark the order ready: the buyer is told to collect it (or that it is sent by special mail)');
export const markCollectedEndpoint = actionEndpoint('mark-collected', 'Mark the order collected (it closes)');
export const cancelEndpoint = actionEndpoint('cancel', 'Cancel the order (`byBuyer`: at the buyer’s request): its coins go back on sale and the buyer is told');

export const orderNoteEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/coin-orders/{id}/note',
  summary: 'A staff note on the order’s timeline',
  access: COINS_PERMISSIONS['coins.orders.manage'],
  messages,
  params: idParam,
  body: orderNoteBody,
  response: orderRow,
  handler: async (ctx) => addOrderNote(ctx.call.db, orderId(ctx.params.id), { version: ctx.body.version, note: ctx.body.note }, { actor: { id: ctx.me.user.id, name: ctx.me.user.name }, audit: auditAs(ctx), now: ctx.call.now }),
});

export const dailyListsEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/coin-orders/daily-lists',
  summary: 'The cashier’s lists of a Macao day as an XLSX workbook (base64): payments due by the day’s end, and orders ready for collection',
  access: COINS_PERMISSIONS['coins.orders.read'],
  messages,
  query: dailyListsQuery,
  response: z.object({ filename: z.string(), contentType: z.string(), content: z.string(), payments: z.number(), collections: z.number() }),
  handler: async ({ call, query, lang, audit }) => {
    const lists = await dailyListsWorkbook(call.db, query.day, lang);
    await audit({ entity: 'coin-order', action: 'export-daily-lists', changes: { day: { after: query.day }, payments: { after: lists.payments }, collections: { after: lists.collections } } });
    return lists;
  },
});

/** The home screen: orders to act on. */
export const COINS_HOME: HomeSource = {
  permission: COINS_PERMISSIONS['coins.orders.manage'],
  tasks: async (db, _me, now) => {
    const today = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const counts = await q.orderCounts(db, macaoDay(today, true));
    return [
      { key: 'coins.home.received', count: counts.received, href: `/staff/coin-orders?filter=${encodeURIComponent(JSON.stringify({ status: 'received' }))}` },
      { key: 'coins.home.paymentsDue', count: counts.overdue, href: `/staff/coin-orders?filter=${encodeURIComponent(JSON.stringify({ status: 'payment-requested' }))}` },
      { key: 'coins.home.paid', count: counts.paid, href: `/staff/coin-orders?filter=${encodeURIComponent(JSON.stringify({ status: 'paid' }))}` },
      { key: 'coins.home.ready', count: counts.ready, href: `/staff/coin-orders?filter=${encodeURIComponent(JSON.stringify({ status: 'ready' }))}` },
    ];
  },
};

// --- the catalogue (issue 34): coin issues, their pictures -----------------------------------

const catalogueMessages = messageSources(staffMessages, coinsText, formsText);
const auditOf = (ctx: StaffContext<unknown, unknown, StaffIdentity>) => ({ audit: auditAs(ctx), now: ctx.call.now });

export const issueListEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/coin-issues',
  summary: 'The coin issues of the shop: searched by short name or name, filtered by status and year, paged and sorted',
  access: COINS_PERMISSIONS['coins.catalogue.read'],
  messages: catalogueMessages,
  query: issueListQuery,
  response: z.object({ data: z.array(issueRow), total: z.number() }),
  handler: async ({ call, query, lang }) => listIssueRows(call.db, query, lang),
});

export const issueEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/coin-issues/{id}',
  summary: 'One coin issue with its texts in four languages, pictures, stock, limits, status and sale opening minute (Macao time), and its version',
  access: COINS_PERMISSIONS['coins.catalogue.read'],
  messages: catalogueMessages,
  params: idParam,
  response: issueRecord,
  handler: async ({ call, params }) => {
    const record = await issueRecordOf(call.db, orderId(params.id));
    if (!record) throw new NotFoundError();
    return record;
  },
});

export const issueCreateEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/coin-issues/new',
  summary: 'Create a coin issue; audited with every field',
  access: COINS_PERMISSIONS['coins.catalogue.manage'],
  messages: catalogueMessages,
  body: issueCreateForm,
  response: issueRecord,
  handler: async (ctx) => createIssue(ctx.call.db, ctx.body, auditOf(ctx)),
});

export const issueSaveEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/coin-issues/{id}',
  summary: 'Save a coin issue',
  description:
    'With the `version` the person opened (a newer one: 409 `coins.catalogue.stale`) and `stockRead`, the stock they saw: the stock moves by `stock − stockRead` from what it is at the save, so coins ordered meanwhile are not given back; a change that would take it below zero is a 409 (`coins.catalogue.stockTaken`). Every changed field is in the audit row, before and after.',
  access: COINS_PERMISSIONS['coins.catalogue.manage'],
  messages: catalogueMessages,
  params: idParam,
  body: issueSaveForm,
  response: issueRecord,
  handler: async (ctx) => saveIssue(ctx.call.db, orderId(ctx.params.id), ctx.body, auditOf(ctx)),
});

export const pictureListEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/coin-issues/pictures',
  summary: 'Stored pictures (PNG, JPEG, GIF) an issue may use, newest first; `q`: part of the file name',
  access: COINS_PERMISSIONS['coins.catalogue.read'],
  messages: catalogueMessages,
  query: z.object({ q: z.string().trim().max(200).optional() }),
  response: z.object({ data: z.array(issuePicture) }),
  handler: async ({ call, query }) => ({ data: (await q.selectImageFiles(call.db, { search: query.q || undefined, limit: 100 })).map(pictureOf) }),
});

export const pictureUploadEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/coin-issues/pictures',
  summary: 'Upload a picture for coin issues (PNG, JPEG or GIF, at most 5 MB; the public upload checks: name, type by content signature, size); stored once per content and name; audited',
  description: 'multipart/form-data with the file in `picture`.',
  access: COINS_PERMISSIONS['coins.catalogue.manage'],
  messages: catalogueMessages,
  multipart: true,
  maxBodyBytes: MAX_PICTURE_BYTES + 1024 * 1024,
  // For the OpenAPI document: the handler reads the stream itself (readUploads).
  body: z.object({ picture: z.string().meta({ format: 'binary', description: 'PNG, JPEG or GIF, at most 5 MB; a name of English letters, digits, hyphens and underscores' }) }),
  response: issuePicture,
  handler: async ({ call, request, audit }) => {
    if (!/^multipart\/form-data\s*;/i.test(request.headers.get('content-type') ?? '')) throw new ValidationError([{ field: 'picture', messageKey: 'coins.catalogue.noPicture' }], coinsText);
    const { files } = await readUploads(request, { maxFiles: 1, maxFileBytes: MAX_PICTURE_BYTES, maxTotalBytes: MAX_PICTURE_BYTES, maxFields: 5, fileField: 'picture' });
    const [file] = files;
    if (!file) throw new ValidationError([{ field: 'picture', messageKey: 'coins.catalogue.noPicture' }], coinsText);
    if (!(PICTURE_EXTENSIONS as readonly string[]).includes(file.ext)) throw new ValidationError([{ field: 'picture', messageKey: 'coins.catalogue.pictureType' }], coinsText);
    return call.db.transaction(async (tx) => {
      const stored = await storeFile(tx, file.name, file.mime, file.content);
      await audit({ entity: 'coin-picture', entityId: stored.id, action: 'upload', changes: { name: { after: stored.name }, size: { after: stored.size }, sha256: { after: stored.sha256 } } }, tx);
      return pictureOf(stored);
    });
  },
});

/**
 * A stored picture for the staff screens: only PNG, JPEG and GIF (types a browser shows
 * without running anything), with its own type so an <img> shows it, `nosniff`, a
 * sandboxing CSP and `no-store`. Refusals keep the envelope.
 */
const previews = new WeakMap<Request, { name: string; mime: string; content: Buffer }>();
const picturePreviewInner = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/coin-issues/pictures/{id}',
  summary: 'A stored picture (PNG, JPEG or GIF) as an image, for the catalogue screens',
  access: COINS_PERMISSIONS['coins.catalogue.read'],
  messages: catalogueMessages,
  params: idParam,
  response: z.object({ name: z.string(), size: z.number() }),
  handler: async ({ call, params, request }) => {
    const file = await q.selectImageContent(call.db, orderId(params.id));
    if (!file) throw new NotFoundError();
    previews.set(request, file);
    return { name: file.name, size: file.content.length };
  },
});
async function picturePreviewRoute(astro: APIContext): Promise<Response> {
  const answer = await picturePreviewInner(astro);
  const file = previews.get(astro.request);
  if (answer.status !== 200 || !file || astro.request.method !== 'GET') return answer;
  const response = new Response(new Uint8Array(file.content), {
    status: 200,
    headers: {
      ...NO_CACHE_HEADERS,
      'Content-Type': file.mime,
      'Content-Length': String(file.content.length),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "sandbox; default-src 'none'",
    },
  });
  for (const line of answer.headers.getSetCookie()) response.headers.append('set-cookie', line);
  return response;
}
export const picturePreviewEndpoint: StaffEndpoint = Object.assign(picturePreviewRoute, { spec: picturePreviewInner.spec, access: picturePreviewInner.access });
