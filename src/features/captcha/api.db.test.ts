import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIContext, APIRoute } from 'astro';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { clientAddress } from '#src/server/http/client-address.ts';
import { ALL as captcha } from '#src/api/v1.0/cms/common/captcha.ts';
import { ALL as captchaAudio } from '#src/api/v1.0/cms/common/captcha_audio.ts';
import { ALL as captchaValidate } from '#src/api/v1.0/cms/common/captcha_validate.ts';
import { ALL as captchaAnswer } from '#src/api/test/captcha-answer.ts';
import { ALL as captchaReset } from '#src/api/test/captcha-reset.ts';
import { GET as openapi } from '#src/api/v1.0/openapi.json.ts';
import { challengeCode, RATE_LIMITS, requireValidateKey } from './service.ts';
import { parseWav } from './tests/wav-reader.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.dispose());

interface Envelope<T = unknown> {
  code: number;
  data: T;
  message: string;
}
interface Challenge {
  id: string;
  image: string;
  expiresAt: string;
  length: number;
}

let addressSeq = 0;

/** Calls a route as the node adapter would, from a client address of its own. */
async function call(route: APIRoute, url: string, init: RequestInit & { client?: string } = {}): Promise<{ response: Response; bytes: Buffer }> {
  const request = new Request(new URL(url, 'http://localhost'), init);
  const client = init.client ?? `203.0.113.${String(++addressSeq)}`;
  const context = { request, url: new URL(request.url), params: {}, locals: {}, clientAddress: client } as unknown as APIContext;
  const response = await route(context);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function json<T>(route: APIRoute, url: string, init: RequestInit & { client?: string } = {}) {
  const { response, bytes } = await call(route, url, init);
  return { response, text: bytes.toString('utf8'), body: JSON.parse(bytes.toString('utf8')) as Envelope<T> };
}

const post = (body: unknown, lang = 'en', client?: string) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'Api-Language': lang },
  body: JSON.stringify(body),
  ...(client ? { client } : {}),
});

async function newChallenge(client?: string): Promise<{ challenge: Challenge; code: string; text: string; response: Response }> {
  const { response, body, text } = await json<Challenge>(captcha, '/api/v1.0/cms/common/captcha', client ? { client } : {});
  expect(response.status).toBe(200);
  const code = await challengeCode(database.db, body.data.id);
  return { challenge: body.data, code: code!, text, response };
}

function expectNoStore(response: Response) {
  expect(response.headers.get('cache-control')).toMatch(/no-store/);
}

describe('GET /cms/common/captcha', () => {
  it('answers a challenge with its picture and never the code, uncached', async () => {
    const { challenge, code, text, response } = await newChallenge();
    expect(Object.keys(challenge).sort()).toEqual(['expiresAt', 'id', 'image', 'length']);
    expect(challenge.length).toBe(5);
    expect(challenge.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(text).not.toContain(code);
    expect([...response.headers.values()].join(' ')).not.toContain(code);
    expectNoStore(response);
  });
});

describe('POST /cms/common/captcha_validate', () => {
  it('answers a wrong code with 403, code 40300 and “Verification code error” in the caller’s language', async () => {
    const { challenge, code } = await newChallenge();
    const wrongCode = code === '00000' ? '11111' : '00000';
    const en = await json(captchaValidate, '/api/v1.0/cms/common/captcha_validate', post({ id: challenge.id, code: wrongCode }));
    expect(en.response.status).toBe(403);
    expect(en.body).toMatchObject({ code: 40300, data: null, message: 'Verification code error.' });
    expectNoStore(en.response);
    expect(en.text).not.toContain(code);
    // The challenge is used up: the right code now fails too, in Chinese.
    const zh = await json(captchaValidate, '/api/v1.0/cms/common/captcha_validate', post({ id: challenge.id, code }, 'zh-hant'));
    expect(zh.response.status).toBe(403);
    expect(zh.body.message).toBe('驗證碼錯誤。');
  });

  it('answers a missing code with the same error', async () => {
    const { challenge } = await newChallenge();
    const res = await json(captchaValidate, '/api/v1.0/cms/common/captcha_validate', post({ id: challenge.id, code: '' }));
    expect(res.response.status).toBe(403);
    expect(res.body.code).toBe(40300);
  });

  it('gives a validate key for the right code', async () => {
    const { challenge, code } = await newChallenge();
    const res = await json<{ validateKey: string; expiresAt: string }>(captchaValidate, '/api/v1.0/cms/common/captcha_validate', post({ id: challenge.id, code }, 'en', '198.51.100.40'));
    expect(res.response.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(Object.keys(res.body.data).sort()).toEqual(['expiresAt', 'validateKey']);
    expectNoStore(res.response);
    await expect(requireValidateKey(database.db, res.body.data.validateKey, '198.51.100.40')).resolves.toBeUndefined();
    // The key is the solving client's: another address cannot use it.
    await expect(requireValidateKey(database.db, res.body.data.validateKey, '198.51.100.41')).rejects.toThrow();
  });

  it('answers 429 once one client has checked too often', async () => {
    const client = '192.0.2.77';
    let last: Awaited<ReturnType<typeof json>> | undefined;
    for (let i = 0; i <= RATE_LIMITS.validate; i++) {
      const { challenge } = await newChallenge(client);
      last = await json(captchaValidate, '/api/v1.0/cms/common/captcha_validate', { ...post({ id: challenge.id, code: 'x' }), client });
    }
    expect(last!.response.status).toBe(429);
    expect(last!.body.code).toBe(42900);
  });
});

describe('GET /cms/common/captcha_audio', () => {
  for (const lang of ['zh-hant', 'zh-hans', 'en', 'pt']) {
    it(`speaks the challenge in ${lang} as a WAV, uncached, without the code in the URL or headers`, async () => {
      const { challenge, code } = await newChallenge();
      const url = `/api/v1.0/cms/common/captcha_audio?id=${challenge.id}&lang=${lang}`;
      const { response, bytes } = await call(captchaAudio, url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('audio/wav');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expectNoStore(response);
      expect([...response.headers.values()].join(' ')).not.toContain(code);
      expect(url).not.toContain(code);
      const wav = parseWav(bytes);
      expect(wav).toMatchObject({ channels: 1, bits: 16 });
      expect(wav.samples / wav.rate).toBeGreaterThan(3);
    });
  }

  it('does not use the challenge up', async () => {
    const { challenge, code } = await newChallenge();
    await call(captchaAudio, `/api/v1.0/cms/common/captcha_audio?id=${challenge.id}&lang=en`);
    const res = await json(captchaValidate, '/api/v1.0/cms/common/captcha_validate', post({ id: challenge.id, code }));
    expect(res.response.status).toBe(200);
  });

  it('refuses an unknown challenge with the verification code error, and a bad language with 400', async () => {
    const unknown = await json(captchaAudio, `/api/v1.0/cms/common/captcha_audio?id=${'A'.repeat(24)}&lang=en`);
    expect(unknown.response.status).toBe(403);
    expect(unknown.body.code).toBe(40300);
    const { challenge } = await newChallenge();
    const bad = await json(captchaAudio, `/api/v1.0/cms/common/captcha_audio?id=${challenge.id}&lang=fr`);
    expect(bad.response.status).toBe(400);
  });
});

describe('test hooks', () => {
  it('do not exist without TEST_HOOKS', async () => {
    const { challenge } = await newChallenge();
    const res = await json(captchaAnswer, `/api/test/captcha-answer?id=${challenge.id}`);
    expect(res.response.status).toBe(404);
    expect(res.text).not.toMatch(/"code":"\d{5}"/);
    const reset = await json(captchaReset, '/api/test/captcha-reset', post({}));
    expect(reset.response.status).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the three captcha calls (the audio as audio/wav) and not the test hook', async () => {
    const response = await openapi({ request: new Request('http://localhost/api/v1.0/openapi.json') } as unknown as APIContext);
    const doc = (await response.json()) as { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>> };
    expect(doc.paths['/api/v1.0/cms/common/captcha']?.get).toBeDefined();
    expect(doc.paths['/api/v1.0/cms/common/captcha_validate']?.post).toBeDefined();
    expect(Object.keys(doc.paths['/api/v1.0/cms/common/captcha_audio']?.get?.responses['200']?.content ?? {})).toEqual(['audio/wav']);
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/test'))).toBe(false);
  });
});

describe('clientAddress', () => {
  const request = (xff?: string) => new Request('http://localhost/', xff ? { headers: { 'X-Forwarded-For': xff } } : {});
  it('is the socket address unless proxies are trusted', () => {
    expect(clientAddress({ request: request('1.1.1.1'), clientAddress: '10.0.0.5' }, 0)).toBe('10.0.0.5');
  });
  it('behind one trusted proxy is the address that proxy appended, not one the client wrote', () => {
    expect(clientAddress({ request: request('6.6.6.6, 203.0.113.9'), clientAddress: '10.0.0.5' }, 1)).toBe('203.0.113.9');
    expect(clientAddress({ request: request('6.6.6.6, 203.0.113.9, 10.0.0.4'), clientAddress: '10.0.0.5' }, 2)).toBe('203.0.113.9');
    expect(clientAddress({ request: request(), clientAddress: '10.0.0.5' }, 1)).toBe('10.0.0.5');
  });
});
