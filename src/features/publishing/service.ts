/**
 * The publishing workflow's rules (issue 33, decision 0029-publishing-workflow):
 * each language of an entry goes draft → submitted → published (now, or scheduled to
 * the minute) → unpublished or archived, on its own. Every save is a new version; a
 * save from a version that is no longer the newest is refused with the difference.
 * A text is approved by a publisher who neither wrote nor submitted it; an
 * administrator may publish their own only with a written reason, which the audit
 * log keeps. These rules are here, not in the screens: every call goes through them.
 */
import { LANGUAGES, type Language } from '#src/lib/i18n/languages.ts';
import type { Database, Queryable } from '#src/server/db/open.ts';
import { AppError, NotFoundError, ValidationError } from '#src/server/http/errors.ts';
import { sanitizeHtml } from '#src/features/entries/sanitize.ts';
import { PREVIEW_MODULES } from '#src/features/entries/preview.ts';
import { issuePreview } from '#src/features/entries/versions.ts';
import { appendAudit } from '#src/features/staff/audit.ts';
import type { StaffActor } from '#src/features/staff/record-endpoints.ts';
import { toSimplified } from '#src/server/text/chinese.ts';
import { futureMinute } from '#src/lib/minute.ts';
import { approval, approvalChanges, withdrawal, withdrawalChanges, type ReviewRefusals } from '#src/lib/language-review.ts';
import { languageStateView } from '#src/lib/api/review-forms.ts';
import type { EntryFields, EntryRecord, SimplifiedDraft, SimplifiedTexts } from './contract.ts';
import { EDITABLE_MODULES, entryFields } from './contract.ts';
import { categoryIds } from '#src/features/entries/queries.ts';
import { diffDocuments, sameDocument, type FieldChange } from './diff.ts';
import { publishingText, type en as sourceMessages } from './messages.ts';

type MessageKey = keyof typeof sourceMessages;
import { getFileMeta, fileUrl } from '#src/features/files/service.ts';
import { categorySetOf, moduleSpec } from './modules.ts';
import { parseData } from './data-shape.ts';
import type { z } from 'zod';
import {
  attachableFiles,
  categoryModule,
  publishedFiles,
  slugTaken,
  claimDuePublications,
  claimDueWithdrawals,
  entryRow,
  hasStates,
  highestVersion,
  insertDraftEntry,
  insertVersion,
  latestVersion,
  moveStates,
  publishedTexts,
  putState,
  removePublicLanguage,
  statesOf,
  touchEntry,
  versionOf,
  versionsOf,
  writePublicLanguage,
  type EntryRow,
  type StateRow,
} from './queries.ts';
import type { EntryDocument } from './schema.ts';

/** The person acting and how their action is recorded (the staff call's `ctx.audit`, in the change's transaction). */
export type Actor = StaffActor;

const ENTITY = 'entry';

const refused = (messageKey: MessageKey, code: 'conflict' | 'forbidden' = 'conflict', data?: Record<string, unknown>) =>
  new AppError(code, { messageKey, messages: publishingText, ...(data ? { data } : {}) });

const fieldError = (field: string, messageKey: MessageKey) => new ValidationError([{ field, messageKey }], publishingText);

/** The review rules' refusals (`src/lib/language-review.ts`) in this feature's words. */
const reviewRefusals: ReviewRefusals = {
  fourEyes: () => refused('publishing.fourEyes', 'forbidden'),
  field: (field, reason) => fieldError(field, `publishing.${reason}`),
};

/**
 * A save's fields as stored: staff HTML is sanitised here, with the sanitiser the
 * public pages use on output. A field the save leaves out (publication date, order,
 * files, a language's data) stays as in `base`, the version it was saved from.
 */
export function toDocument(fields: EntryFields, base?: EntryDocument): EntryDocument {
  const texts: EntryDocument['texts'] = {};
  for (const lang of LANGUAGES) {
    const t = fields.texts[lang];
    if (!t) continue;
    const data = t.data ?? base?.texts[lang]?.data;
    texts[lang] = { title: t.title, summary: t.summary, content: t.content === null ? null : sanitizeHtml(t.content) || null, ...(data ? { data } : {}) };
  }
  const files = fields.files ?? base?.files;
  return {
    catId: fields.catId,
    slug: fields.slug,
    publishedAt: fields.publishedAt === undefined ? (base?.publishedAt ?? null) : fields.publishedAt && new Date(fields.publishedAt).toISOString(),
    startsOn: fields.startsOn,
    endsOn: fields.endsOn,
    isTop: fields.isTop,
    sortOrder: fields.sortOrder ?? base?.sortOrder ?? 0,
    url: fields.url,
    data: fields.data ?? base?.data ?? {},
    ...(files ? { files } : {}),
    texts,
  };
}

function asParsed(schema: z.ZodType, value: Record<string, unknown>): Record<string, unknown> {
  const parsed = parseData(schema, value);
  return parsed.success && typeof parsed.data === 'object' && parsed.data !== null ? { ...value, ...(parsed.data as Record<string, unknown>) } : value;
}

function issuesOf(prefix: string, error: z.ZodError): { field: string; messageKey: MessageKey }[] {
  return error.issues.map((i) => ({ field: [prefix, ...i.path.map(String)].join('.'), messageKey: 'publishing.data.invalid' as const }));
}

/**
 * Checks a version against its module (`modules.ts`): the data and each language's
 * data by the module's own zod schemas (stored as they parse), the category is one
 * of the module's, the slug is free (and given where it is the key), the files come
 * from the media library (or are the entry's already) and are of a kind it takes.
 */
export async function checkDocument(db: Queryable, module: string, entryId: number | null, doc: EntryDocument, draft = false): Promise<EntryDocument> {
  const spec = moduleSpec(module);
  const issues: { field: string; messageKey: MessageKey | 'validation.required' }[] = [];
  // A new item (`draft`) may leave the module's data for the editor to fill in; a save or a submission may not.
  const empty = (v: Record<string, unknown> | undefined) => draft && (!v || Object.keys(v).length === 0);
  const data = empty(doc.data) ? { success: true as const, data: doc.data } : parseData(spec.data, doc.data);
  if (!data.success) issues.push(...issuesOf('data', data.error));
  const texts: EntryDocument['texts'] = {};
  for (const lang of LANGUAGES) {
    const t = doc.texts[lang];
    if (!t) continue;
    if (!spec.textData || empty(t.data)) {
      texts[lang] = t;
      continue;
    }
    const parsed = parseData(spec.textData, t.data ?? {});
    if (!parsed.success) issues.push(...issuesOf(`texts.${lang}.data`, parsed.error));
    texts[lang] = { ...t, data: parsed.success ? (parsed.data as Record<string, unknown>) : (t.data ?? {}) };
  }
  if (doc.catId !== null && (await categoryModule(db, doc.catId)) !== categorySetOf(module)) issues.push({ field: 'catId', messageKey: 'publishing.category.wrongModule' });
  if (spec.slugRequired && !doc.slug) issues.push({ field: 'slug', messageKey: 'validation.required' });
  if (doc.slug && (await slugTaken(db, module, doc.slug, entryId))) issues.push({ field: 'slug', messageKey: 'publishing.slugTaken' });
  const files = doc.files ?? [];
  const allowed = await attachableFiles(db, entryId, files.map((f) => f.fileId));
  files.forEach((f, i) => {
    if (!allowed.has(f.fileId)) issues.push({ field: `files.${String(i)}.fileId`, messageKey: 'publishing.media.unknownFile' });
    else if (!(spec.files as readonly string[]).includes(f.kind)) issues.push({ field: `files.${String(i)}.kind`, messageKey: 'publishing.data.invalid' });
  });
  if (issues.length) throw new ValidationError(issues, publishingText);
  return { ...doc, data: data.success ? (data.data as Record<string, unknown>) : doc.data, texts };
}

function isEditable(row: EntryRow | undefined): row is EntryRow {
  return row !== undefined && (EDITABLE_MODULES as readonly string[]).includes(row.module);
}

async function editableEntry(db: Queryable, id: number, lock = false): Promise<EntryRow> {
  const row = await entryRow(db, id, lock);
  if (!isEditable(row)) throw new NotFoundError();
  return row;
}

/**
 * An entry written before the back office (the seed, an import) has no history yet:
 * its first opening records what is on the site as version 1, and each of its
 * languages as published (or draft, for an entry that is not published).
 */
export async function ensureHistory(db: Database, id: number, now = new Date()): Promise<void> {
  await editableEntry(db, id);
  if (await hasStates(db, id)) return;
  await db.transaction(async (tx) => {
    const row = await editableEntry(tx, id, true);
    if ((await highestVersion(tx, id)) > 0) return;
    const texts: EntryDocument['texts'] = {};
    const published = await publishedTexts(tx, id);
    for (const t of published) texts[t.lang] = { title: t.title, summary: t.summary, content: t.content, data: t.data };
    const document: EntryDocument = {
      catId: row.catId,
      slug: row.slug,
      publishedAt: row.status === 'published' ? row.publishedAt.toISOString() : null,
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      isTop: row.isTop,
      sortOrder: row.sortOrder,
      url: row.url,
      data: row.data,
      files: await publishedFiles(tx, id),
      texts,
    };
    await insertVersion(tx, { entryId: id, number: 1, document, authorId: null, createdAt: now });
    for (const t of published) {
      await putState(tx, id, t.lang, row.status === 'published' ? { state: 'published', version: 1, publishAt: row.publishedAt, updatedAt: now } : { state: 'draft', updatedAt: now });
    }
  });
}

const stateView = (s: StateRow) => languageStateView(s);

/** The title an item is listed under: its traditional Chinese one, else the first written. */
export function listTitle(texts: EntryDocument['texts']): string {
  for (const lang of LANGUAGES) {
    const t = texts[lang]?.title;
    if (t) return t;
  }
  return '';
}

export async function getRecord(db: Database, id: number, now = new Date()): Promise<EntryRecord> {
  await ensureHistory(db, id, now);
  const row = await editableEntry(db, id);
  const latest = await latestVersion(db, id);
  if (!latest) throw new NotFoundError();
  const doc = latest.document;
  const docFiles = doc.files ?? (await publishedFiles(db, id));
  const meta = new Map((await getFileMeta(db, docFiles.map((f) => f.fileId))).map((f) => [f.id, f]));
  return {
    id,
    module: row.module,
    status: row.status,
    publishedAt: row.publishedAt.toISOString(),
    version: latest.number,
    catId: doc.catId,
    slug: doc.slug,
    startsOn: doc.startsOn,
    endsOn: doc.endsOn,
    isTop: doc.isTop,
    url: doc.url,
    datePublished: doc.publishedAt ?? null,
    sortOrder: doc.sortOrder ?? row.sortOrder,
    // As the module's schema reads it (a holiday's kind stored as JSON text comes as its fields), so the form shows what is meant.
    data: asParsed(moduleSpec(row.module).data, doc.data),
    files: docFiles.flatMap((f) => {
      const m = meta.get(f.fileId);
      return m ? [{ ...f, name: m.name, mime: m.mime, url: fileUrl(m) }] : [];
    }),
    texts: Object.fromEntries(
      Object.entries(doc.texts).map(([lang, t]) => {
        const textData = moduleSpec(row.module).textData;
        return [lang, t.data && textData ? { ...t, data: asParsed(textData, t.data) } : t];
      }),
    ),
    states: (await statesOf(db, id)).map(stateView),
    title: listTitle(doc.texts),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Languages newly written in a version start as drafts. */
async function addDraftStates(tx: Queryable, id: number, doc: EntryDocument, now: Date): Promise<void> {
  const known = new Set((await statesOf(tx, id)).map((s) => s.lang));
  for (const lang of LANGUAGES) if (doc.texts[lang] && !known.has(lang)) await putState(tx, id, lang, { state: 'draft', updatedAt: now });
}

export async function createEntry(db: Database, actor: Actor, input: EntryFields & { module: string }, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const doc = await checkDocument(tx, input.module, null, toDocument(input), true);
    const id = await insertDraftEntry(tx, input.module, doc, now);
    await insertVersion(tx, { entryId: id, number: 1, document: doc, authorId: actor.id, createdAt: now });
    await addDraftStates(tx, id, doc, now);
    await actor.audit({ entity: ENTITY, entityId: id, action: 'create', changes: { module: { after: input.module }, version: { after: 1 }, languages: { after: Object.keys(doc.texts) } } }, tx);
    return id;
  });
}

/** The refusal of a save or action made from an older version: 409 with what changed since. */
async function staleRefusal(db: Queryable, id: number, from: number, latest: { number: number; document: EntryDocument }): Promise<AppError> {
  const base = await versionOf(db, id, from);
  const changes: FieldChange[] = base ? diffDocuments(base.document, latest.document) : [];
  return refused('publishing.stale', 'conflict', { from, current: latest.number, changes });
}

async function newestOrRefuse(tx: Queryable, id: number, version: number) {
  const latest = await latestVersion(tx, id);
  if (!latest) throw new NotFoundError();
  if (latest.number !== version) throw await staleRefusal(tx, id, version, latest);
  return latest;
}

/** Saves a new version; nothing when nothing changed. Refused (409, with the difference) when `version` is not the newest. */
export async function saveEntry(db: Database, actor: Actor, id: number, input: EntryFields & { version: number }, now = new Date()): Promise<number> {
  await ensureHistory(db, id, now);
  return db.transaction(async (tx) => {
    const row = await editableEntry(tx, id, true);
    const latest = await newestOrRefuse(tx, id, input.version);
    const doc = await checkDocument(tx, row.module, id, toDocument(input, latest.document));
    if (sameDocument(latest.document, doc)) return latest.number;
    const number = latest.number + 1;
    await insertVersion(tx, { entryId: id, number, document: doc, authorId: actor.id, createdAt: now });
    await addDraftStates(tx, id, doc, now);
    await touchEntry(tx, id, now);
    const changes = Object.fromEntries(diffDocuments(latest.document, doc).map((c) => [c.field, c.field.endsWith('.content') ? { before: '[html]', after: '[html]' } : { before: c.before, after: c.after }]));
    await actor.audit({ entity: ENTITY, entityId: id, action: 'update', changes: { version: { before: latest.number, after: number }, ...changes } }, tx);
    return number;
  });
}

/** Makes a new version with the content of an earlier one (history is never rewritten). */
export async function restoreVersion(db: Database, actor: Actor, id: number, input: { from: number; version: number }, now = new Date()): Promise<number> {
  await ensureHistory(db, id, now);
  return db.transaction(async (tx) => {
    await editableEntry(tx, id, true);
    const latest = await newestOrRefuse(tx, id, input.version);
    const source = await versionOf(tx, id, input.from);
    if (!source) throw fieldError('from', 'publishing.noVersion');
    const number = latest.number + 1;
    await insertVersion(tx, { entryId: id, number, document: source.document, authorId: actor.id, restoredFrom: input.from, createdAt: now });
    await addDraftStates(tx, id, source.document, now);
    await touchEntry(tx, id, now);
    await actor.audit({ entity: ENTITY, entityId: id, action: 'restore', changes: { version: { before: latest.number, after: number }, restoredFrom: { after: input.from } } }, tx);
    return number;
  });
}

export async function submitEntry(db: Database, actor: Actor, id: number, input: { version: number; languages: Language[] }, now = new Date()): Promise<void> {
  await ensureHistory(db, id, now);
  await db.transaction(async (tx) => {
    const row = await editableEntry(tx, id, true);
    const latest = await newestOrRefuse(tx, id, input.version);
    for (const lang of input.languages) if (!latest.document.texts[lang]) throw fieldError('languages', 'publishing.noText');
    await checkDocument(tx, row.module, id, latest.document);
    for (const lang of input.languages) {
      await putState(tx, id, lang, { state: 'submitted', version: latest.number, submittedBy: actor.id, submittedAt: now, approvedBy: null, publishAt: null, returnNote: null, updatedAt: now });
    }
    await actor.audit({ entity: ENTITY, entityId: id, action: 'submit', changes: { languages: { after: input.languages }, version: { after: latest.number } } }, tx);
  });
}

/** An item another desk writes for review (a base rate change's press release): its module, category slug, slug, data and texts. */
export interface DeskDraft {
  module: string;
  category: string;
  slug: string;
  data: Record<string, unknown>;
  texts: Partial<Record<Language, { title: string; summary: string | null; content: string | null }>>;
}

/**
 * Writes another desk's item as version 1 by `actor` and submits every language it has
 * for review, inside the caller's transaction (a savepoint of it): a publisher who is
 * not `actor` approves it, as for any item.
 */
export async function submitDeskDraft(db: Database, actor: Actor, draft: DeskDraft, now = new Date()): Promise<number> {
  const [catId] = await categoryIds(db, draft.module, [draft.category], false);
  const fields = entryFields.parse({ catId: catId ?? null, slug: draft.slug, data: draft.data, texts: draft.texts });
  const id = await createEntry(db, actor, { ...fields, module: draft.module }, now);
  await submitEntry(db, actor, id, { version: 1, languages: LANGUAGES.filter((l) => draft.texts[l]) }, now);
  return id;
}

/**
 * Makes one language of a version public; what another desk owns in the live data (a
 * calendar's release marks) stays as it is live. `live` is the entry's row when the
 * caller has read it already (the marks are never changed by this publication).
 */
async function publishLanguage(tx: Queryable, id: number, lang: Language, doc: EntryDocument, at: Date, now: Date, live?: EntryRow): Promise<void> {
  const row = live ?? (await entryRow(tx, id));
  const keep = row && moduleSpec(row.module).keepLive;
  await writePublicLanguage(tx, id, lang, keep ? { ...doc, data: keep(row.data, doc.data) } : doc, at, now);
}

/**
 * Approves submitted languages: published now, or at a minute to come. The four-eyes
 * rule: the approver neither wrote the submitted version nor submitted it; only an
 * administrator may publish their own text, with a reason the audit log keeps.
 */

export async function publishEntry(db: Database, actor: Actor, id: number, input: { languages: Language[]; at?: string | null | undefined; reason?: string | null | undefined }, now = new Date()): Promise<void> {
  const at = futureMinute(input.at, now);
  if (at === 'past') throw fieldError('at', 'publishing.past');
  await db.transaction(async (tx) => {
    const row = await editableEntry(tx, id, true);
    const states = new Map((await statesOf(tx, id)).map((s) => [s.lang, s]));
    const submitted = async (number: number, lang: Language) => {
      const version = await versionOf(tx, id, number);
      return version && { authorId: version.authorId, text: version.document.texts[lang] ? version.document : undefined };
    };
    const { texts: versions, ...eyes } = await approval(actor, input.languages, states, submitted, input.reason, reviewRefusals);
    for (const lang of input.languages) {
      const doc = versions.get(lang);
      if (!doc) continue;
      if (at) {
        await moveStates(tx, id, [lang], ['submitted'], { state: 'scheduled', approvedBy: actor.id, publishAt: at, updatedAt: now });
      } else {
        await publishLanguage(tx, id, lang, doc, now, now, row);
        await moveStates(tx, id, [lang], ['submitted'], { state: 'published', approvedBy: actor.id, publishAt: now, updatedAt: now });
      }
    }
    await actor.audit({ entity: ENTITY, entityId: id, action: at ? 'schedule-publish' : 'publish', changes: approvalChanges(input.languages, states, at, eyes) }, tx);
  });
}

/** Sends submitted (or scheduled) languages back to their author as drafts, with a note. */
export async function returnEntry(db: Database, actor: Actor, id: number, input: { languages: Language[]; note: string }, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await editableEntry(tx, id, true);
    const moved = await moveStates(tx, id, input.languages, ['submitted', 'scheduled'], { state: 'draft', returnNote: input.note, publishAt: null, approvedBy: null, updatedAt: now });
    if (moved.length !== input.languages.length) throw fieldError('languages', 'publishing.notSubmitted');
    await actor.audit({ entity: ENTITY, entityId: id, action: 'return', changes: { languages: { after: input.languages }, note: { after: input.note } } }, tx);
  });
}

/** Takes languages off the site now, or at a minute to come; a scheduled publication is called off (back to review). */
export async function unpublishEntry(db: Database, actor: Actor, id: number, input: { languages: Language[]; at?: string | null | undefined }, now = new Date()): Promise<void> {
  const at = futureMinute(input.at, now);
  if (at === 'past') throw fieldError('at', 'publishing.past');
  await ensureHistory(db, id, now);
  await db.transaction(async (tx) => {
    await editableEntry(tx, id, true);
    const { scheduled, live } = withdrawal(input.languages, new Map((await statesOf(tx, id)).map((s) => [s.lang, s])), reviewRefusals);
    if (scheduled.length) await moveStates(tx, id, scheduled, ['scheduled'], { state: 'submitted', publishAt: null, approvedBy: null, updatedAt: now });
    if (at) {
      if (live.length) await moveStates(tx, id, live, ['published'], { unpublishAt: at, updatedAt: now });
    } else if (live.length) {
      const moved = await moveStates(tx, id, live, ['published'], { state: 'unpublished', unpublishAt: null, updatedAt: now });
      await removePublicLanguage(tx, id, moved.map((m) => m.lang), now);
    }
    await actor.audit({ entity: ENTITY, entityId: id, action: at ? 'schedule-unpublish' : 'unpublish', changes: withdrawalChanges(input.languages, at) }, tx);
  });
}

/** Archives the whole item: every language off the site, kept with its history. */
export async function archiveEntry(db: Database, actor: Actor, id: number, now = new Date()): Promise<void> {
  await ensureHistory(db, id, now);
  await db.transaction(async (tx) => {
    await editableEntry(tx, id, true);
    const moved = await moveStates(tx, id, [...LANGUAGES], ['draft', 'submitted', 'scheduled', 'published', 'unpublished'], { state: 'archived', publishAt: null, unpublishAt: null, updatedAt: now });
    await removePublicLanguage(tx, id, [...LANGUAGES], now);
    await actor.audit({ entity: ENTITY, entityId: id, action: 'archive', changes: { languages: { after: moved.map((m) => m.lang) } } }, tx);
  });
}

/** Every saved version of an item, newest first. */
export async function entryVersions(db: Database, id: number, now = new Date()) {
  await ensureHistory(db, id, now);
  const data = (await versionsOf(db, id)).map((v) => ({ ...v, createdAt: v.createdAt.toISOString() }));
  return { data, total: data.length };
}

/** The difference of two versions. */
export async function diffVersions(db: Database, id: number, from: number, to: number) {
  await ensureHistory(db, id);
  await editableEntry(db, id);
  const [a, b] = await Promise.all([versionOf(db, id, from), versionOf(db, id, to)]);
  if (!a || !b) throw new NotFoundError();
  return { from, to, changes: diffDocuments(a.document, b.document) };
}

/**
 * The zh-hans draft made from zh-hant texts with OpenCC, for a person to review (not
 * saved): each text given is converted, whichever they are (a menu page may have a body
 * and no title yet); with none, 400.
 */
export function simplifiedDraft(texts: SimplifiedTexts): SimplifiedDraft {
  if (!texts?.title && !texts?.summary && !texts?.content) throw fieldError('texts.zh-hant.title', 'publishing.noTraditional');
  const convert = (v: string | null) => (v ? toSimplified(v) : null);
  return { title: convert(texts.title), summary: convert(texts.summary), content: convert(texts.content) };
}

const PREVIEW_PATHS = new Map<string, string>(Object.entries(PREVIEW_MODULES).map(([path, module]) => [module, path]));

/**
 * A preview of a version (the newest by default) in its real public template: the
 * version's texts become a row of the preview mode's table, and the link carries a
 * ticket for that row alone, never the preview key (`issuePreview`).
 */
export async function previewLink(db: Database, id: number, lang: Language, version: number | null | undefined, now = new Date()): Promise<{ url: string; expiresAt: string }> {
  await ensureHistory(db, id, now);
  const row = await editableEntry(db, id);
  const source = version ? await versionOf(db, id, version) : await latestVersion(db, id);
  if (!source) throw fieldError('version', 'publishing.noVersion');
  const path = PREVIEW_PATHS.get(row.module);
  if (!path) throw new NotFoundError();
  const texts = Object.fromEntries(Object.entries(source.document.texts).map(([l, t]) => [l, { ...t, publishedAt: row.status === 'published' ? row.publishedAt.toISOString() : now.toISOString(), startsOn: source.document.startsOn, endsOn: source.document.endsOn }]));
  const preview = await issuePreview(db, row.module, id, texts, now);
  if (!preview) throw refused('publishing.noPreview');
  return { url: `/${lang}/preview/${path}?${preview.query}`, expiresAt: preview.expiresAt };
}

export interface ScheduledRun {
  published: { entryId: number; lang: Language }[];
  unpublished: { entryId: number; lang: Language }[];
}

/**
 * Carries out the publications and withdrawals whose minute has come. Each language
 * is claimed by one conditional UPDATE in the transaction that publishes it, so two
 * instances running this at once publish it once: the second finds nothing to claim.
 */
export async function runScheduled(db: Database, now = new Date()): Promise<ScheduledRun> {
  return db.transaction(async (tx) => {
    const claimed = await claimDuePublications(tx, now);
    for (const s of claimed) {
      const version = s.version === null ? undefined : await versionOf(tx, s.entryId, s.version);
      if (!version?.document.texts[s.lang]) continue;
      await publishLanguage(tx, s.entryId, s.lang, version.document, s.publishAt ?? now, now);
      await appendAudit(tx, { entity: ENTITY, entityId: s.entryId, action: 'publish-scheduled', changes: { languages: { after: [s.lang] }, version: { after: s.version }, approvedBy: { after: s.approvedBy }, at: { after: s.publishAt?.toISOString() ?? null } } }, now);
    }
    const withdrawn = await claimDueWithdrawals(tx, now);
    for (const s of withdrawn) {
      await removePublicLanguage(tx, s.entryId, [s.lang], now);
      await appendAudit(tx, { entity: ENTITY, entityId: s.entryId, action: 'unpublish-scheduled', changes: { languages: { after: [s.lang] } } }, now);
    }
    return { published: claimed.map((s) => ({ entryId: s.entryId, lang: s.lang })), unpublished: withdrawn.map((s) => ({ entryId: s.entryId, lang: s.lang })) };
  });
}
