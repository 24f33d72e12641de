/**
 * E-mail alert subscribers in the back office (issue 34): how many receive what, a
 * search by address (never the whole list: it is personal data), one subscriber,
 * their removal on request, and the history of alerts announced. Every search and
 * every removal is in the audit log, the address masked.
 */
import { z } from 'zod';
import { NotFoundError } from '#src/server/http/errors.ts';
import { maskEmail, maskText } from '#src/features/staff/audit.ts';
import { staffPageQuery } from '#src/features/staff/contract.ts';
import { defineStaffEndpoint } from '#src/features/staff/staff-api.ts';
import { pickTranslation } from '#src/features/entries/translations.ts';
import { liftSuppression, suppressionOf, suppressionsOf } from '#src/features/mail/service.ts';
import { alertHistoryRow, staffSubscriber, subscriberCounts, subscriberRemoval, suppressionLift, type StaffSubscriber } from './contract.ts';
import { ALERTS_PERMISSIONS } from './permissions.ts';
import { announcementHistory, entryTexts, removeSubscription, searchSubscribers, subscriberCounts as countSubscribers, subscriptionById, type SubscriptionRow } from './queries.ts';

function shown(row: SubscriptionRow, suppression: { suppressedAt: Date; reason: string } | null | undefined): StaffSubscriber {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    lang: row.lang,
    topics: row.topics,
    frequency: row.frequency,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    suppressedAt: suppression?.suppressedAt.toISOString() ?? null,
    suppressionReason: suppression?.reason ?? null,
  };
}

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const subscriberSearchEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/subscribers',
  summary: 'Subscribers whose e-mail address contains `email` (at least 3 characters; no search, no list)',
  access: ALERTS_PERMISSIONS['subscribers.read'],
  query: staffPageQuery.extend({ email: z.string().trim().max(254).optional() }),
  response: z.object({ data: z.array(staffSubscriber), total: z.number() }),
  handler: async ({ call, query, audit }) => {
    const text = query.email ?? '';
    if ([...text].length < 3) return { data: [], total: 0 };
    const { rows, total } = await searchSubscribers(call.db, text, (query.page - 1) * query.perPage, query.perPage);
    await audit({ entity: 'subscribers', action: 'search', changes: { email: { after: text.includes('@') ? maskEmail(text) : maskText(text) }, found: { after: total } } });
    const suppressed = await suppressionsOf(
      call.db,
      rows.map((r) => r.email),
    );
    return { data: rows.map((r) => shown(r, suppressed.get(r.email.toLowerCase()))), total };
  },
});

export const subscriberEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/subscribers/{id}',
  summary: 'One subscriber: address, language, topics, frequency, when they signed up and confirmed',
  access: ALERTS_PERMISSIONS['subscribers.read'],
  params: idParams,
  response: staffSubscriber,
  handler: async ({ call, params }) => {
    const row = await subscriptionById(call.db, Number(params.id));
    if (!row) throw new NotFoundError();
    return shown(row, await suppressionOf(call.db, row.email));
  },
});

export const subscriberRemoveEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/subscribers/{id}/delete',
  summary: 'Remove a subscriber on their request (with the request as the reason): the subscription, its links and queued digest items are deleted',
  access: ALERTS_PERMISSIONS['subscribers.manage'],
  params: idParams,
  body: subscriberRemoval,
  response: z.object({ ok: z.literal(true) }),
  handler: async ({ call, params, body, audit }) =>
    call.db.transaction(async (tx) => {
      const id = Number(params.id);
      const row = await subscriptionById(tx, id);
      if (!row || !(await removeSubscription(tx, id))) throw new NotFoundError();
      await audit({ entity: 'subscriber', entityId: String(params.id), action: 'remove', changes: { email: { before: maskEmail(row.email) }, reason: { after: body.reason } } }, tx);
      return { ok: true as const };
    }),
});

export const subscriberCountsEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/subscriber-counts',
  summary: 'How many subscribers, by status, frequency and language, and how many active ones per topic',
  access: ALERTS_PERMISSIONS['subscribers.read'],
  response: subscriberCounts,
  handler: async ({ call }) => {
    const { groups, topics } = await countSubscribers(call.db);
    return { groups: groups.map((g) => ({ ...g, n: Number(g.n) })), topics: topics.map((t) => ({ topic: String(t.topic), n: Number(t.n) })) };
  },
});

export const alertHistoryEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/alert-history',
  summary: 'The alerts announced to subscribers, newest first: when, the topic and the item (its title in the staff language where it has one)',
  access: ALERTS_PERMISSIONS['subscribers.read'],
  query: staffPageQuery,
  response: z.object({ data: z.array(alertHistoryRow), total: z.number() }),
  handler: async ({ call, query, lang }) => {
    const { rows, total } = await announcementHistory(call.db, (query.page - 1) * query.perPage, query.perPage);
    const texts = await entryTexts(call.db, rows.map((r) => r.entryId));
    const data = rows.map((r) => {
      const picked = pickTranslation(
        texts.filter((t) => t.entryId === r.entryId),
        lang,
      );
      return { id: r.entryId, topic: r.topic, title: picked?.value.title ?? '', announcedAt: r.announcedAt.toISOString() };
    });
    return { data, total };
  },
});

export const suppressionLiftEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/subscribers/{id}/unsuppress',
  summary: 'Lift the suppression of a subscriber’s address (it bounced permanently), with why staff believe it works again: mail to it is sent again',
  access: ALERTS_PERMISSIONS['subscribers.manage'],
  params: idParams,
  body: suppressionLift,
  response: staffSubscriber,
  handler: async ({ call, params, body, audit }) =>
    call.db.transaction(async (tx) => {
      const row = await subscriptionById(tx, Number(params.id));
      if (!row) throw new NotFoundError();
      const lifted = await liftSuppression(tx, row.email);
      if (!lifted) throw new NotFoundError();
      await audit({ entity: 'mail-suppression', entityId: String(params.id), action: 'lift', changes: { email: { before: maskEmail(row.email) }, suppressedAt: { before: lifted.suppressedAt.toISOString() }, reason: { after: body.reason } } }, tx);
      return shown(row, null);
    }),
});
