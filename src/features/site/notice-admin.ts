/**
 * The site notice and the home pop-up in the back office (issue 33; SPEC §2 Layout):
 * written in up to four languages with one display window (Macao minutes, either end
 * optional), saved as versions (`site_versions`, a save from an older one is 409 with
 * the difference). Each language has its own review state (`notice_language_states`,
 * decision 0042 refining 0033 and 0036, the menu pages' workflow): draft → submitted →
 * (scheduled →) published → unpublished; a publisher who neither wrote nor submitted it
 * approves it now or at a Macao minute (the rule is `src/lib/language-review.ts`).
 * Publishing a language copies it from the version it names into `notice_i18n` and puts
 * the notice on (`active`) with that version's kind and window; unpublishing deletes the
 * row, and the notice goes off with its last language. The public site shows an active
 * notice exactly from its start until its end (`getActiveNotices`).
 */
import { LANGUAGES, type Language } from '#src/lib/i18n/languages.ts';
import { futureMinute } from '#src/lib/minute.ts';
import { approval, approvalChanges, withdrawal, withdrawalChanges } from '#src/lib/language-review.ts';
import { languageStateView } from '#src/lib/api/review-forms.ts';
import type { Database, Queryable } from '#src/server/db/open.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { sanitizeHtml } from '#src/features/entries/sanitize.ts';
import { appendAudit } from '#src/features/staff/audit.ts';
import type { NoticeFields, NoticeRecord } from './contract.ts';
import { diffFields, diffTexts, type FieldChange } from '#src/lib/version-diff.ts';
import { allNotices, allNoticeStates, insertNotice, insertSiteVersion, latestSiteVersion, noticeRow, noticesDue, noticeStates, noticeTexts, putNoticeLanguage, removeNoticeLanguages, siteVersionList, siteVersionOf, updateNotice } from './queries.ts';
import { fieldError, refusal, reviewRefusals, type Actor } from './review.ts';
import { pageReviewSummary } from './page-review.ts';

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

/** The difference of two versions: kind, window, then each language's title and text. */
function diffNotices(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const a = before as NoticeDocument;
  const b = after as NoticeDocument;
  return [...diffFields(a, b, ['kind', 'startsAt', 'endsAt']), ...diffTexts(a.texts, b.texts, ['title', 'content'])];
}

type Row = NonNullable<Awaited<ReturnType<typeof noticeRow>>>;

/** The notice, locked for the transaction; 404 when there is none. */
async function lockedNotice(tx: Queryable, id: number): Promise<Row> {
  const row = await noticeRow(tx, id, true);
  if (!row) throw new NotFoundError();
  return row;
}

/** Languages newly written in a version start as drafts. */
async function addDraftStates(tx: Queryable, id: number, texts: NoticeDocument['texts'], now: Date): Promise<void> {
  const known = new Set((await noticeStates.of(tx, id)).map((s) => s.lang));
  for (const lang of LANGUAGES) if (texts[lang] && !known.has(lang)) await noticeStates.put(tx, id, lang, { state: 'draft', updatedAt: now });
}

/**
 * The newest version of a notice. One written outside the back office (the seed) gets
 * version 1 from what the site holds the first time it is opened, each of its languages
 * published when the notice is on (a draft otherwise).
 */
async function ensureNoticeHistory(tx: Queryable, row: Row, now: Date): Promise<{ number: number; document: NoticeDocument }> {
  const latest = await latestSiteVersion(tx, 'notice', row.id);
  if (latest) return { number: latest.number, document: latest.document as NoticeDocument };
  const texts: NoticeDocument['texts'] = {};
  for (const t of await noticeTexts(tx, [row.id])) texts[t.lang] = { title: t.title, content: t.content };
  const document: NoticeDocument = { kind: row.kind, startsAt: row.startsAt?.toISOString() ?? null, endsAt: row.endsAt?.toISOString() ?? null, texts };
  await insertSiteVersion(tx, { kind: 'notice', ownerId: row.id, number: 1, document, authorId: null, createdAt: now });
  for (const lang of LANGUAGES) {
    if (texts[lang]) await noticeStates.put(tx, row.id, lang, row.active ? { state: 'published', version: 1, publishAt: now, updatedAt: now } : { state: 'draft', updatedAt: now });
  }
  return { number: 1, document };
}

/** The notice (locked) and its newest version; 409 with what changed since when `version` is not the newest. */
async function newestOrRefuse(tx: Queryable, id: number, version: number, now: Date) {
  const row = await lockedNotice(tx, id);
  const latest = await ensureNoticeHistory(tx, row, now);
  if (latest.number !== version) {
    const base = await siteVersionOf(tx, 'notice', id, version);
    const changes = base ? diffNotices(base.document, latest.document) : [];
    throw refusal('conflict', 'site.review.stale', { from: version, current: latest.number, changes }, { current: latest.number });
  }
  return { row, latest };
}

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
  return db.transaction(async (tx) => {
    const row = await noticeRow(tx, id, true);
    if (!row) throw new NotFoundError();
    const latest = await ensureNoticeHistory(tx, row, now);
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
      states: (await noticeStates.of(tx, id)).map((s) => languageStateView(s)),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** Each language's state; a notice never opened in the back office (the seed's) reads as its first opening will record it. */
function languagesOf(row: Row, states: { noticeId: number; lang: Language; state: string }[], texts: { lang: Language }[]) {
  const own = states.filter((s) => s.noticeId === row.id).map((s) => ({ lang: s.lang, state: s.state }));
  if (own.length) return own;
  return LANGUAGES.filter((l) => texts.some((t) => t.lang === l)).map((lang) => ({ lang, state: row.active ? 'published' : 'draft' }));
}

export async function noticeList(db: Database, now = new Date()) {
  const [rows, states] = await Promise.all([allNotices(db), allNoticeStates(db)]);
  const texts = await noticeTexts(db, rows.map((r) => r.id));
  const summary = pageReviewSummary(states.map((s) => ({ pageId: s.noticeId, state: s.state })));
  return rows.map((r) => {
    const mine = texts.filter((t) => t.noticeId === r.id);
    const first = LANGUAGES.map((l) => mine.find((t) => t.lang === l)).find((t) => t);
    return {
      id: r.id,
      kind: r.kind,
      title: first ? plain(first.title || first.content).slice(0, 80) : '',
      from: toMacaoMinute(r.startsAt?.toISOString() ?? null),
      until: toMacaoMinute(r.endsAt?.toISOString() ?? null),
      review: summary.get(r.id) ?? (r.active ? 'published' : 'draft'),
      languages: languagesOf(r, states, mine),
      showingNow: showing(r, now),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

export async function createNotice(db: Database, actor: Actor, fields: NoticeFields, now = new Date()): Promise<number> {
  const doc = documentOf(fields);
  return db.transaction(async (tx) => {
    // Off the site until a second person publishes a language; the slug only has to be unique.
    const id = await insertNotice(tx, { kind: doc.kind, slug: `staff-${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`, active: false, startsAt: null, endsAt: null, createdAt: now, updatedAt: now });
    await insertSiteVersion(tx, { kind: 'notice', ownerId: id, number: 1, document: doc, authorId: actor.id, createdAt: now });
    await addDraftStates(tx, id, doc.texts, now);
    await actor.audit({ entity: ENTITY, entityId: id, action: 'create', changes: { kind: { after: doc.kind }, window: { after: [doc.startsAt, doc.endsAt] }, languages: { after: Object.keys(doc.texts) } } }, tx);
    return id;
  });
}

/** A new version (what the site shows stays until a language of it is published); nothing when nothing changed. */
async function newVersion(tx: Queryable, actor: Actor, id: number, from: number, doc: NoticeDocument, now: Date, restoredFrom?: number) {
  const { latest } = await newestOrRefuse(tx, id, from, now);
  if (!diffNotices(latest.document, doc).length) return { number: latest.number, before: null };
  const number = latest.number + 1;
  await insertSiteVersion(tx, { kind: 'notice', ownerId: id, number, document: doc, authorId: actor.id, restoredFrom: restoredFrom ?? null, createdAt: now });
  await addDraftStates(tx, id, doc.texts, now);
  return { number, before: latest.document };
}

export async function saveNotice(db: Database, actor: Actor, id: number, fields: NoticeFields & { version: number }, now = new Date()): Promise<number> {
  const doc = documentOf(fields);
  return db.transaction(async (tx) => {
    const saved = await newVersion(tx, actor, id, fields.version, doc, now);
    const before = saved.before;
    if (before) {
      const changes = { version: { before: fields.version, after: saved.number }, window: { before: [before.startsAt, before.endsAt], after: [doc.startsAt, doc.endsAt] }, languages: { before: Object.keys(before.texts), after: Object.keys(doc.texts) } };
      await actor.audit({ entity: ENTITY, entityId: id, action: 'update', changes }, tx);
    }
    return saved.number;
  });
}

/** Submits languages of the newest version for review. */
export async function submitNotice(db: Database, actor: Actor, id: number, input: { version: number; languages: Language[] }, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const { latest } = await newestOrRefuse(tx, id, input.version, now);
    for (const lang of input.languages) if (!latest.document.texts[lang]) throw fieldError('languages', 'site.review.noText');
    for (const lang of input.languages) {
      await noticeStates.put(tx, id, lang, { state: 'submitted', version: latest.number, submittedBy: actor.id, submittedAt: now, approvedBy: null, publishAt: null, returnNote: null, updatedAt: now });
    }
    await actor.audit({ entity: ENTITY, entityId: id, action: 'submit', changes: { languages: { after: input.languages }, version: { after: latest.number } } }, tx);
  });
}

/**
 * Puts languages on the site from the versions they name: their `notice_i18n` rows, and
 * the notice on with the kind and window of the newest of those versions (one window).
 */
async function goLive(tx: Queryable, row: Row, texts: ReadonlyMap<Language, { title: string | null; content: string }>, version: NoticeDocument, now: Date): Promise<boolean> {
  for (const [lang, text] of texts) await putNoticeLanguage(tx, row.id, lang, text);
  await updateNotice(tx, row.id, { kind: version.kind, active: true, startsAt: version.startsAt ? new Date(version.startsAt) : null, endsAt: version.endsAt ? new Date(version.endsAt) : null, updatedAt: now });
  return !row.active;
}

/** Takes languages off the site; the notice goes off with its last one. True when it went off. */
async function goOffline(tx: Queryable, row: Row, langs: readonly Language[], now: Date): Promise<boolean> {
  const left = await removeNoticeLanguages(tx, row.id, langs);
  await updateNotice(tx, row.id, { active: left > 0 && row.active, updatedAt: now });
  return left === 0 && row.active;
}

/**
 * Approves submitted languages: on the site now, or at a minute to come. The four-eyes
 * rule: the approver neither wrote the submitted version nor submitted it; only an
 * administrator may publish their own text, with a reason the audit log keeps.
 */
export async function publishNotice(db: Database, actor: Actor, id: number, input: { languages: Language[]; at?: string | null | undefined; reason?: string | null | undefined }, now = new Date()): Promise<void> {
  const at = futureMinute(input.at, now);
  if (at === 'past') throw fieldError('at', 'site.review.past');
  await db.transaction(async (tx) => {
    const row = await lockedNotice(tx, id);
    await ensureNoticeHistory(tx, row, now);
    const states = new Map((await noticeStates.of(tx, id)).map((s) => [s.lang, s]));
    const documents = new Map<number, NoticeDocument>();
    const submitted = async (number: number, lang: Language) => {
      const version = await siteVersionOf(tx, 'notice', id, number);
      if (version) documents.set(number, version.document as NoticeDocument);
      return version && { authorId: version.authorId, text: (version.document as NoticeDocument).texts[lang] };
    };
    const { texts, ...eyes } = await approval(actor, input.languages, states, submitted, input.reason, reviewRefusals);
    let on = false;
    if (at) {
      await noticeStates.move(tx, id, input.languages, ['submitted'], { state: 'scheduled', approvedBy: actor.id, publishAt: at, updatedAt: now });
    } else {
      const newest = documents.get(Math.max(...documents.keys()));
      if (newest) on = await goLive(tx, row, texts, newest, now);
      await noticeStates.move(tx, id, input.languages, ['submitted'], { state: 'published', approvedBy: actor.id, publishAt: now, unpublishAt: null, updatedAt: now });
    }
    const changes = { ...approvalChanges(input.languages, states, at, eyes), ...(on ? { active: { before: false, after: true } } : {}) };
    await actor.audit({ entity: ENTITY, entityId: id, action: at ? 'schedule-publish' : 'publish', changes }, tx);
  });
}

/** Sends submitted (or scheduled) languages back to their author as drafts, with a note. */
export async function returnNotice(db: Database, actor: Actor, id: number, input: { languages: Language[]; note: string }, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await lockedNotice(tx, id);
    const moved = await noticeStates.move(tx, id, input.languages, ['submitted', 'scheduled'], { state: 'draft', returnNote: input.note, publishAt: null, approvedBy: null, updatedAt: now });
    if (moved.length !== input.languages.length) throw fieldError('languages', 'site.review.notSubmitted');
    await actor.audit({ entity: ENTITY, entityId: id, action: 'return', changes: { languages: { after: input.languages }, note: { after: input.note } } }, tx);
  });
}

/** Takes languages off the site now or at a minute to come; a scheduled publication is called off (back to review). */
export async function unpublishNotice(db: Database, actor: Actor, id: number, input: { languages: Language[]; at?: string | null | undefined }, now = new Date()): Promise<void> {
  const at = futureMinute(input.at, now);
  if (at === 'past') throw fieldError('at', 'site.review.past');
  await db.transaction(async (tx) => {
    const row = await lockedNotice(tx, id);
    await ensureNoticeHistory(tx, row, now);
    const { scheduled, live } = withdrawal(input.languages, new Map((await noticeStates.of(tx, id)).map((s) => [s.lang, s])), reviewRefusals);
    await noticeStates.move(tx, id, scheduled, ['scheduled'], { state: 'submitted', publishAt: null, approvedBy: null, updatedAt: now });
    let off = false;
    if (at) await noticeStates.move(tx, id, live, ['published'], { unpublishAt: at, updatedAt: now });
    else if (live.length) {
      const moved = await noticeStates.move(tx, id, live, ['published'], { state: 'unpublished', unpublishAt: null, updatedAt: now });
      off = await goOffline(tx, row, moved.map((m) => m.lang), now);
    }
    const changes = { ...withdrawalChanges(input.languages, at), ...(off ? { active: { before: true, after: false } } : {}) };
    await actor.audit({ entity: ENTITY, entityId: id, action: at ? 'schedule-unpublish' : 'unpublish', changes }, tx);
  });
}

export interface ScheduledNotices {
  published: { noticeId: number; lang: Language }[];
  unpublished: { noticeId: number; lang: Language }[];
}

/**
 * Carries out the notice publications and withdrawals whose minute has come. The notices
 * are locked first (in id order, as a staff call locks one), then each language is
 * claimed by one conditional UPDATE in the transaction that publishes it, so two
 * instances running this at once publish it once.
 */
export async function runScheduledNotices(db: Database, now = new Date()): Promise<ScheduledNotices> {
  const due = await noticesDue(db, now);
  if (!due.length) return { published: [], unpublished: [] };
  return db.transaction(async (tx) => {
    const rows = new Map<number, Row>();
    for (const id of due) {
      const row = await noticeRow(tx, id, true);
      if (row) rows.set(id, row);
    }
    const claimed = (await noticeStates.claimPublications(tx, now)).filter((s) => rows.has(s.noticeId));
    for (const s of claimed) {
      const row = rows.get(s.noticeId);
      const version = s.version === null ? undefined : await siteVersionOf(tx, 'notice', s.noticeId, s.version);
      const document = version?.document as NoticeDocument | undefined;
      const text = document?.texts[s.lang];
      if (!row || !document || !text) continue;
      await goLive(tx, row, new Map([[s.lang, text]]), document, now);
      rows.set(row.id, { ...row, active: true });
      const changes = { languages: { after: [s.lang] }, version: { after: s.version }, approvedBy: { after: s.approvedBy }, at: { after: s.publishAt?.toISOString() ?? null } };
      await appendAudit(tx, { entity: ENTITY, entityId: s.noticeId, action: 'publish-scheduled', changes }, now);
    }
    const withdrawn = (await noticeStates.claimWithdrawals(tx, now)).filter((s) => rows.has(s.noticeId));
    for (const s of withdrawn) {
      const row = rows.get(s.noticeId);
      if (!row) continue;
      if (await goOffline(tx, row, [s.lang], now)) rows.set(row.id, { ...row, active: false });
      await appendAudit(tx, { entity: ENTITY, entityId: s.noticeId, action: 'unpublish-scheduled', changes: { languages: { after: [s.lang] } } }, now);
    }
    return { published: claimed.map((s) => ({ noticeId: s.noticeId, lang: s.lang })), unpublished: withdrawn.map((s) => ({ noticeId: s.noticeId, lang: s.lang })) };
  });
}

/** Every saved version, newest first (a notice written before the back office gets its version 1 first). */
export async function noticeVersions(db: Database, id: number, now = new Date()) {
  await db.transaction(async (tx) => ensureNoticeHistory(tx, await lockedNotice(tx, id), now));
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
    await newestOrRefuse(tx, id, input.version, now);
    const source = await siteVersionOf(tx, 'notice', id, input.from);
    if (!source) throw fieldError('from', 'site.review.noVersion');
    const saved = await newVersion(tx, actor, id, input.version, source.document as NoticeDocument, now, input.from);
    if (saved.before) await actor.audit({ entity: ENTITY, entityId: id, action: 'restore', changes: { version: { before: input.version, after: saved.number }, restoredFrom: { after: input.from } } }, tx);
    return saved.number;
  });
}
