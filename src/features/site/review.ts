/**
 * Versions and review of what the back office writes in the site feature (issue 33): a
 * menu page's texts and a site notice or pop-up. The rules are the publishing
 * workflow's (decision 0029): every save is a new version, a save from an older one is
 * refused (409); a text goes out only when a publisher who neither wrote nor submitted
 * it approves it; an administrator may publish their own text only with a written
 * reason, kept in the audit row. A notice has one state (all its languages together):
 * it is published whole. Menu pages keep these versions but a state per language, as
 * entries do (`page-review.ts`, decision 0036).
 */
import type { Queryable } from '#src/server/db/open.ts';
import { AppError, NotFoundError, ValidationError } from '#src/server/http/errors.ts';
import type { StaffActor } from '#src/features/staff/record-endpoints.ts';
import { fourEyes, type ReviewRefusals } from '#src/lib/language-review.ts';
import type { FieldChange } from '#src/lib/version-diff.ts';
import type { ReviewView } from './contract.ts';
import { siteText } from './messages.ts';
import { insertSiteVersion, latestSiteVersion, putReview, reviewOf, siteVersionOf } from './queries.ts';
import type { ReviewedKind } from './schema.ts';

/** The person acting and how their action is recorded (the staff call's `ctx.audit`, in the change's transaction). */
export type Actor = StaffActor;

export const fieldError = (field: string, messageKey: string, params?: Record<string, string | number>) =>
  new ValidationError([{ field, messageKey, ...(params ? { params } : {}) }], siteText);

export const refusal = (code: 'conflict' | 'forbidden', messageKey: string, data?: Record<string, unknown>, params?: Record<string, string | number>) =>
  new AppError(code, { messageKey, messages: siteText, ...(data ? { data } : {}), ...(params ? { params } : {}) });

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The newest version of an item; the first opening of an item written before the back office records what the site shows as version 1. */
export async function newestVersion<D extends Record<string, unknown>>(tx: Queryable, kind: ReviewedKind, ownerId: number, fromSite: () => Promise<{ document: D; published: boolean }>, now: Date) {
  const latest = await latestSiteVersion(tx, kind, ownerId);
  if (latest) return { number: latest.number, document: latest.document as D, authorId: latest.authorId };
  const { document, published } = await fromSite();
  await insertSiteVersion(tx, { kind, ownerId, number: 1, document, authorId: null, createdAt: now });
  await putReview(tx, kind, ownerId, published ? { state: 'published', version: 1, publishedVersion: 1, publishedAt: now, updatedAt: now } : { state: 'draft', updatedAt: now });
  return { number: 1, document, authorId: null };
}

/**
 * A new version from `from` (the one the person opened): refused with 409 and the
 * newest number when another was saved since; nothing when nothing changed.
 */
export async function saveVersion(
  tx: Queryable,
  kind: ReviewedKind,
  ownerId: number,
  from: number,
  document: Record<string, unknown>,
  actor: Actor,
  now: Date,
  options: { restoredFrom?: number; diff?: (before: Record<string, unknown>, after: Record<string, unknown>) => FieldChange[] } = {},
): Promise<{ number: number; changed: boolean; before: Record<string, unknown> | null }> {
  const latest = await latestSiteVersion(tx, kind, ownerId);
  const current = latest?.number ?? 0;
  if (current !== from) {
    // What the other person's save changed since the version this one started from.
    const base = options.diff && latest ? await siteVersionOf(tx, kind, ownerId, from) : undefined;
    const changes = base && latest && options.diff ? options.diff(base.document, latest.document) : undefined;
    throw refusal('conflict', 'site.review.stale', { from, current, ...(changes ? { changes } : {}) }, { current });
  }
  if (latest && same(latest.document, document)) return { number: current, changed: false, before: latest.document };
  await insertSiteVersion(tx, { kind, ownerId, number: current + 1, document, authorId: actor.id, restoredFrom: options.restoredFrom ?? null, createdAt: now });
  const review = await reviewOf(tx, kind, ownerId);
  // A text changed after submission goes back to draft: what the second person approves is what they read.
  if (!review || review.state === 'submitted') await putReview(tx, kind, ownerId, { state: review?.publishedVersion ? 'published' : 'draft', version: review?.publishedVersion ?? null, submittedBy: null, submittedAt: null, updatedAt: now });
  return { number: current + 1, changed: true, before: latest?.document ?? null };
}

export async function submitVersion(tx: Queryable, kind: ReviewedKind, ownerId: number, from: number, actor: Actor, now: Date): Promise<number> {
  const latest = await latestSiteVersion(tx, kind, ownerId);
  if (!latest) throw new NotFoundError();
  if (latest.number !== from) throw refusal('conflict', 'site.review.stale', { from, current: latest.number }, { current: latest.number });
  await putReview(tx, kind, ownerId, { state: 'submitted', version: latest.number, submittedBy: actor.id, submittedAt: now, approvedBy: null, returnNote: null, updatedAt: now });
  return latest.number;
}

/** The review rules' refusals (`src/lib/language-review.ts`) in this feature's words. */
export const reviewRefusals: ReviewRefusals = {
  fourEyes: () => refusal('forbidden', 'site.review.fourEyes'),
  field: (field, reason) => fieldError(field, `site.review.${reason}`),
};

/**
 * The four-eyes check of an approval: the submitted version's document, to be put on
 * the site by the caller in the same transaction. `ownText` says the audit row must
 * record a publication without a second review (an administrator, with a reason).
 */
export async function approve(tx: Queryable, kind: ReviewedKind, ownerId: number, actor: Actor, reason: string | null | undefined, now: Date): Promise<{ version: number; document: Record<string, unknown>; ownText: boolean; reason: string }> {
  const review = await reviewOf(tx, kind, ownerId);
  if (review?.state !== 'submitted' || review.version === null) throw fieldError('state', 'site.review.notSubmitted');
  const version = await siteVersionOf(tx, kind, ownerId, review.version);
  if (!version) throw new NotFoundError();
  const { ownText, reason: why } = fourEyes(actor, version.authorId === actor.id || review.submittedBy === actor.id, reason, reviewRefusals);
  await putReview(tx, kind, ownerId, { state: 'published', publishedVersion: review.version, approvedBy: actor.id, publishedAt: now, updatedAt: now });
  return { version: review.version, document: version.document, ownText, reason: why };
}

export async function returnToAuthor(tx: Queryable, kind: ReviewedKind, ownerId: number, note: string, now: Date): Promise<void> {
  const review = await reviewOf(tx, kind, ownerId);
  if (review?.state !== 'submitted') throw fieldError('state', 'site.review.notSubmitted');
  await putReview(tx, kind, ownerId, { state: review.publishedVersion ? 'published' : 'draft', version: review.publishedVersion, returnNote: note, submittedBy: null, submittedAt: null, updatedAt: now });
}

export async function reviewViewOf(db: Queryable, kind: ReviewedKind, ownerId: number): Promise<ReviewView | null> {
  const r = await reviewOf(db, kind, ownerId);
  return r ? { state: r.state, version: r.version, publishedVersion: r.publishedVersion, submittedBy: r.submittedBy, approvedBy: r.approvedBy, returnNote: r.returnNote } : null;
}

/** The audit changes of a publication, with the reason of one made without a second review. */
export function publicationChanges(result: { version: number; ownText: boolean; reason: string }) {
  return { version: { after: result.version }, ...(result.ownText ? { withoutSecondReview: { after: true }, reason: { after: result.reason } } : {}) };
}
