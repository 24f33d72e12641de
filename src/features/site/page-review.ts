/**
 * A menu page's texts through review, each language on its own (issue 33; decision 0036,
 * refining 0033 with the entries' workflow of 0029): every save is a version
 * (`site_versions`), a restore is a new version with an old one's texts, a save from an
 * older version is refused (409) with the difference; each language goes draft →
 * submitted → (scheduled →) published → unpublished (`page_language_states`); a
 * publisher who neither wrote nor submitted it approves it, now or at a minute, and
 * publishing copies that language of the submitted version into `page_i18n`. A draft
 * item goes on the site with its first published language and back off when its last
 * language is taken off. The scheduled run claims due languages once (`claimDue`).
 */
import { LANGUAGES, type Language } from '#src/lib/i18n/languages.ts';
import { futureMinute } from '#src/lib/minute.ts';
import { approval, approvalChanges, withdrawal, withdrawalChanges } from '#src/lib/language-review.ts';
import { languageStateView } from '#src/lib/api/review-forms.ts';
import { diffTexts, type FieldChange } from '#src/lib/version-diff.ts';
import type { Database, Queryable } from '#src/server/db/open.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { sanitizeHtml } from '#src/features/entries/sanitize.ts';
import { issuePreview } from '#src/features/entries/versions.ts';
import { appendAudit } from '#src/features/staff/audit.ts';
import type { PageStateView, PageTextsDocument } from './contract.ts';
import { MAIN_MENU } from './menu-service.ts';
import { dropRedirectFrom, insertSiteVersion, itemsWithPagesDue, latestSiteVersion, lockMenu, menuItemForUpdate, menuItemOfPage, pageOfMenuItem, type PageStateRow, pageStates, pageTexts, putPageLanguage, removePageLanguages, siteVersionList, siteVersionOf, updateMenuItem } from './queries.ts';
import { fieldError, refusal, reviewRefusals, type Actor } from './review.ts';

type Texts = PageTextsDocument['texts'];
type Item = NonNullable<Awaited<ReturnType<typeof menuItemForUpdate>>>;
const ENTITY = 'page';
const TEXT_FIELDS = ['title', 'metaDesc', 'content'] as const;

/** The difference of two versions' texts, `texts.{lang}.{field}`. */
export const diffPageTexts = (before: Texts, after: Texts): FieldChange[] => diffTexts(before, after, TEXT_FIELDS);

/** The item (locked for the transaction) and its page; 404 for another menu's item or an item without a page. */
export async function pageOf(tx: Queryable, id: number) {
  const row = await menuItemForUpdate(tx, id);
  if (row?.mark !== MAIN_MENU) throw new NotFoundError();
  const page = await pageOfMenuItem(tx, id);
  if (!page) throw new NotFoundError();
  return { row, page };
}

/**
 * The newest version of a page's texts. A page written before the back office gets
 * version 1 from what the site shows the first time it is opened, each of its
 * languages published (draft for an item not on the site).
 */
export async function ensurePageHistory(tx: Queryable, pageId: number, onSite: boolean, now: Date): Promise<{ number: number; document: PageTextsDocument }> {
  const latest = await latestSiteVersion(tx, 'page', pageId);
  if (latest) return { number: latest.number, document: latest.document as PageTextsDocument };
  const texts: Texts = {};
  for (const t of await pageTexts(tx, pageId)) texts[t.lang] = { title: t.title, content: t.content, metaDesc: t.metaDesc };
  await insertSiteVersion(tx, { kind: 'page', ownerId: pageId, number: 1, document: { texts }, authorId: null, createdAt: now });
  for (const lang of LANGUAGES) {
    if (texts[lang]) await pageStates.put(tx, pageId, lang, onSite ? { state: 'published', version: 1, publishAt: now, updatedAt: now } : { state: 'draft', updatedAt: now });
  }
  return { number: 1, document: { texts } };
}

/** Version 1 of a new page (its titles), by its author, each language a draft. */
export async function firstPageVersion(tx: Queryable, pageId: number, texts: Texts, authorId: string, now: Date): Promise<void> {
  await insertSiteVersion(tx, { kind: 'page', ownerId: pageId, number: 1, document: { texts }, authorId, createdAt: now });
  await addDraftStates(tx, pageId, texts, now);
}

const SUMMARY_ORDER = ['submitted', 'scheduled', 'published', 'draft', 'unpublished'] as const;

/** The state the tree shows for a page: the first of its languages' states in this order (a text waiting for review first). */
export function pageReviewSummary(states: readonly { pageId: number; state: PageStateRow['state'] }[]): Map<number, string> {
  const byPage = new Map<number, Set<string>>();
  for (const s of states) byPage.set(s.pageId, (byPage.get(s.pageId) ?? new Set()).add(s.state));
  return new Map([...byPage].map(([pageId, set]) => [pageId, SUMMARY_ORDER.find((state) => set.has(state)) ?? 'draft']));
}

/** Languages newly written in a version start as drafts. */
async function addDraftStates(tx: Queryable, pageId: number, texts: Texts, now: Date): Promise<void> {
  const known = new Set((await pageStates.of(tx, pageId)).map((s) => s.lang));
  for (const lang of LANGUAGES) if (texts[lang] && !known.has(lang)) await pageStates.put(tx, pageId, lang, { state: 'draft', updatedAt: now });
}

const stateView = (s: PageStateRow): PageStateView => languageStateView(s);

/** What the item's screen shows of its page: the newest version and each language's state. */
export async function pageTextsRecord(db: Database, id: number, now: Date): Promise<{ pageVersion: number | null; texts: Texts; states: PageStateView[] }> {
  return db.transaction(async (tx) => {
    const row = await menuItemForUpdate(tx, id);
    const page = row ? await pageOfMenuItem(tx, id) : undefined;
    if (!row || !page) return { pageVersion: null, texts: {}, states: [] };
    const latest = await ensurePageHistory(tx, page.id, row.status !== 'draft', now);
    return { pageVersion: latest.number, texts: latest.document.texts, states: (await pageStates.of(tx, page.id)).map(stateView) };
  });
}

/** The refusal of a save or action made from an older version: 409 with what changed since. */
async function staleRefusal(tx: Queryable, pageId: number, from: number, latest: { number: number; document: PageTextsDocument }) {
  const base = await siteVersionOf(tx, 'page', pageId, from);
  const changes = base ? diffPageTexts((base.document as PageTextsDocument).texts, latest.document.texts) : [];
  return refusal('conflict', 'site.review.stale', { from, current: latest.number, changes }, { current: latest.number });
}

async function newestOrRefuse(tx: Queryable, id: number, version: number, now: Date) {
  const { row, page } = await pageOf(tx, id);
  const latest = await ensurePageHistory(tx, page.id, row.status !== 'draft', now);
  if (latest.number !== version) throw await staleRefusal(tx, page.id, version, latest);
  return { row, page, latest };
}

const auditedChanges = (changes: FieldChange[]) => Object.fromEntries(changes.map((c) => [c.field, c.field.endsWith('.content') ? { before: '[html]', after: '[html]' } : { before: c.before, after: c.after }]));

/** A new version of a page's texts (HTML sanitised on save, as on output); nothing when nothing changed. */
export async function savePageTexts(db: Database, actor: Actor, id: number, input: PageTextsDocument & { version: number }, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const { page, latest } = await newestOrRefuse(tx, id, input.version, now);
    const texts: Texts = {};
    for (const l of LANGUAGES) {
      const t = input.texts[l];
      if (t) texts[l] = { title: t.title, content: t.content === null ? null : sanitizeHtml(t.content) || null, metaDesc: t.metaDesc };
    }
    const changes = diffPageTexts(latest.document.texts, texts);
    if (!changes.length) return latest.number;
    const number = latest.number + 1;
    await insertSiteVersion(tx, { kind: 'page', ownerId: page.id, number, document: { texts }, authorId: actor.id, createdAt: now });
    await addDraftStates(tx, page.id, texts, now);
    await actor.audit({ entity: ENTITY, entityId: id, action: 'update', changes: { version: { before: latest.number, after: number }, ...auditedChanges(changes) } }, tx);
    return number;
  });
}

/** A new version with the texts of an earlier one (history is never rewritten). */
export async function restorePage(db: Database, actor: Actor, id: number, input: { from: number; version: number }, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const { page, latest } = await newestOrRefuse(tx, id, input.version, now);
    const source = await siteVersionOf(tx, 'page', page.id, input.from);
    if (!source) throw fieldError('from', 'site.review.noVersion');
    const number = latest.number + 1;
    const document = source.document as PageTextsDocument;
    await insertSiteVersion(tx, { kind: 'page', ownerId: page.id, number, document, authorId: actor.id, restoredFrom: input.from, createdAt: now });
    await addDraftStates(tx, page.id, document.texts, now);
    await actor.audit({ entity: ENTITY, entityId: id, action: 'restore', changes: { version: { before: latest.number, after: number }, restoredFrom: { after: input.from } } }, tx);
    return number;
  });
}

/** Submits languages of the newest version for review. */
export async function submitPage(db: Database, actor: Actor, id: number, input: { version: number; languages: Language[] }, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const { page, latest } = await newestOrRefuse(tx, id, input.version, now);
    for (const lang of input.languages) if (!latest.document.texts[lang]) throw fieldError('languages', 'site.review.noText');
    for (const lang of input.languages) {
      await pageStates.put(tx, page.id, lang, { state: 'submitted', version: latest.number, submittedBy: actor.id, submittedAt: now, approvedBy: null, publishAt: null, returnNote: null, updatedAt: now });
    }
    await actor.audit({ entity: ENTITY, entityId: id, action: 'submit', changes: { languages: { after: input.languages }, version: { after: latest.number } } }, tx);
  });
}

/** A draft item goes on the site (menu, sitemap, its path) with its first published language. */
async function goLive(tx: Queryable, row: Item, now: Date): Promise<boolean> {
  if (row.status !== 'draft') return false;
  await updateMenuItem(tx, row.id, { status: 'published', version: row.version + 1, updatedAt: now });
  // An old address that redirected here is the page's own again.
  await dropRedirectFrom(tx, row.path);
  return true;
}

/** An item whose last language came off the site is a draft again: off the menu, the sitemap and its path. */
async function goOffline(tx: Queryable, row: Item, left: number, now: Date): Promise<boolean> {
  if (left > 0 || row.status === 'draft') return false;
  await updateMenuItem(tx, row.id, { status: 'draft', version: row.version + 1, updatedAt: now });
  return true;
}

/**
 * Approves submitted languages: on the site now, or at a minute to come. The four-eyes
 * rule: the approver neither wrote the submitted version nor submitted it; only an
 * administrator may publish their own text, with a reason the audit log keeps.
 */
export async function publishPage(db: Database, actor: Actor, id: number, input: { languages: Language[]; at?: string | null | undefined; reason?: string | null | undefined }, now = new Date()): Promise<void> {
  const at = futureMinute(input.at, now);
  if (at === 'past') throw fieldError('at', 'site.review.past');
  await db.transaction(async (tx) => {
    await lockMenu(tx, MAIN_MENU);
    const { row, page } = await pageOf(tx, id);
    const states = new Map((await pageStates.of(tx, page.id)).map((s) => [s.lang, s]));
    const submitted = async (number: number, lang: Language) => {
      const version = await siteVersionOf(tx, 'page', page.id, number);
      return version && { authorId: version.authorId, text: (version.document as PageTextsDocument).texts[lang] };
    };
    const { texts, ...eyes } = await approval(actor, input.languages, states, submitted, input.reason, reviewRefusals);
    let live = false;
    if (at) {
      await pageStates.move(tx, page.id, input.languages, ['submitted'], { state: 'scheduled', approvedBy: actor.id, publishAt: at, updatedAt: now });
    } else {
      for (const [lang, text] of texts) await putPageLanguage(tx, page.id, lang, text, now);
      await pageStates.move(tx, page.id, input.languages, ['submitted'], { state: 'published', approvedBy: actor.id, publishAt: now, unpublishAt: null, updatedAt: now });
      live = await goLive(tx, row, now);
    }
    const changes = { ...approvalChanges(input.languages, states, at, eyes), ...(live ? { status: { before: 'draft', after: 'published' } } : {}) };
    await actor.audit({ entity: ENTITY, entityId: id, action: at ? 'schedule-publish' : 'publish', changes }, tx);
  });
}

/** Sends submitted (or scheduled) languages back to their author as drafts, with a note. */
export async function returnPage(db: Database, actor: Actor, id: number, input: { languages: Language[]; note: string }, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const { page } = await pageOf(tx, id);
    const moved = await pageStates.move(tx, page.id, input.languages, ['submitted', 'scheduled'], { state: 'draft', returnNote: input.note, publishAt: null, approvedBy: null, updatedAt: now });
    if (moved.length !== input.languages.length) throw fieldError('languages', 'site.review.notSubmitted');
    await actor.audit({ entity: ENTITY, entityId: id, action: 'return', changes: { languages: { after: input.languages }, note: { after: input.note } } }, tx);
  });
}

/** Takes languages off the site now or at a minute to come; a scheduled publication is called off (back to review). */
export async function unpublishPage(db: Database, actor: Actor, id: number, input: { languages: Language[]; at?: string | null | undefined }, now = new Date()): Promise<void> {
  const at = futureMinute(input.at, now);
  if (at === 'past') throw fieldError('at', 'site.review.past');
  await db.transaction(async (tx) => {
    await lockMenu(tx, MAIN_MENU);
    const { row, page } = await pageOf(tx, id);
    await ensurePageHistory(tx, page.id, row.status !== 'draft', now);
    const { scheduled, live } = withdrawal(input.languages, new Map((await pageStates.of(tx, page.id)).map((s) => [s.lang, s])), reviewRefusals);
    await pageStates.move(tx, page.id, scheduled, ['scheduled'], { state: 'submitted', publishAt: null, approvedBy: null, updatedAt: now });
    let offline = false;
    if (at) await pageStates.move(tx, page.id, live, ['published'], { unpublishAt: at, updatedAt: now });
    else if (live.length) {
      const moved = await pageStates.move(tx, page.id, live, ['published'], { state: 'unpublished', unpublishAt: null, updatedAt: now });
      offline = await goOffline(tx, row, await removePageLanguages(tx, page.id, moved.map((m) => m.lang), now), now);
    }
    const changes = { ...withdrawalChanges(input.languages, at), ...(offline ? { status: { before: 'published', after: 'draft' } } : {}) };
    await actor.audit({ entity: ENTITY, entityId: id, action: at ? 'schedule-unpublish' : 'unpublish', changes }, tx);
  });
}

export interface ScheduledPages {
  published: { pageId: number; lang: Language }[];
  unpublished: { pageId: number; lang: Language }[];
}

/**
 * Carries out the page publications and withdrawals whose minute has come. Each
 * language is claimed by one conditional UPDATE in the transaction that publishes it,
 * so two instances running this at once publish it once. The menu and the items are
 * locked first, in the order a staff call locks them.
 */
export async function runScheduledPages(db: Database, now = new Date()): Promise<ScheduledPages> {
  const due = await itemsWithPagesDue(db, now);
  if (!due.length) return { published: [], unpublished: [] };
  return db.transaction(async (tx) => {
    await lockMenu(tx, MAIN_MENU);
    const items = new Map<number, Item>();
    for (const id of due) {
      const row = await menuItemForUpdate(tx, id);
      if (row) items.set(id, row);
    }
    const itemOf = async (pageId: number) => {
      const id = await menuItemOfPage(tx, pageId);
      const row = id === null ? undefined : (items.get(id) ?? (await menuItemForUpdate(tx, id)));
      if (row) items.set(row.id, row);
      return row;
    };
    const claimed = await pageStates.claimPublications(tx, now);
    for (const s of claimed) {
      const version = s.version === null ? undefined : await siteVersionOf(tx, 'page', s.pageId, s.version);
      const text = (version?.document as PageTextsDocument | undefined)?.texts[s.lang];
      if (!text) continue;
      await putPageLanguage(tx, s.pageId, s.lang, text, now);
      const row = await itemOf(s.pageId);
      if (row && (await goLive(tx, row, now))) items.set(row.id, { ...row, status: 'published', version: row.version + 1 });
      const changes = { languages: { after: [s.lang] }, version: { after: s.version }, approvedBy: { after: s.approvedBy }, at: { after: s.publishAt?.toISOString() ?? null } };
      await appendAudit(tx, { entity: ENTITY, entityId: row?.id ?? s.pageId, action: 'publish-scheduled', changes }, now);
    }
    const withdrawn = await pageStates.claimWithdrawals(tx, now);
    for (const s of withdrawn) {
      const left = await removePageLanguages(tx, s.pageId, [s.lang], now);
      const row = await itemOf(s.pageId);
      if (row && (await goOffline(tx, row, left, now))) items.set(row.id, { ...row, status: 'draft', version: row.version + 1 });
      await appendAudit(tx, { entity: ENTITY, entityId: row?.id ?? s.pageId, action: 'unpublish-scheduled', changes: { languages: { after: [s.lang] } } }, now);
    }
    return { published: claimed.map((s) => ({ pageId: s.pageId, lang: s.lang })), unpublished: withdrawn.map((s) => ({ pageId: s.pageId, lang: s.lang })) };
  });
}

/** Every saved version of a page's texts, newest first. */
export async function pageVersions(db: Database, id: number, now = new Date()) {
  const { page } = await db.transaction(async (tx) => {
    const found = await pageOf(tx, id);
    await ensurePageHistory(tx, found.page.id, found.row.status !== 'draft', now);
    return found;
  });
  const data = (await siteVersionList(db, 'page', page.id)).map((v) => ({ ...v, createdAt: v.createdAt.toISOString() }));
  return { data, total: data.length };
}

/** The difference of two versions. */
export async function diffPageVersions(db: Database, id: number, from: number, to: number) {
  const page = await pageOfMenuItem(db, id);
  if (!page) throw new NotFoundError();
  const [a, b] = await Promise.all([siteVersionOf(db, 'page', page.id, from), siteVersionOf(db, 'page', page.id, to)]);
  if (!a || !b) throw new NotFoundError();
  return { from, to, changes: diffPageTexts((a.document as PageTextsDocument).texts, (b.document as PageTextsDocument).texts) };
}

/**
 * A preview of a version (the newest by default) at the page's own address, in its
 * real template and the language asked (the page's fallback when it lacks it): a link
 * with a ticket for that version alone, never the preview key.
 */
export async function pagePreview(db: Database, id: number, lang: Language, version: number | null | undefined, now = new Date()): Promise<{ url: string; expiresAt: string }> {
  const { row, page, source } = await db.transaction(async (tx) => {
    const found = await pageOf(tx, id);
    const latest = await ensurePageHistory(tx, found.page.id, found.row.status !== 'draft', now);
    const picked = version ? await siteVersionOf(tx, 'page', found.page.id, version) : undefined;
    if (version && !picked) throw fieldError('version', 'site.review.noVersion');
    return { ...found, source: picked ? (picked.document as PageTextsDocument) : latest.document };
  });
  const preview = await issuePreview(db, 'page', page.id, source.texts, now);
  if (!preview) throw refusal('conflict', 'site.review.noPreview');
  return { url: `/${lang}/${row.path}?${preview.query}`, expiresAt: preview.expiresAt };
}
