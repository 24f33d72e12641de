/**
 * Submissions kit: how every public form stores what a visitor sent (see README.md).
 *
 * `submitForm(db, options, write)` runs ONE transaction per submission:
 *   1. claims the Idempotency-Key (unique per form type; `INSERT … ON CONFLICT DO
 *      NOTHING`, so concurrent requests with one key wait for the first and then
 *      return its answer: one record, never a read-then-write race);
 *   2. spends the validate key of a form behind a verification code, then takes the
 *      next reference number of the form's prefix and year;
 *   3. calls the feature's `write(tx, reference, context)`, which inserts the feature's
 *      record and its outbox e-mail(s) (`enqueueMail(tx, …)`) and returns the answer;
 *   4. stores that answer, so a replay returns exactly the same body.
 * Either all of it commits or none of it does (a crash included). Slow work that prints
 * the reference (a PDF copy) is done before the transaction by an optional `prepare`
 * (see `SubmitPrepare`), so the transaction holds the database only to write.
 *
 * Before the transaction: a replay with a known key is answered from the database
 * (without counting against the rate limit); otherwise the attempt is counted per
 * client and form type in the database (`form_rate_limits`), so instances share it.
 */
import type { APIContext } from 'astro';
import { spendValidateKey } from '#src/features/captcha/service.ts';
import type { Database, Transaction } from '#src/server/db/open.ts';
import { clientAddress } from '#src/server/http/client-address.ts';
import { AppError, ValidationError } from '#src/server/http/errors.ts';
import {
  completeSubmission,
  countRate,
  currentSequence,
  deleteAllRateWindows,
  deleteRateWindowsBefore,
  findByIdempotencyKey,
  insertSubmission,
  nextSequence,
  setSubmissionReference,
} from './queries.ts';
import { formatReference, isValidPrefix, macaoYear } from './reference.ts';
import { sha256Hex } from '#src/server/crypto.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Printable ASCII, 8–200 characters (a UUID fits; so does any client's own scheme). */
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,200}$/;

export interface RateLimit {
  /** Submissions one client may make in one window. */
  max: number;
  windowMs: number;
}

/** Per client (address) and form type; generous for many people behind one address. */
export const DEFAULT_RATE_LIMIT: RateLimit = { max: 20, windowMs: 10 * 60_000 };

export interface SubmitOptions {
  /** Names the form (`newsletter`, `reproduction`, …): scope of keys, limits and counts. */
  formType: string;
  /** Reference prefix: 2–3 letters of REFERENCE_ALPHABET, e.g. `NL`. */
  prefix: string;
  /** The client's address (see `submissionRequest`); stored only as a hash. */
  client: string;
  /** The request's Idempotency-Key, if it sent one. */
  idempotencyKey?: string | null | undefined;
  /**
   * What the request asked for (e.g. the parsed body and the uploads' SHA-256): a key
   * reused for a different request is refused with `conflict` rather than answered
   * with another request's result.
   */
  fingerprint?: unknown;
  /** `false` for no limit (test hooks, imports). */
  rateLimit?: RateLimit | false;
  /**
   * For a form behind a verification code: the request's validate key, spent in the
   * transaction (one solved code, one submission, from the client that solved it). A
   * replay of a stored submission does not spend it again; a refused or rolled-back
   * submission does not spend it at all.
   */
  verification?: { validateKey: string | null };
  /** The current time (tests). */
  now?: Date;
}

export interface SubmitContext<P = undefined> {
  reference: string;
  /** `form_submissions.id`, for rows that point at the submission (uploads). */
  submissionId: number;
  now: Date;
  /** What `prepare` made for this reference (undefined without `prepare`). */
  prepared: P;
}

/**
 * Slow work that needs the reference (e.g. rendering a PDF that prints it), done
 * BEFORE the transaction so it does not hold the database: it is called with the
 * reference the transaction will most likely take (the next number of the prefix and
 * year, read without a lock). Should another submission take that number first, it is
 * called again inside the transaction with the reference actually taken, so the
 * numbers stay without gaps and the stored output is always that of the real reference.
 */
export type SubmitPrepare<P> = (reference: string, now: Date) => Promise<P>;

export interface SubmitResult<R> {
  reference: string;
  /** The answer: what `write` returned, as JSON (the same bytes on a replay). */
  response: R;
  /** True when this was a repeat of an earlier request with the same key. */
  replayed: boolean;
}

export type SubmitWrite<R, P = undefined> = (tx: Transaction, reference: string, context: SubmitContext<P>) => Promise<R>;

/** Client addresses are kept only as a hash, enough to count attempts. */
export function formClientHash(client: string): string {
  return sha256Hex(`amcm-forms-client:${client}`).slice(0, 32);
}

/** JSON with sorted keys, so the same request always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestFingerprint(value: unknown): string | null {
  return value === undefined ? null : sha256Hex(stableJson(value));
}

/** The Idempotency-Key as given, or a validation error for a malformed one. */
export function checkIdempotencyKey(key: string | null | undefined): string | null {
  if (key === null || key === undefined || key === '') return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new ValidationError([{ field: IDEMPOTENCY_HEADER, messageKey: 'validation.format' }]);
  return key;
}

/** What an endpoint passes on from the request: its Idempotency-Key and the client's address. */
export function submissionRequest(context: Pick<APIContext, 'request'> & { clientAddress?: string }): { idempotencyKey: string | null; client: string } {
  return {
    idempotencyKey: checkIdempotencyKey(context.request.headers.get(IDEMPOTENCY_HEADER)?.trim()),
    client: clientAddress(context),
  };
}

/** Counts one submission attempt; throws `rate_limited` above the limit. */
export async function countSubmission(db: Database, scope: string, client: string, limit: RateLimit, now: Date): Promise<void> {
  const windowStart = new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);
  const count = await countRate(db, `form:${scope}`, formClientHash(client), windowStart);
  if (count > limit.max) throw new AppError('rate_limited');
  // Finished windows are deleted now and then rather than on every call.
  if (count === 1) await deleteRateWindowsBefore(db, new Date(now.getTime() - 24 * 60 * 60_000));
}

/** Forgets every form rate-limit counter (test hooks only: browser tests share one address). */
export async function resetFormRateLimits(db: Database): Promise<void> {
  await deleteAllRateWindows(db);
}

function replayOf<R>(row: { reference: string | null; fingerprint: string | null; response: string | null }, fingerprint: string | null): SubmitResult<R> | null {
  if (!row.reference || row.response === null) return null;
  if (row.fingerprint !== fingerprint) throw new AppError('conflict');
  return { reference: row.reference, response: JSON.parse(row.response) as R, replayed: true };
}

export async function submitForm<R>(db: Database, options: SubmitOptions, write: SubmitWrite<R>): Promise<SubmitResult<R>>;
export async function submitForm<R, P>(db: Database, options: SubmitOptions, write: SubmitWrite<R, P>, prepare: SubmitPrepare<P>): Promise<SubmitResult<R>>;
export async function submitForm<R, P>(
  db: Database,
  options: SubmitOptions,
  write: SubmitWrite<R, P | undefined>,
  prepare?: SubmitPrepare<P>,
): Promise<SubmitResult<R>> {
  if (!isValidPrefix(options.prefix)) throw new Error(`submitForm: invalid reference prefix "${options.prefix}"`);
  const now = options.now ?? new Date();
  const key = checkIdempotencyKey(options.idempotencyKey);
  const fingerprint = requestFingerprint(options.fingerprint);

  if (key) {
    const earlier = await findByIdempotencyKey(db, options.formType, key);
    const replay = earlier && replayOf<R>(earlier, fingerprint);
    if (replay) return replay;
  }
  const limit = options.rateLimit === undefined ? DEFAULT_RATE_LIMIT : options.rateLimit;
  if (limit) await countSubmission(db, options.formType, options.client, limit, now);

  let early: { reference: string; value: P } | undefined;
  if (prepare) {
    const year = macaoYear(now);
    const likely = formatReference(options.prefix, year, (await currentSequence(db, options.prefix, year)) + 1);
    early = { reference: likely, value: await prepare(likely, now) };
  }

  return db.transaction(async (tx) => {
    const claimed = await insertSubmission(tx, {
      formType: options.formType,
      idempotencyKey: key,
      fingerprint,
      client: formClientHash(options.client),
    });
    if (!claimed) {
      // Another request with this key committed while we waited on its row.
      const earlier = key ? await findByIdempotencyKey(tx, options.formType, key) : null;
      const replay = earlier && replayOf<R>(earlier, fingerprint);
      if (!replay) throw new AppError('conflict');
      return replay;
    }
    if (options.verification) await spendValidateKey(tx, options.verification.validateKey, options.client, { now });
    const sequence = await nextSequence(tx, options.prefix, macaoYear(now));
    const reference = formatReference(options.prefix, macaoYear(now), sequence);
    await setSubmissionReference(tx, claimed.id, reference);
    const prepared = !prepare ? undefined : early?.reference === reference ? early.value : await prepare(reference, now);
    const written = await write(tx, reference, { reference, submissionId: claimed.id, now, prepared });
    // Stored as JSON text and answered from that text, so the first answer and every
    // replay are the same value with the keys in the same order.
    const json = JSON.stringify(written ?? null);
    await completeSubmission(tx, claimed.id, reference, json);
    return { reference, response: JSON.parse(json) as R, replayed: false };
  });
}
