/**
 * The site notice and the home pop-up in the back office (issue 33; SPEC §2 Layout):
 * written in up to four languages with a display window (Macao minutes, either end
 * optional), saved as versions and put on the site only when a second person
 * approves them (`review.ts`). A new notice stays off the site (`active` false) until
 * then; withdrawing takes it off. The public site shows a published notice exactly
 * from its start until its end (`getActiveNotices` compares with the request's time).
 */
import { LANGUAGES, type Language } from '#src/lib/i18n/languages.ts';
import type { Database, Queryable } from '#src/server/db/open.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { sanitizeHtml } from '#src/features/entries/sanitize.ts';
import type { NoticeFields, NoticeRecord } from './contract.ts';
import { diffFields, diffTexts, type FieldChange } from '#src/lib/version-diff.ts';
import { allNotices, insertNotice, noticeRow, noticeTexts, putReview, replaceNoticeTexts, reviewsOfKind, siteVersionList, siteVersionOf, updateNotice } from './queries.ts';
import { approve, fieldError, newestVersion, publicationChanges, returnToAuthor, reviewViewOf, saveVersion, submitVersion, type Actor } from './review.ts';

const ENTITY = 'notice';

/** A version of a notice: its kind, window (instants, ISO) and texts. */
export interface NoticeDocument extends Record<string, unknown> {
  kind: 'notice' | 'popup';
  startsAt: string | null;
  endsAt: string | null;
  texts: Partial<Record<Language, { title: string | null; content: string }>>;
}

const fromMacaoMinute = (value: string): string | null => (value ? new Date(`${value}:00+08:00`).toISOString() : null);
const toMacaoMinute = (value: string | null): string => (value ? new Date(new Date(value).getTime() + 8 * 3_600_000).toISOString().slice(0, 16) : '');

function documentOf(fields: NoticeFields): NoticeDocument {
  const texts: NoticeDocument['texts'] = {};
  for (const l of LANGUAGES) {
    const t = fields.texts[l];
    if (t) texts[l] = { title: t.title, content: sanitizeHtml(t.content) };
  }
  return { kind: fields.kind, startsAt: fromMacaoMinute(fields.from), endsAt: fromMacaoMinute(fields.until), texts };
}

async function documentFromSite(db: Queryable, id: number): Promise<{ document: NoticeDocument; published: boolean }> {
  const row = await noticeRow(db, id);
  if (!row) throw new NotFoundError();
  const texts: NoticeDocument['texts'] = {};
  for (const t of await noticeTexts(db, [id])) texts[t.lang] = { title: t.title, content: t.content };
  return { document: { kind: row.kind, startsAt: row.startsAt?.toISOString() ?? null, endsAt: row.endsAt?.toISOString() ?? null, texts }, published: row.active };
}

/** The difference of two versions: kind, window, then each language's title and text. */
function diffNotices(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const a = before as NoticeDocument;
  const b = after as NoticeDocument;
  return [...diffFields(a, b, ['kind', 'startsAt', 'endsAt']), ...diffTexts(a.texts, b.texts, ['title', 'content'])];
}

const versionOf = (tx: Queryable, id: number, now: Date) => newestVersion<NoticeDocument>(tx, 'notice', id, () => documentFromSite(tx, id), now);

/** A title or text without its markup (a notice's title may hold some, sanitised on output). */
const plain = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

function titleOf(doc: NoticeDocument): string {
  for (const l of LANGUAGES) {
    const t = doc.texts[l];
    if (t) return plain(t.title || t.content).slice(0, 80);
  }
  return '';
}

/** Whether the site shows it at `now`: on, and within its window (the start inclusive, the end too, as the public query). */
function showing(row: { active: boolean; startsAt: Date | null; endsAt: Date | null }, now: Date): boolean {
  return row.active && (!row.startsAt || row.startsAt <= now) && (!row.endsAt || row.endsAt >= now);
}

export async function noticeRecord(db: Database, id: number, now = new Date()): Promise<NoticeRecord> {
  const row = await noticeRow(db, id);
  if (!row) throw new NotFoundError();
  const latest = await db.transaction((tx) => versionOf(tx, id, now));
  const doc = latest.document;
  return {
    id,
    kind: doc.kind,
    version: latest.number,
    from: toMacaoMinute(doc.startsAt),
    until: toMacaoMinute(doc.endsAt),
    texts: doc.texts,
    title: titleOf(doc),
    active: row.active,
    showingNow: showing(row, now),
    reviewState: await reviewViewOf(db, 'notice', id),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function noticeList(db: Database, now = new Date()) {
  const [rows, reviews] = await Promise.all([allNotices(db), reviewsOfKind(db, 'notice')]);
  const texts = await noticeTexts(db, rows.map((r) => r.id));
  const state = new Map(reviews.map((r) => [r.ownerId, r.state]));
  return rows.map((r) => {
    const mine = texts.filter((t) => t.noticeId === r.id);
    const first = LANGUAGES.map((l) => mine.find((t) => t.lang === l)).find((t) => t);
    return {
      id: r.id,
      kind: r.kind,
      title: first ? plain(first.title || first.content).slice(0, 80) : '',
      from: toMacaoMinute(r.startsAt?.toISOString() ?? null),
      until: toMacaoMinute(r.endsAt?.toISOString() ?? null),
      review: state.get(r.id) ?? (r.active ? 'published' : 'draft'),
      showingNow: showing(r, now),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

export async function createNotice(db: Database, actor: Actor, fields: NoticeFields, now = new Date()): Promise<number> {
  const doc = documentOf(fields);
  return db.transaction(async (tx) => {
    // Off the site until a second person publishes it; the slug only has to be unique.
    const id = await insertNotice(tx, { kind: doc.kind, slug: `staff-${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`, active: false, startsAt: null, endsAt: null, createdAt: now, updatedAt: now });
    await newestVersion(tx, 'notice', id, async () => ({ document: doc, published: false }), now);
    await actor.audit({ entity: ENTITY, entityId: id, action: 'create', changes: { kind: { after: doc.kind }, window: { after: [doc.startsAt, doc.endsAt] }, languages: { after: Object.keys(doc.texts) } } }, tx);
    return id;
  });
}

export async function saveNotice(db: Database, actor: Actor, id: number, fields: NoticeFields & { version: number }, now = new Date()): Promise<number> {
  const doc = documentOf(fields);
  return db.transaction(async (tx) => {
    if (!(await noticeRow(tx, id, true))) throw new NotFoundError();
    await versionOf(tx, id, now);
    const saved = await saveVersion(tx, 'notice', id, fields.version, doc, actor, now, { diff: diffNotices });
    if (saved.changed) {
      const before = saved.before as NoticeDocument | null;
      await actor.audit(
        { entity: ENTITY, entityId: id, action: 'update', changes: { version: { before: fields.version, after: saved.number }, window: { before: before ? [before.startsAt, before.endsAt] : null, after: [doc.startsAt, doc.endsAt] }, languages: { before: before ? Object.keys(before.texts) : null, after: Object.keys(doc.texts) } } },
        tx,
      );
    }
    return saved.number;
  });
}

export async function submitNotice(db: Database, actor: Actor, id: number, version: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await noticeRow(tx, id, true))) throw new NotFoundError();
    await versionOf(tx, id, now);
    const number = await submitVersion(tx, 'notice', id, version, actor, now);
    await actor.audit({ entity: ENTITY, entityId: id, action: 'submit', changes: { version: { after: number } } }, tx);
  });
}

/** Puts the submitted version on the site (four eyes): its texts, its window, on. */
export async function publishNotice(db: Database, actor: Actor, id: number, reason: string | null | undefined, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await noticeRow(tx, id, true))) throw new NotFoundError();
    const result = await approve(tx, 'notice', id, actor, reason, now);
    const doc = result.document as NoticeDocument;
    await updateNotice(tx, id, { kind: doc.kind, active: true, startsAt: doc.startsAt ? new Date(doc.startsAt) : null, endsAt: doc.endsAt ? new Date(doc.endsAt) : null, updatedAt: now });
    await replaceNoticeTexts(tx, id, LANGUAGES.filter((l) => doc.texts[l]).map((l) => ({ lang: l, ...(doc.texts[l] as { title: string | null; content: string }) })));
    await actor.audit({ entity: ENTITY, entityId: id, action: 'publish', changes: { ...publicationChanges(result), window: { after: [doc.startsAt, doc.endsAt] } } }, tx);
  });
}

export async function returnNotice(db: Database, actor: Actor, id: number, note: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await noticeRow(tx, id, true))) throw new NotFoundError();
    await returnToAuthor(tx, 'notice', id, note, now);
    await actor.audit({ entity: ENTITY, entityId: id, action: 'return', changes: { note: { after: note } } }, tx);
  });
}

/** Takes a notice off the site at once (its versions stay; publishing again needs a new review). */
export async function withdrawNotice(db: Database, actor: Actor, id: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await noticeRow(tx, id, true);
    if (!row) throw new NotFoundError();
    if (!row.active) throw fieldError('id', 'site.notice.notPublished');
    await versionOf(tx, id, now);
    await updateNotice(tx, id, { active: false, updatedAt: now });
    await putReview(tx, 'notice', id, { state: 'withdrawn', submittedBy: null, submittedAt: null, updatedAt: now });
    await actor.audit({ entity: ENTITY, entityId: id, action: 'withdraw', changes: { active: { before: true, after: false } } }, tx);
  });
}

/** Every saved version, newest first (a notice written before the back office gets its version 1 first). */
export async function noticeVersions(db: Database, id: number, now = new Date()) {
  await db.transaction(async (tx) => {
    if (!(await noticeRow(tx, id))) throw new NotFoundError();
    await versionOf(tx, id, now);
  });
  const data = (await siteVersionList(db, 'notice', id)).map((v) => ({ ...v, createdAt: v.createdAt.toISOString() }));
  return { data, total: data.length };
}

/** The difference of two versions, field by field. */
export async function diffNoticeVersions(db: Database, id: number, from: number, to: number) {
  const [a, b] = await Promise.all([siteVersionOf(db, 'notice', id, from), siteVersionOf(db, 'notice', id, to)]);
  if (!a || !b) throw new NotFoundError();
  return { from, to, changes: diffNotices(a.document, b.document) };
}

/**
 * A new version with the texts and window of version `from` (`version`: the newest, as
 * the editor saw it; 409 when another was saved since). It goes through review as any save.
 */
export async function restoreNotice(db: Database, actor: Actor, id: number, input: { from: number; version: number }, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await noticeRow(tx, id, true))) throw new NotFoundError();
    await versionOf(tx, id, now);
    const source = await siteVersionOf(tx, 'notice', id, input.from);
    if (!source) throw fieldError('from', 'site.review.noVersion');
    const saved = await saveVersion(tx, 'notice', id, input.version, source.document, actor, now, { restoredFrom: input.from, diff: diffNotices });
    if (saved.changed) await actor.audit({ entity: ENTITY, entityId: id, action: 'restore', changes: { version: { before: input.version, after: saved.number }, restoredFrom: { after: input.from } } }, tx);
    return saved.number;
  });
}
