/**
 * The site settings in the back office (issue 33): a publisher switches the gray
 * mourning style on and every page's layout follows at once; a save over someone
 * else's newer one is refused; an editor reads but cannot save; a window in Macao
 * time bounds the style; bad input is refused field by field; each change is in the
 * audit log with what it was and what it became.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { GET as settingsRoute, POST as saveRoute } from '#src/api/staff/site-settings/[id].ts';
import { ALL as layoutRoute } from '#src/api/bff/common.ts';
import { listAudit } from '#src/features/staff/queries.ts';
import { signedInAgent, StaffAgent } from '#src/features/staff/tests/agent.ts';
import type { SiteSettingsRecord } from './contract.ts';
import { grayStyleAt } from './settings.ts';

let database: TestDatabase;
let publisher: StaffAgent;
let editor: StaffAgent;

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase({ seeded: true });
  publisher = await signedInAgent(database.db, 'settings-publisher', ['publisher'], '192.0.2.31');
  editor = await signedInAgent(database.db, 'settings-editor', ['editor'], '192.0.2.32');
}, 60_000);
afterAll(() => database.dispose());

const read = async (agent: StaffAgent) => (await agent.call<SiteSettingsRecord>(settingsRoute, '/api/staff/site-settings/website', { params: { id: 'website' } })).body.data;
const save = (agent: StaffAgent, body: unknown) => agent.call<SiteSettingsRecord>(saveRoute, '/api/staff/site-settings/website', { body, params: { id: 'website' } });
const publicGray = async () => {
  const answer = await new StaffAgent().call<{ grayStyle: boolean }>(layoutRoute, '/api/bff/common?lang=en');
  return answer.body.data.grayStyle;
};

describe('site settings in the back office', () => {
  it('a publisher switches the gray style on: the public layout shows it at once, and the audit log has the change', async () => {
    const before = await read(publisher);
    expect(before).toMatchObject({ id: 'website', email: 'general@amcm.gov.mo', grayStyle: false, grayNow: false });
    expect(await publicGray()).toBe(false);
    const { id: _id, grayNow: _now, ...form } = before;
    const answer = await save(publisher, { ...form, grayStyle: true });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ grayStyle: true, grayNow: true });
    expect(answer.body.data.version).not.toBe(before.version);
    expect(await publicGray()).toBe(true);
    const { rows } = await listAudit(database.db, { entity: 'site-settings' }, 0, 10);
    expect(rows[0]).toMatchObject({ actorEmail: 'settings-publisher@amcm.gov.mo', action: 'update', changes: { grayStyle: { before: false, after: true } } });
    // Off again for the tests that follow.
    expect((await save(publisher, { ...form, version: answer.body.data.version, grayStyle: false })).status).toBe(200);
    expect(await publicGray()).toBe(false);
  });

  it('refuses a save over a newer one (409, in the person’s language) and changes nothing', async () => {
    const opened = await read(publisher);
    const { id: _id, grayNow: _now, ...form } = opened;
    expect((await save(publisher, { ...form, phone: '(853) 2856 8200' })).status).toBe(200);
    const stale = await save(publisher, { ...form, phone: '(853) 0000 0000' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('Someone else changed the site settings');
    expect((await read(publisher)).phone).toBe('(853) 2856 8200');
  });

  it('lets an editor read the settings but not save them', async () => {
    const record = await read(editor);
    const { id: _id, grayNow: _now, ...form } = record;
    const answer = await save(editor, { ...form, grayStyle: true });
    expect(answer.status).toBe(403);
    expect((await read(publisher)).grayStyle).toBe(false);
  });

  it('bounds the style by its window in Macao time, and refuses an end before the start', async () => {
    const { id: _id, grayNow: _now, ...form } = await read(publisher);
    const refused = await save(publisher, { ...form, grayStyle: true, grayFrom: '2030-01-02T09:00', grayUntil: '2030-01-01T09:00' });
    expect(refused.status).toBe(400);
    expect((refused.body.data as unknown as { errors: { field: string; message: string }[] }).errors).toContainEqual({ field: 'grayUntil', message: 'The end must be after the start.' });
    const later = await save(publisher, { ...form, grayStyle: true, grayFrom: '2030-01-01T09:00', grayUntil: '2030-01-02T09:00' });
    expect(later.status).toBe(200);
    expect(later.body.data).toMatchObject({ grayStyle: true, grayNow: false, grayFrom: '2030-01-01T09:00', grayUntil: '2030-01-02T09:00' });
    expect(await publicGray()).toBe(false);
    // 09:00 in Macao is 01:00 UTC.
    const window = { grayOn: true, grayFrom: new Date('2030-01-01T01:00:00Z'), grayUntil: new Date('2030-01-02T01:00:00Z') };
    expect([new Date('2030-01-01T00:59:59Z'), new Date('2030-01-01T01:00:00Z'), new Date('2030-01-02T00:59:59Z'), new Date('2030-01-02T01:00:00Z')].map((at) => grayStyleAt(window, at))).toEqual([false, true, true, false]);
    expect((await save(publisher, { ...form, version: later.body.data.version })).status).toBe(200);
  });

  it('refuses bad input field by field, never a 5xx, and changes nothing', async () => {
    const { id: _id, grayNow: _now, ...form } = await read(publisher);
    const fieldsOf = (answer: { body: { data: unknown } }) => (answer.body.data as { errors: { field: string }[] }).errors.map((e) => e.field).sort();
    const answer = await save(publisher, { ...form, facebook: 'http://example.com', frontendLang: [], analyticsKey: 'G-1 <script>' });
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(['analyticsKey', 'facebook', 'frontendLang']);
    const bell = await save(publisher, { ...form, phone: 'call\u0007me' });
    expect([bell.status, fieldsOf(bell)]).toEqual([400, ['phone']]);
    expect((await read(publisher)).facebook).toBe(form.facebook);
    expect((await save(publisher, { version: form.version })).status).toBe(400);
    const unknown = await publisher.call(saveRoute, '/api/staff/site-settings/other', { body: form, params: { id: 'other' } });
    expect(unknown.status).toBe(404);
  });
});
