/**
 * Subscribers in the back office (issue 34): counts per topic, frequency and language;
 * a search by address that is audited (the address masked) and never lists everyone;
 * removal on request by an administrator only, audited with the request; the
 * history of alerts announced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { ALL as searchRoute } from '#src/api/staff/subscribers/index.ts';
import { ALL as oneRoute } from '#src/api/staff/subscribers/[id].ts';
import { ALL as removeRoute } from '#src/api/staff/subscribers/[id]/delete.ts';
import { ALL as unsuppressRoute } from '#src/api/staff/subscribers/[id]/unsuppress.ts';
import { mailSuppressions } from '#src/features/mail/schema.ts';
import { suppressionOf } from '#src/features/mail/service.ts';
import { ALL as countsRoute } from '#src/api/staff/subscriber-counts.ts';
import { ALL as historyRoute } from '#src/api/staff/alert-history.ts';
import { listAudit } from '#src/features/staff/queries.ts';
import { signedInAgent, type StaffAgent } from '#src/features/staff/tests/agent.ts';
import type { StaffSubscriber, SubscriberCounts } from './contract.ts';
import { claimAnnouncement, insertSubscription, insertToken, subscriptionById } from './queries.ts';

let database: TestDatabase;
let admin: StaffAgent;
let auditor: StaffAgent;
const ids: Record<string, number> = {};

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase();
  admin = await signedInAgent(database.db, 'subscribers-admin', ['administrator'], '192.0.2.41');
  auditor = await signedInAgent(database.db, 'subscribers-auditor', ['auditor'], '192.0.2.42');
  const base = { region: 'MO', occupation: 'other', institution: 'none', createdAt: new Date('2026-11-01T02:00:00Z') };
  const rows = [
    { key: 'chan', email: 'chan.tai.man@example.mo', lang: 'zh-hant', topics: ['press', 'statistics'], frequency: 'immediate', status: 'active' },
    { key: 'silva', email: 'ana.silva@example.mo', lang: 'pt', topics: ['press'], frequency: 'daily', status: 'active' },
    { key: 'lee', email: 'lee.journalist@example.com', lang: 'en', topics: ['publications'], frequency: 'immediate', status: 'pending' },
  ] as const;
  for (const { key, ...row } of rows) ids[key] = (await insertSubscription(database.db, { ...base, ...row, topics: [...row.topics], confirmedAt: row.status === 'active' ? base.createdAt : null })).id;
  await insertToken(database.db, { hash: 'a'.repeat(64), subscriptionId: ids.chan!, purpose: 'manage', expiresAt: new Date('2030-01-01T00:00:00Z') });
}, 60_000);
afterAll(() => database.dispose());

describe('subscribers in the back office', () => {
  it('counts the active subscribers per topic, frequency and language, and the pending ones apart', async () => {
    const counts = (await admin.call<SubscriberCounts>(countsRoute, '/api/staff/subscriber-counts')).body.data;
    expect(Object.fromEntries(counts.topics.map((t) => [t.topic, t.n]))).toEqual({ press: 2, statistics: 1 });
    expect(counts.groups.filter((g) => g.status === 'pending').reduce((n, g) => n + g.n, 0)).toBe(1);
    expect(counts.groups.find((g) => g.lang === 'pt')).toMatchObject({ status: 'active', frequency: 'daily', n: 1 });
  });

  it('finds subscribers by part of their address, lists no one without a search, and audits each search masked', async () => {
    expect((await admin.call<{ data: StaffSubscriber[]; total: number }>(searchRoute, '/api/staff/subscribers')).body.data).toEqual({ data: [], total: 0 });
    expect((await admin.call<{ total: number }>(searchRoute, '/api/staff/subscribers?email=mo')).body.data.total).toBe(0);
    const found = (await admin.call<{ data: StaffSubscriber[]; total: number }>(searchRoute, '/api/staff/subscribers?email=EXAMPLE.MO')).body.data;
    expect(found.data.map((s) => s.email).sort()).toEqual(['ana.silva@example.mo', 'chan.tai.man@example.mo']);
    expect(found.total).toBe(2);
    const { rows } = await listAudit(database.db, { entity: 'subscribers', action: 'search' }, 0, 5);
    expect(rows[0]).toMatchObject({ actorEmail: 'subscribers-admin@amcm.gov.mo', changes: { email: { after: 'E********' }, found: { after: 2 } } });
    // A `%` or `_` is a character to find, not a wildcard.
    expect((await admin.call<{ total: number }>(searchRoute, '/api/staff/subscribers?email=%25%25%25')).body.data.total).toBe(0);
  });

  it('lets an auditor read a subscriber but not remove them', async () => {
    const one = await auditor.call<StaffSubscriber>(oneRoute, `/api/staff/subscribers/${String(ids.silva)}`, { params: { id: String(ids.silva) } });
    expect(one.body.data).toMatchObject({ email: 'ana.silva@example.mo', lang: 'pt', frequency: 'daily', status: 'active' });
    const refused = await auditor.call(removeRoute, `/api/staff/subscribers/${String(ids.silva)}/delete`, { body: { reason: 'request by e-mail' }, params: { id: String(ids.silva) } });
    expect(refused.status).toBe(403);
    expect(await subscriptionById(database.db, ids.silva!)).toBeDefined();
  });

  it('removes a subscriber on request with their links, audited with the request; a reason is required', async () => {
    const path = `/api/staff/subscribers/${String(ids.chan)}/delete`;
    const noReason = await admin.call<{ errors: { field: string }[] }>(removeRoute, path, { body: { reason: ' ' }, params: { id: String(ids.chan) } });
    expect([noReason.status, noReason.body.data.errors.map((e) => e.field)]).toEqual([400, ['reason']]);
    expect(await subscriptionById(database.db, ids.chan!)).toBeDefined();
    const removed = await admin.call(removeRoute, path, { body: { reason: 'E-mail of 28 November 2026 asking to be removed' }, params: { id: String(ids.chan) } });
    expect(removed.status).toBe(200);
    expect(await subscriptionById(database.db, ids.chan!)).toBeUndefined();
    const { rows } = await listAudit(database.db, { entity: 'subscriber', action: 'remove' }, 0, 5);
    expect(rows[0]).toMatchObject({ entityId: String(ids.chan), changes: { email: { before: 'c***@example.mo' }, reason: { after: 'E-mail of 28 November 2026 asking to be removed' } } });
    expect((await admin.call(removeRoute, path, { body: { reason: 'again' }, params: { id: String(ids.chan) } })).status).toBe(404);
  });

  it('lists the alerts announced, newest first, with the item’s title', async () => {
    const inserted = await database.db.execute(`insert into entries (module, published_at) values ('news', '2026-11-20T03:00:00Z') returning id`);
    const entry = (inserted as { rows: { id: number }[] }).rows[0];
    await database.db.execute(`insert into entry_i18n (entry_id, lang, title) values (${String(entry!.id)}, 'en', 'Base rate maintained')`);
    expect(await claimAnnouncement(database.db, entry!.id, 'press', new Date('2026-11-20T03:00:00Z'))).toBe(true);
    const history = (await admin.call<{ data: { title: string; topic: string; announcedAt: string }[] }>(historyRoute, '/api/staff/alert-history')).body.data.data;
    expect(history[0]).toEqual({ id: entry!.id, topic: 'press', title: 'Base rate maintained', announcedAt: '2026-11-20T03:00:00.000Z' });
  });

  it('shows a bounced address as suppressed; an auditor cannot lift it, an administrator can, audited with the reason', async () => {
    await database.db.insert(mailSuppressions).values({ email: 'ana.silva@example.mo', reason: '550 5.1.1 <address>: no such user', suppressedAt: new Date('2026-11-20T02:00:00Z') });
    const shown = (await admin.call<StaffSubscriber>(oneRoute, `/api/staff/subscribers/${String(ids.silva)}`, { params: { id: String(ids.silva) } })).body.data;
    expect(shown).toMatchObject({ suppressedAt: '2026-11-20T02:00:00.000Z', suppressionReason: '550 5.1.1 <address>: no such user' });
    const found = (await admin.call<{ data: StaffSubscriber[] }>(searchRoute, '/api/staff/subscribers?email=silva')).body.data.data;
    expect(found[0]?.suppressedAt).toBe('2026-11-20T02:00:00.000Z');
    const path = `/api/staff/subscribers/${String(ids.silva)}/unsuppress`;
    expect((await auditor.call(unsuppressRoute, path, { params: { id: String(ids.silva) }, body: { reason: 'phoned: mailbox fixed' } })).status).toBe(403);
    expect((await admin.call(unsuppressRoute, path, { params: { id: String(ids.silva) }, body: { reason: '' } })).status).toBe(400);
    const lifted = await admin.call<StaffSubscriber>(unsuppressRoute, path, { params: { id: String(ids.silva) }, body: { reason: 'phoned: mailbox fixed' } });
    expect(lifted.status).toBe(200);
    expect(lifted.body.data.suppressedAt).toBeNull();
    expect(await suppressionOf(database.db, 'ana.silva@example.mo')).toBeNull();
    const { rows } = await listAudit(database.db, { entity: 'mail-suppression' }, 0, 5);
    expect(rows[0]).toMatchObject({ action: 'lift', changes: { email: { before: 'a***@example.mo' }, reason: { after: 'phoned: mailbox fixed' } } });
    // Nothing left to lift.
    expect((await admin.call(unsuppressRoute, path, { params: { id: String(ids.silva) }, body: { reason: 'again' } })).status).toBe(404);
  });
});
