/**
 * Verification codes (captcha) checked by the server (SPEC §5 captcha rule, §7).
 * The rules; the SQL is in queries.ts.
 *
 * - A challenge is 5 random digits with a random id, alive 5 minutes. Its image and
 *   its audio are made from the stored code; the answer never leaves the server.
 * - A check deletes the challenge before comparing (one check per challenge: a wrong
 *   answer burns it), so two instances can never both accept one challenge.
 * - A right code gives a validate key: random, stored as its SHA-256 only, alive 30
 *   minutes, good for VALIDATE_KEY_MAX_USES register searches and exports, and for
 *   one export at a time (`useValidateKey`); and for ONE form submission from the
 *   client that solved the code (`spendValidateKey`, inside the submission's
 *   transaction: a submission refused or rolled back does not spend it).
 * - Checks (and new challenges) are counted per client in fixed windows in the
 *   database; above the limit the call fails with `rate_limited`.
 * - Expired rows are deleted whenever a challenge is created.
 *
 * Every function takes an optional `{ now }` so tests move the clock instead of waiting.
 */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '#src/server/db/open.ts';
import { AppError, VerificationCodeError } from '#src/server/http/errors.ts';
import { captchaImageDataUrl } from './image.ts';
import {
  deleteExpired,
  deleteRateLimits,
  incrementAttempts,
  insertChallenge,
  insertValidateKey,
  liveValidateKeyExists,
  releaseValidateKeyExport,
  selectLiveChallengeCode,
  markValidateKeySubmitted,
  takeChallenge,
  takeValidateKeyUse,
  validateKeyExporting,
} from './queries.ts';
import { sha256Hex } from '#src/server/crypto.ts';

export const CAPTCHA_LENGTH = 5;
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const VALIDATE_KEY_TTL_MS = 30 * 60_000;
/**
 * Register searches and exports one validate key serves. A visitor's search, its
 * pages and a download or two take well under this; a script harvesting the register
 * has to solve a new code every 50 calls (and meets the per-client limits on checks).
 */
export const VALIDATE_KEY_MAX_USES = 50;
/** The longest an export holds its key's lease (it is released as soon as the file is written). */
export const KEY_EXPORT_LEASE_MS = 5 * 60_000;
/** Rate-limit window and the most actions of each kind one client may take in it. */
export const RATE_WINDOW_MS = 10 * 60_000;
// Generous enough for many visitors behind one address (offices, mobile carriers' NAT):
// guessing gains little anyway, as every check needs a new challenge read from a picture.
// Exports (rates and registers, any format) and licence permalink pages are counted the
// same way, per client (issue 18): a person downloads a few files and opens a few
// licences; a script enumerating them meets 429 with Retry-After.
export const RATE_LIMITS = { validate: 20, create: 100, export: 30, permalink: 60 } as const;

export type CaptchaAction = keyof typeof RATE_LIMITS;

export interface CaptchaOptions {
  /** The current time (tests); default: the clock. */
  now?: Date;
}

export interface CaptchaChallenge {
  id: string;
  /** `data:image/svg+xml;base64,…` */
  image: string;
  expiresAt: string;
  length: number;
}

export interface ValidateKeyGrant {
  validateKey: string;
  expiresAt: string;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
const KEY_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

/** Client addresses are kept only as a hash, enough to count attempts. */
export function clientHash(client: string): string {
  return sha256Hex(`amcm-captcha-client:${client}`).slice(0, 32);
}

function randomCode(): string {
  let code = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) code += String(randomInt(0, 10));
  return code;
}

/** Counts one action of a client; throws `rate_limited` above the window's limit. */
export async function countAttempt(db: Queryable, action: CaptchaAction, client: string, now: Date): Promise<void> {
  const windowStart = new Date(Math.floor(now.getTime() / RATE_WINDOW_MS) * RATE_WINDOW_MS);
  const count = await incrementAttempts(db, action, clientHash(client), windowStart);
  if (count > RATE_LIMITS[action]) {
    // Until the window ends: the counter starts again then.
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + RATE_WINDOW_MS - now.getTime()) / 1000));
    throw new AppError('rate_limited', { retryAfter });
  }
}

/** Forgets every counter (test mode only: the browser tests all come from one address). */
export async function resetRateLimits(db: Queryable): Promise<void> {
  await deleteRateLimits(db);
}

/** Deletes expired challenges and keys and finished rate windows. */
export async function purgeExpired(db: Queryable, now: Date = new Date()): Promise<void> {
  await deleteExpired(db, now, new Date(now.getTime() - RATE_WINDOW_MS));
}

export async function createChallenge(db: Queryable, input: { client: string }, options: CaptchaOptions = {}): Promise<CaptchaChallenge> {
  const now = options.now ?? new Date();
  await countAttempt(db, 'create', input.client, now);
  await purgeExpired(db, now);
  const code = randomCode();
  const id = randomBytes(18).toString('base64url');
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  await insertChallenge(db, { id, code, createdAt: now, expiresAt });
  return { id, image: captchaImageDataUrl(code), expiresAt: expiresAt.toISOString(), length: CAPTCHA_LENGTH };
}

/**
 * The code of a live challenge, or null: for the audio version (and the test hook).
 * Reading does not use the challenge up.
 */
export async function challengeCode(db: Queryable, id: string, options: CaptchaOptions = {}): Promise<string | null> {
  if (!ID_PATTERN.test(id)) return null;
  const now = options.now ?? new Date();
  return (await selectLiveChallengeCode(db, id, now)) ?? null;
}

function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Checks a typed code against its challenge, using the challenge up either way.
 * Throws VerificationCodeError (wrong, missing, used, unknown or expired) or
 * AppError('rate_limited'); a right code gives a validate key.
 */
export async function validateChallenge(
  db: Queryable,
  input: { id: string; code: string; client: string },
  options: CaptchaOptions = {},
): Promise<ValidateKeyGrant> {
  const now = options.now ?? new Date();
  await countAttempt(db, 'validate', input.client, now);
  if (!ID_PATTERN.test(input.id)) throw new VerificationCodeError();
  const row = await takeChallenge(db, input.id);
  // Full-width digits and spaces from phone keyboards count as what they look like.
  const typed = input.code.normalize('NFKC').replace(/\s+/g, '');
  if (!row || row.expiresAt.getTime() <= now.getTime() || !sameCode(row.code, typed)) throw new VerificationCodeError();
  const validateKey = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + VALIDATE_KEY_TTL_MS);
  await insertValidateKey(db, { keyHash: sha256Hex(validateKey), client: clientHash(input.client), createdAt: now, expiresAt });
  return { validateKey, expiresAt: expiresAt.toISOString() };
}

/**
 * Passes for a live validate key earned by this client; throws VerificationCodeError
 * for a missing, unknown, expired or another client's key. It does not spend the key:
 * a form checks it before reading the body, and the submission spends it
 * (`spendValidateKey`), so a retry of a stored submission (same Idempotency-Key) is
 * still answered.
 */
export async function requireValidateKey(db: Queryable, key: string | null | undefined, client: string, options: CaptchaOptions = {}): Promise<void> {
  if (!key || !KEY_PATTERN.test(key)) throw new VerificationCodeError();
  const now = options.now ?? new Date();
  if (!(await liveValidateKeyExists(db, sha256Hex(key), clientHash(client), now))) throw new VerificationCodeError();
}

/**
 * Spends a validate key on one form submission: call it inside the submission's
 * transaction. Throws VerificationCodeError when the key is missing, unknown, expired,
 * another client's, or already spent; atomic across instances (one conditional UPDATE).
 */
export async function spendValidateKey(db: Queryable, key: string | null | undefined, client: string, options: CaptchaOptions = {}): Promise<void> {
  if (!key || !KEY_PATTERN.test(key)) throw new VerificationCodeError();
  const now = options.now ?? new Date();
  if (!(await markValidateKeySubmitted(db, sha256Hex(key), clientHash(client), now))) throw new VerificationCodeError();
}

/**
 * Uses a validate key for one register search (or export): live, with uses left, and
 * for an export not already exporting (one at a time per key). Throws
 * VerificationCodeError when the key is missing, unknown, expired or used up (the
 * visitor solves a new code), 429 while its other export runs. An export's lease is
 * ended by the returned function when its file is written.
 */
export async function useValidateKey(db: Queryable, key: string | null | undefined, purpose: 'search' | 'export', options: CaptchaOptions = {}): Promise<() => Promise<void>> {
  if (!key || !KEY_PATTERN.test(key)) throw new VerificationCodeError();
  const now = options.now ?? new Date();
  const hash = sha256Hex(key);
  const lease = purpose === 'export' ? new Date(now.getTime() + KEY_EXPORT_LEASE_MS) : undefined;
  if (await takeValidateKeyUse(db, hash, now, VALIDATE_KEY_MAX_USES, lease)) {
    return lease ? () => releaseValidateKeyExport(db, hash) : () => Promise.resolve();
  }
  if (lease && (await validateKeyExporting(db, hash, now, VALIDATE_KEY_MAX_USES))) throw new AppError('rate_limited', { retryAfter: 10 });
  throw new VerificationCodeError();
}

/**
 * The validate key a call carries: the `Validate-Key` header, else the `ValidateKey`
 * query parameter (export and print links are plain navigations without headers).
 */
export function validateKeyFrom(request: Request, url: URL): string | null {
  const key = request.headers.get('validate-key')?.trim() || url.searchParams.get('ValidateKey')?.trim();
  return key || null;
}
