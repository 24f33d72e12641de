/** The alerts calls in-process: option lists, the challenge, the sign-up's verification code and rules, one-click unsubscribe, OpenAPI. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { challengeCode, createChallenge, validateChallenge } from '#src/features/captcha/service.ts';
import { mailOutbox } from '#src/features/mail/schema.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { callRoute } from '#src/server/http/testing.ts';
import { ALL as countryArea } from '#src/api/v1.0/cms/country_area.ts';
import { ALL as occupation } from '#src/api/v1.0/cms/occupation.ts';
import { ALL as sendCaptcha } from '#src/api/v1.0/cms/send-captcha.ts';
import { ALL as emailNotification } from '#src/api/v1.0/cms/email_notification/index.ts';
import { ALL as unsubscribeRoute } from '#src/api/v1.0/cms/email_notification/unsubscribe.ts';
import { GET as openapi } from '#src/api/v1.0/openapi.json.ts';

let database: TestDatabase;
beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.dispose());

interface Envelope<T = unknown> {
  code: number;
  data: T;
  message: string;
}

const good = { region: 'MO', occupation: 'other', occupationOther: 'Economist', institution: 'UM', email: 'a@example.mo', topics: ['press'], frequency: 'daily' };
const post = (body: unknown, headers: Record<string, string> = {}) => ({ method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('alerts calls', () => {
  it('country_area gives dialling codes and occupation ends with other (please specify)', async () => {
    const areas = (await callRoute(countryArea, '/api/v1.0/cms/country_area', { headers: { 'Api-Language': 'en' } })).body as Envelope<{ code: string; region?: string }[]>;
    expect(areas.data.find((a) => a.code === 'MO')?.region).toBe('853');
    const jobs = (await callRoute(occupation, '/api/v1.0/cms/occupation', { headers: { 'Api-Language': 'zh-hant' } })).body as Envelope<{ code: string; title: string; other?: boolean }[]>;
    expect(jobs.data.at(-1)).toMatchObject({ code: 'other', other: true });
  });

  it('send-captcha issues a challenge with its audio path', async () => {
    const res = await callRoute(sendCaptcha, '/api/v1.0/cms/send-captcha', { method: 'POST', headers: { 'Api-Language': 'en' } });
    const data = (res.body as Envelope<{ id: string; image: string; audio: string }>).data;
    expect(res.status).toBe(200);
    expect(data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(data.audio).toBe(`/api/v1.0/cms/common/captcha_audio?id=${data.id}&lang=en`);
    expect(res.headers.get('cache-control')).toContain('no-store');
  });

  it('the sign-up needs a verification code (validate key)', async () => {
    const res = await callRoute(emailNotification, '/api/v1.0/cms/email_notification', post(good, { 'Api-Language': 'en' }));
    expect(res.status).toBe(403);
    expect((res.body as Envelope).message).toBe('Verification code error.');
  });

  it('one solved code signs up once, and only from the client that solved it (issue 36)', async () => {
    const client = '198.51.100.36';
    const challenge = await createChallenge(database.db, { client });
    const { validateKey } = await validateChallenge(database.db, { id: challenge.id, code: (await challengeCode(database.db, challenge.id))!, client });
    const signUp = (from: string, email: string) =>
      callRoute(emailNotification, '/api/v1.0/cms/email_notification', { ...post({ ...good, email }, { 'Api-Language': 'en', 'Validate-Key': validateKey }), client: from });
    expect((await signUp('198.51.100.37', 'victim@example.mo')).status, 'another client').toBe(403);
    // A sign-up refused for its answers (a region not in the list) leaves the code unused.
    const refused = await callRoute(emailNotification, '/api/v1.0/cms/email_notification', { ...post({ ...good, region: 'XX' }, { 'Api-Language': 'en', 'Validate-Key': validateKey }), client });
    expect(refused.status).toBe(400);
    expect((await signUp(client, 'victim@example.mo')).status, 'the first sign-up').toBe(200);
    for (const from of [client, '198.51.100.38', '198.51.100.39']) {
      const again = await signUp(from, 'victim@example.mo');
      expect(again.status, `again from ${from}`).toBe(403);
      expect((again.body as Envelope).message).toBe('Verification code error.');
    }
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'victim@example.mo'))).toHaveLength(1);
  });

  it('rule messages come back in the caller’s language', async () => {
    const res = await callRoute(emailNotification, '/api/v1.0/cms/email_notification', post({ ...good, email: 'nope' }, { 'Api-Language': 'zh-hant' }));
    expect(res.status).toBe(400);
    expect((res.body as Envelope<{ errors: { field: string; message: string }[] }>).data.errors).toEqual([{ field: 'email', message: '請輸入正確的電郵地址' }]);
  });

  it('refuses a control character in a JSON form with the message the multipart forms give (issue 36)', async () => {
    for (const institution of ['UM\u0007', 'UM\tMacau']) {
      const res = await callRoute(emailNotification, '/api/v1.0/cms/email_notification', post({ ...good, institution }, { 'Api-Language': 'zh-hant' }));
      expect(res.status, JSON.stringify(institution)).toBe(400);
      expect((res.body as Envelope<{ errors: { field: string; message: string }[] }>).data.errors).toEqual([{ field: 'institution', message: '含有不可見的控制字元（例如從其他地方貼上的文字），請刪除後再試。' }]);
    }
  });

  it('one-click unsubscribe answers a form POST with an unknown token without failing', async () => {
    const res = await callRoute(unsubscribeRoute, `/api/v1.0/cms/email_notification/unsubscribe?token=${'x'.repeat(43)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect((res.body as Envelope<{ unsubscribed: boolean }>).data.unsubscribed).toBe(false);
  });

  it('every call is in the OpenAPI document, the test hooks are not', async () => {
    const doc = (await (await openapi({ request: new Request('http://localhost/api/v1.0/openapi.json') } as never)).json()) as { paths: Record<string, Record<string, unknown>> };
    for (const path of ['/api/v1.0/cms/country_area', '/api/v1.0/cms/occupation', '/api/v1.0/cms/send-captcha', '/api/v1.0/cms/email_notification', '/api/v1.0/cms/email_notification/unsubscribe', '/api/v1.0/cms/email_notification/preferences']) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(Object.keys(doc.paths).some((p) => p.includes('alerts-'))).toBe(false);
  });
});
