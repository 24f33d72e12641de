/**
 * The coin shop's staff calls under /api/staff/coin-orders (issue 34): the order queue,
 * one order, the actions that move it on, notes, the cashier's daily lists. Every call
 * names its permission (permissions.ts) and writes the audit log; the changes write it
 * in their own transaction (orders.ts).
 */
import { z } from 'zod';
import { getConfig } from '#src/server/config.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { messageSources } from '#src/i18n/catalogue.ts';
import { defineStaffEndpoint, staffMessages, type StaffContext, type StaffIdentity } from '#src/features/staff/staff-api.ts';
import type { HomeSource } from '#src/features/staff/staff-endpoints.ts';
import { coinsText } from './messages.ts';
import { dailyListsWorkbook } from './daily-lists.ts';
import { actOnOrder, addOrderNote, orderDetail, toRow, type AuditWriter } from './orders.ts';
import { COINS_PERMISSIONS } from './permissions.ts';
import * as q from './queries.ts';
import { dailyListsQuery, orderActionBody, orderDetail as orderDetailSchema, orderNoteBody, orderQueueQuery, orderRow, type OrderAction } from './staff-contract.ts';

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
