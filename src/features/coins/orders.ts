/**
 * The rules of an order's life after it is placed (issue 34): received → payment
 * requested → paid → ready → collected; or cancelled (by staff, or at the buyer's
 * request), or expired when unpaid by its deadline.
 *
 * Every change is ONE transaction: the order's row is locked, its status and version
 * checked (a stale or out-of-order action is a 409 and changes nothing), the status moved
 * with a conditional UPDATE, the event written on the order's timeline, the audit row
 * written, the buyer's e-mail put in the outbox, and — for a cancelled or expired order —
 * its coins put back. The stock therefore comes back exactly once: only the transaction
 * that moved the order out of its open status returns it, whichever instance runs it.
 */
import { groupBy, pickTranslation } from '#src/features/entries/translations.ts';
import { renderMail } from '#src/features/mail/render.ts';
import { enqueueMail } from '#src/features/mail/service.ts';
import type { AuditEntry } from '#src/features/staff/audit.ts';
import { formatCurrency, formatDate, macaoDate } from '#src/lib/format.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Database, Transaction } from '#src/server/db/open.ts';
import { AppError, NotFoundError } from '#src/server/http/errors.ts';
import { avosToMop } from './contract.ts';
import { coinsText } from './messages.ts';
import * as q from './queries.ts';
import { ORDER_ACTIONS, type OrderAction, type OrderDetail, type OrderRow, type OrderStatus, nextActions } from './staff-contract.ts';

/** Days to pay once payment is requested (COIN_PAYMENT_DAYS). */
export const DEFAULT_PAYMENT_DAYS = 7;

/** Who acts: a staff member, or the shop itself (the expiry job: no one). */
export interface Actor {
  id: string | null;
  name: string | null;
}

/** Writes the audit row in the transaction of the change (the staff call's `ctx.audit`). */
export type AuditWriter = (entry: Omit<AuditEntry, 'actorId' | 'actorEmail' | 'clientAddress'>, tx: Transaction) => Promise<void>;

export interface ActionInput {
  action: OrderAction;
  version: number;
  note?: string | undefined;
  byBuyer?: boolean | undefined;
}

export interface ActionOptions {
  actor: Actor;
  audit: AuditWriter;
  now: Date;
  paymentDays?: number;
}

/** The end of the Macao day `days` after `now` (payment deadlines are whole days). */
export function paymentDeadline(now: Date, days: number): Date {
  const day = macaoDate(new Date(now.getTime() + days * 86_400_000).toISOString());
  return new Date(`${day}T23:59:59.999+08:00`);
}

function refusedStep(status: OrderStatus): never {
  throw new AppError('conflict', { messageKey: `coins.staff.notAllowed.${status}`, messages: coinsText });
}

function stale(): never {
  throw new AppError('conflict', { messageKey: 'coins.staff.stale', messages: coinsText });
}

/** Moves an order one step on (or cancels it). Refuses a stale version or a step the order's status does not allow (409), an unknown order (404). */
export async function actOnOrder(db: Database, orderId: number, input: ActionInput, options: ActionOptions): Promise<OrderRow> {
  const step = ORDER_ACTIONS[input.action];
  const row = await db.transaction(async (tx) => {
    const order = await q.lockOrder(tx, orderId);
    if (!order) throw new NotFoundError();
    // The step first: an order that already moved on says where it is, not just "stale".
    if (!(step.from as readonly OrderStatus[]).includes(order.status)) refusedStep(order.status);
    if (order.version !== input.version) stale();
    const payBy = input.action === 'request-payment' ? paymentDeadline(options.now, options.paymentDays ?? DEFAULT_PAYMENT_DAYS) : undefined;
    const moved = await q.moveOrder(tx, order.id, order.status, order.version, step.to, options.now, payBy);
    if (!moved) stale();
    const note = input.note?.trim() || null;
    await q.insertOrderEvent(tx, { orderId: order.id, at: options.now, actorId: options.actor.id, actorName: options.actor.name, fromStatus: order.status, toStatus: step.to, note });
    if (step.to === 'cancelled') await giveBack(tx, order.id);
    await options.audit({ entity: 'coin-order', entityId: order.reference, action: input.action, changes: { status: { before: order.status, after: step.to }, ...(note ? { note: { after: note } } : {}), ...(payBy ? { payBy: { after: payBy.toISOString() } } : {}) } }, tx);
    await mailBuyer(tx, moved, order.status, input.byBuyer ?? false);
    return moved;
  });
  return toRow(row, options.now);
}

/** A staff note on the order's timeline (and in the audit log). */
export async function addOrderNote(db: Database, orderId: number, input: { version: number; note: string }, options: Omit<ActionOptions, 'paymentDays'>): Promise<OrderRow> {
  const row = await db.transaction(async (tx) => {
    const order = await q.lockOrder(tx, orderId);
    if (!order) throw new NotFoundError();
    if (order.version !== input.version) stale();
    const touched = await q.touchOrder(tx, order.id, order.version, options.now);
    if (!touched) stale();
    await q.insertOrderEvent(tx, { orderId: order.id, at: options.now, actorId: options.actor.id, actorName: options.actor.name, note: input.note });
    await options.audit({ entity: 'coin-order', entityId: order.reference, action: 'note', changes: { note: { after: input.note } } }, tx);
    return touched;
  });
  return toRow(row, options.now);
}

/** Puts the coins of an order back on sale (called once, by the transaction that closed the order). */
async function giveBack(tx: Transaction, orderId: number): Promise<void> {
  for (const line of await q.selectOrderLines(tx, orderId)) await q.returnStock(tx, line.coinId, line.quantity);
}

/**
 * The expiry job's one pass: every order still awaiting payment past its deadline is
 * marked expired, its coins go back and the buyer is told, in one transaction per batch.
 * Several instances may run it at once: the claim (`SKIP LOCKED`, conditional on the
 * status) gives each order to exactly one of them.
 */
export async function expireUnpaidOrders(db: Database, audit: AuditWriter, now = new Date(), batch = 50): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await db.transaction(async (tx) => {
      const rows = await q.expireDueOrders(tx, now, batch);
      for (const order of rows) {
        await q.insertOrderEvent(tx, { orderId: order.id, at: now, actorId: null, actorName: null, fromStatus: 'payment-requested', toStatus: 'expired', note: null });
        await giveBack(tx, order.id);
        await audit({ entity: 'coin-order', entityId: order.reference, action: 'expire', changes: { status: { before: 'payment-requested', after: 'expired' } } }, tx);
        await mailBuyer(tx, order, 'payment-requested', false);
      }
      return rows.length;
    });
    total += expired;
    if (expired < batch) return total;
  }
}

// --- e-mails to the buyer, in the buyer's language (wholly, else wholly in English) ------------

async function mailBuyer(tx: Transaction, order: q.OrderRow, from: OrderStatus, byBuyer: boolean): Promise<void> {
  const ref = { reference: order.reference };
  const deadlineIn = (lang: Language) => (order.payBy ? formatDate(macaoDate(order.payBy.toISOString()), lang) : '');
  let keys: Parameters<typeof coinsText.wholeIn>[1];
  let build: (lang: Language) => { title: string; paragraphs: string[] };
  switch (order.status) {
    case 'payment-requested': {
      const lines = await q.selectOrderLines(tx, order.id);
      const texts = groupBy(await q.selectCoinTexts(tx, lines.map((l) => l.coinId)), (r) => r.coinId);
      keys = ['coins.mail.paymentSubject', 'coins.mail.paymentIntro', 'coins.orderLine', 'coins.deliveryCharge', 'coins.mail.amountDue', 'coins.mail.howToPay', 'coins.mail.payBy'];
      build = (lang) => ({
        title: coinsText.t(lang, 'coins.mail.paymentSubject', ref),
        paragraphs: [
          coinsText.t(lang, 'coins.mail.paymentIntro', ref),
          ...lines.map((l) => coinsText.t(lang, 'coins.orderLine', { quantity: l.quantity, name: pickTranslation(texts.get(l.coinId) ?? [], lang)?.value.name ?? l.slug, amount: formatCurrency(avosToMop(l.quantity * l.unitPriceAvos)) })),
          ...(order.deliveryAvos ? [`${coinsText.t(lang, 'coins.deliveryCharge')}: ${formatCurrency(avosToMop(order.deliveryAvos))}`] : []),
          coinsText.t(lang, 'coins.mail.amountDue', { amount: formatCurrency(avosToMop(order.totalAvos)) }),
          coinsText.t(lang, 'coins.mail.howToPay', ref),
          coinsText.t(lang, 'coins.mail.payBy', { date: deadlineIn(lang) }),
        ],
      });
      break;
    }
    case 'ready': {
      const key = order.delivery === 'mail' ? 'coins.mail.readyMail' : 'coins.mail.readyCounter';
      keys = ['coins.mail.readySubject', key];
      build = (lang) => ({ title: coinsText.t(lang, 'coins.mail.readySubject', ref), paragraphs: [coinsText.t(lang, key, ref)] });
      break;
    }
    case 'cancelled': {
      const why = byBuyer ? 'coins.mail.cancelledByBuyer' : 'coins.mail.cancelledByStaff';
      const refund = from === 'paid' || from === 'ready';
      keys = ['coins.mail.cancelledSubject', why, ...(refund ? (['coins.mail.refund'] as const) : [])];
      build = (lang) => ({ title: coinsText.t(lang, 'coins.mail.cancelledSubject', ref), paragraphs: [coinsText.t(lang, why, ref), ...(refund ? [coinsText.t(lang, 'coins.mail.refund')] : [])] });
      break;
    }
    case 'expired':
      keys = ['coins.mail.expiredSubject', 'coins.mail.expiredBody'];
      build = (lang) => ({ title: coinsText.t(lang, 'coins.mail.expiredSubject', ref), paragraphs: [coinsText.t(lang, 'coins.mail.expiredBody', { ...ref, date: deadlineIn(lang) })] });
      break;
    default:
      return; // paid and collected: the buyer is at the counter, no e-mail.
  }
  const lang = coinsText.wholeIn(order.lang, keys);
  const content = build(lang);
  // One e-mail per step of an order, whatever retries happen.
  await enqueueMail(tx, { to: order.email, lang, kind: `coins.${order.status}`, dedupeKey: `coins:${order.reference}:${order.status}`, ...renderMail({ lang, ...content }) });
}

// --- reading -----------------------------------------------------------------------------------

export function toRow(order: q.OrderRow, now: Date): OrderRow {
  return {
    id: order.id,
    reference: order.reference,
    status: order.status,
    version: order.version,
    name: order.name,
    email: order.email,
    phone: order.phone,
    delivery: order.delivery,
    total: avosToMop(order.totalAvos),
    items: avosToMop(order.itemsAvos),
    createdAt: order.createdAt.toISOString(),
    payBy: order.payBy?.toISOString() ?? null,
    overdue: order.status === 'payment-requested' && !!order.payBy && order.payBy.getTime() <= now.getTime(),
  };
}

/** One order as the staff screen shows it: details, lines, timeline, notes and the actions open to it. */
export async function orderDetail(db: Database, orderId: number, staffLang: Language, now: Date): Promise<OrderDetail | undefined> {
  const order = await q.selectOrder(db, orderId);
  if (!order) return undefined;
  const [lines, events] = await Promise.all([q.selectOrderLines(db, order.id), q.selectOrderEvents(db, order.id)]);
  const texts = groupBy(await q.selectCoinTexts(db, lines.map((l) => l.coinId)), (r) => r.coinId);
  const event = (e: q.OrderEventRow) => ({ id: e.id, at: e.at.toISOString(), actorName: e.actorName, from: e.fromStatus, to: e.toStatus, note: e.note });
  return {
    ...toRow(order, now),
    lang: order.lang,
    address: order.address,
    fax: order.fax,
    contactSlot: order.contactSlot,
    smsConsent: order.smsConsent,
    deliveryCharge: avosToMop(order.deliveryAvos),
    lines: lines.map((l) => ({
      slug: l.slug,
      name: pickTranslation(texts.get(l.coinId) ?? [], staffLang)?.value.name ?? l.slug,
      quantity: l.quantity,
      price: avosToMop(l.unitPriceAvos),
      amount: avosToMop(l.unitPriceAvos * l.quantity),
    })),
    // The order's own start, then every change of status.
    timeline: [{ id: 0, at: order.createdAt.toISOString(), actorName: null, from: null, to: 'received' as const, note: null }, ...events.filter((e) => e.toStatus).map(event)],
    notes: events.filter((e) => !e.toStatus).map(event),
    actions: nextActions(order.status),
  };
}
