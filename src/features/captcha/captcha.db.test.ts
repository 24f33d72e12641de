import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { captchaChallenges, captchaRateLimits, captchaValidateKeys } from './schema.ts';
import { AppError, VerificationCodeError } from '#src/server/http/errors.ts';
import {
  CHALLENGE_TTL_MS,
  RATE_LIMITS,
  RATE_WINDOW_MS,
  VALIDATE_KEY_TTL_MS,
  challengeCode,
  createChallenge,
  requireValidateKey,
  spendValidateKey,
  validateChallenge,
  validateKeyFrom,
} from './service.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.dispose());

const T0 = new Date('2026-03-02T09:00:00.000Z');
const at = (ms: number) => ({ now: new Date(T0.getTime() + ms) });
let clientSeq = 0;
/** A fresh client per test, so the rate limit of one test does not reach another. */
const newClient = () => `198.51.100.${String(++clientSeq)}`;

async function answerOf(id: string, ms = 0): Promise<string> {
  const code = await challengeCode(database.db, id, at(ms));
  if (!code) throw new Error('no live challenge');
  return code;
}

const wrong = (code: string) => code.replace(/^./, (d) => String((Number(d) + 1) % 10));

function svgOf(image: string): string {
  expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
  return Buffer.from(image.split(',')[1]!, 'base64').toString('utf8');
}

describe('challenges', () => {
  it('are five digits drawn as outlines, alive five minutes, with the answer only on the server', async () => {
    const client = newClient();
    const challenge = await createChallenge(database.db, { client }, at(0));
    expect(challenge.length).toBe(5);
    expect(challenge.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(challenge.expiresAt).toBe(new Date(T0.getTime() + CHALLENGE_TTL_MS).toISOString());
    const code = await answerOf(challenge.id);
    expect(code).toMatch(/^\d{5}$/);
    const svg = svgOf(challenge.image);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 200 64"/);
    expect(svg).not.toMatch(/<text|<tspan|<foreignObject|<use|<font/i);
    expect(svg.match(/<path fill=/g)).toHaveLength(5);
    expect(svg).not.toContain(code);
    expect(JSON.stringify(challenge)).not.toContain(code);
  });

  it('never draw a digit with the same path twice', async () => {
    const client = newClient();
    const a = svgOf((await createChallenge(database.db, { client }, at(0))).image);
    const b = svgOf((await createChallenge(database.db, { client }, at(0))).image);
    const paths = (svg: string) => [...svg.matchAll(/<path fill="[^"]+" d="([^"]+)"/g)].map((m) => m[1]);
    const all = [...paths(a), ...paths(b)];
    expect(new Set(all).size).toBe(all.length);
  });

  it('are each different', async () => {
    const client = newClient();
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await createChallenge(database.db, { client }, at(0))).id);
    expect(ids.size).toBe(5);
  });
});

describe('validation', () => {
  it('gives a validate key for the right code, which the register calls then accept', async () => {
    const client = newClient();
    const { id } = await createChallenge(database.db, { client }, at(0));
    const grant = await validateChallenge(database.db, { id, code: await answerOf(id), client }, at(60_000));
    expect(grant.validateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(grant.expiresAt).toBe(new Date(T0.getTime() + 60_000 + VALIDATE_KEY_TTL_MS).toISOString());
    await expect(requireValidateKey(database.db, grant.validateKey, client, at(61_000))).resolves.toBeUndefined();
    // Reusable within its life.
    await expect(requireValidateKey(database.db, grant.validateKey, client, at(20 * 60_000))).resolves.toBeUndefined();
  });

  it('stores the key only hashed', async () => {
    const client = newClient();
    const { id } = await createChallenge(database.db, { client }, at(0));
    const { validateKey } = await validateChallenge(database.db, { id, code: await answerOf(id), client }, at(0));
    const rows = await database.db.select().from(captchaValidateKeys);
    expect(rows.some((r) => r.keyHash === validateKey)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.keyHash))).toBe(true);
  });

  it('accepts a challenge once: replaying a used one fails', async () => {
    const client = newClient();
    const { id } = await createChallenge(database.db, { client }, at(0));
    const code = await answerOf(id);
    await validateChallenge(database.db, { id, code, client }, at(0));
    await expect(validateChallenge(database.db, { id, code, client }, at(0))).rejects.toBeInstanceOf(VerificationCodeError);
  });

  it('accepts a challenge once even when checks race (as from several instances)', async () => {
    const client = newClient();
    const { id } = await createChallenge(database.db, { client }, at(0));
    const code = await answerOf(id);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => validateChallenge(database.db, { id, code, client }, at(0))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(VerificationCodeError);
  });

  it('burns the challenge on a wrong code: the right code afterwards fails too', async () => {
    const client = newClient();
    const { id } = await createChallenge(database.db, { client }, at(0));
    const code = await answerOf(id);
    await expect(validateChallenge(database.db, { id, code: wrong(code), client }, at(0))).rejects.toBeInstanceOf(VerificationCodeError);
    expect(await challengeCode(database.db, id, at(0))).toBeNull();
    await expect(validateChallenge(database.db, { id, code, client }, at(0))).rejects.toBeInstanceOf(VerificationCodeError);
  });

  it('refuses a missing code, an unknown id and a malformed id with the same error', async () => {
    const client = newClient();
    const { id } = await createChallenge(database.db, { client }, at(0));
    await expect(validateChallenge(database.db, { id, code: '', client }, at(0))).rejects.toBeInstanceOf(VerificationCodeError);
    await expect(validateChallenge(database.db, { id: 'A'.repeat(24), code: '12345', client }, at(0))).rejects.toBeInstanceOf(VerificationCodeError);
    await expect(validateChallenge(database.db, { id: '../etc', code: '12345', client }, at(0))).rejects.toBeInstanceOf(VerificationCodeError);
  });

  it('reads full-width digits and spaces from phone keyboards as the digits they show', async () => {
    const client = newClient();
    const { id } = await createChallenge(database.db, { client }, at(0));
    const code = await answerOf(id);
    const fullWidth = [...code].map((d) => String.fromCharCode(0xff10 + Number(d))).join(' ');
    await expect(validateChallenge(database.db, { id, code: ` ${fullWidth} `, client }, at(0))).resolves.toHaveProperty('validateKey');
  });

  it('refuses an expired challenge', async () => {
    const client = newClient();
    const { id } = await createChallenge(database.db, { client }, at(0));
    const code = await answerOf(id);
    expect(await challengeCode(database.db, id, at(CHALLENGE_TTL_MS + 1))).toBeNull();
    await expect(validateChallenge(database.db, { id, code, client }, at(CHALLENGE_TTL_MS + 1))).rejects.toBeInstanceOf(VerificationCodeError);
  });

  it('accepts a challenge until just before it expires', async () => {
    const client = newClient();
    const { id } = await createChallenge(database.db, { client }, at(0));
    const code = await answerOf(id);
    await expect(validateChallenge(database.db, { id, code, client }, at(CHALLENGE_TTL_MS - 1000))).resolves.toHaveProperty('validateKey');
  });
});

describe('validate keys', () => {
  it('are refused when missing, unknown or expired', async () => {
    const client = newClient();
    const { id } = await createChallenge(database.db, { client }, at(0));
    const { validateKey } = await validateChallenge(database.db, { id, code: await answerOf(id), client }, at(0));
    for (const key of [null, undefined, '', 'short', 'x'.repeat(43)]) {
      await expect(requireValidateKey(database.db, key, client, at(0)), String(key)).rejects.toBeInstanceOf(VerificationCodeError);
    }
    await expect(requireValidateKey(database.db, validateKey, client, at(VALIDATE_KEY_TTL_MS - 1))).resolves.toBeUndefined();
    await expect(requireValidateKey(database.db, validateKey, client, at(VALIDATE_KEY_TTL_MS + 1))).rejects.toBeInstanceOf(VerificationCodeError);
  });

  it('serve one form submission, only from the client that solved the code (issue 36)', async () => {
    const client = newClient();
    const { id } = await createChallenge(database.db, { client }, at(0));
    const { validateKey } = await validateChallenge(database.db, { id, code: await answerOf(id), client }, at(0));
    await expect(spendValidateKey(database.db, validateKey, newClient(), at(1000)), 'another client').rejects.toBeInstanceOf(VerificationCodeError);
    await expect(requireValidateKey(database.db, validateKey, newClient(), at(1000)), 'another client').rejects.toBeInstanceOf(VerificationCodeError);
    await expect(spendValidateKey(database.db, validateKey, client, at(1000))).resolves.toBeUndefined();
    await expect(spendValidateKey(database.db, validateKey, client, at(2000)), 'a second submission').rejects.toBeInstanceOf(VerificationCodeError);
  });

  it('are spent by exactly one of many simultaneous submissions, and given back when a submission rolls back', async () => {
    const client = newClient();
    const { id } = await createChallenge(database.db, { client }, at(0));
    const { validateKey } = await validateChallenge(database.db, { id, code: await answerOf(id), client }, at(0));
    await expect(
      database.db.transaction(async (tx) => {
        await spendValidateKey(tx, validateKey, client, at(500));
        throw new Error('the submission failed after spending the key');
      }),
    ).rejects.toThrow('the submission failed');
    const attempts = await Promise.allSettled(Array.from({ length: 8 }, () => database.db.transaction((tx) => spendValidateKey(tx, validateKey, client, at(1000)))));
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(attempts.filter((a) => a.status === 'rejected' && a.reason instanceof VerificationCodeError)).toHaveLength(7);
  });

  it('are read from the Validate-Key header, else the ValidateKey query parameter', () => {
    const url = new URL('http://localhost/api/v1.0/cms/corporate?ValidateKey=from-query');
    expect(validateKeyFrom(new Request(url, { headers: { 'Validate-Key': 'from-header' } }), url)).toBe('from-header');
    expect(validateKeyFrom(new Request(url), url)).toBe('from-query');
    const bare = new URL('http://localhost/api/v1.0/cms/corporate');
    expect(validateKeyFrom(new Request(bare, { headers: { 'Validate-Key': '  ' } }), bare)).toBeNull();
  });
});

describe('rate limit', () => {
  it(`trips after ${String(RATE_LIMITS.validate)} checks from one client and resets after the window`, async () => {
    const client = newClient();
    const other = newClient();
    // Start of a window, so all attempts fall in it.
    const start = Math.ceil(T0.getTime() / RATE_WINDOW_MS) * RATE_WINDOW_MS - T0.getTime() + RATE_WINDOW_MS;
    for (let i = 0; i < RATE_LIMITS.validate; i++) {
      const { id } = await createChallenge(database.db, { client }, at(start));
      await expect(validateChallenge(database.db, { id, code: 'nope', client }, at(start + i))).rejects.toBeInstanceOf(VerificationCodeError);
    }
    const { id } = await createChallenge(database.db, { client }, at(start));
    const code = await answerOf(id, start);
    const limited = await validateChallenge(database.db, { id, code, client }, at(start + 60_000)).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(AppError);
    expect((limited as AppError).code).toBe('rate_limited');
    expect((limited as AppError).status).toBe(429);
    // A refused attempt does not use the challenge up.
    expect(await challengeCode(database.db, id, at(start + 60_000))).toBe(code);
    // Another client is not affected.
    const theirs = await createChallenge(database.db, { client: other }, at(start));
    await expect(validateChallenge(database.db, { id: theirs.id, code: await answerOf(theirs.id, start), client: other }, at(start + 60_000))).resolves.toHaveProperty('validateKey');
    // The next window starts afresh.
    const next = await createChallenge(database.db, { client }, at(start + RATE_WINDOW_MS));
    const nextCode = await answerOf(next.id, start + RATE_WINDOW_MS);
    await expect(validateChallenge(database.db, { id: next.id, code: nextCode, client }, at(start + RATE_WINDOW_MS))).resolves.toHaveProperty('validateKey');
  });

  it(`limits new challenges to ${String(RATE_LIMITS.create)} per window and client`, async () => {
    const client = newClient();
    const start = Math.ceil(T0.getTime() / RATE_WINDOW_MS) * RATE_WINDOW_MS - T0.getTime() + 3 * RATE_WINDOW_MS;
    for (let i = 0; i < RATE_LIMITS.create; i++) await createChallenge(database.db, { client }, at(start));
    await expect(createChallenge(database.db, { client }, at(start))).rejects.toMatchObject({ code: 'rate_limited' });
    await expect(createChallenge(database.db, { client }, at(start + RATE_WINDOW_MS))).resolves.toHaveProperty('id');
  });

  it('keeps client addresses only as hashes', async () => {
    // Its own challenge, so the check never depends on what the tests before it left behind.
    const client = newClient();
    const before = await database.db.select({ client: captchaRateLimits.client }).from(captchaRateLimits);
    await createChallenge(database.db, { client }, at(0));
    const rows = await database.db.select({ client: captchaRateLimits.client }).from(captchaRateLimits);
    const added = rows.filter((r) => !before.some((b) => b.client === r.client));
    expect(added.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.client.includes(client) || r.client.includes('198.51.100'))).toBe(false);
  });
});

describe('cleaning', () => {
  it('deletes expired challenges, keys and old rate windows when a challenge is created', async () => {
    // Leaves something to clean whatever ran before: a challenge, a validated key and a rate window a year old.
    const oldClient = newClient();
    const old = await createChallenge(database.db, { client: oldClient }, at(0));
    await validateChallenge(database.db, { id: old.id, code: await answerOf(old.id, 0), client: oldClient }, at(0));
    const [keysBefore] = await database.db.select({ n: count() }).from(captchaValidateKeys);
    expect(keysBefore?.n).toBeGreaterThan(0);
    const later = at(365 * 24 * 3600_000);
    await createChallenge(database.db, { client: newClient() }, later);
    const [challenges] = await database.db.select({ n: count() }).from(captchaChallenges);
    const [keys] = await database.db.select({ n: count() }).from(captchaValidateKeys);
    const [windows] = await database.db.select({ n: count() }).from(captchaRateLimits);
    expect(challenges?.n).toBe(1);
    expect(keys?.n).toBe(0);
    expect(windows?.n).toBe(1);
  });
});
