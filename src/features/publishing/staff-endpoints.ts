/**
 * The publishing calls under /api/staff/entries (issue 33); route files re-export
 * them. Reading needs `content.read`, writing `content.edit`, approving and taking
 * off the site `content.publish`; the rules themselves are in service.ts, so no
 * caller can go around them. Every change writes its audit row in its transaction.
 */
import { z } from 'zod';
import { messageSources } from '#src/i18n/catalogue.ts';
import { LANGUAGES, type Language } from '#src/lib/i18n/languages.ts';
import { defineStaffEndpoint, staffMessages } from '#src/features/staff/staff-api.ts';
import { actorOf, historyEndpoints, idOf, idParams, languageReviewEndpoints, type RecordResource } from '#src/features/staff/record-endpoints.ts';
import type { HomeSource } from '#src/features/staff/staff-endpoints.ts';
import {
  categoryChoice,
  categoryQuery,
  diffView,
  EDITABLE_MODULES,
  entryListQuery,
  entryListRow,
  entryRecord,
  newEntryForm,
  previewForm,
  publishForm,
  restoreForm,
  returnForm,
  saveEntryForm,
  simplifiedDraftView,
  simplifiedForm,
  submitForm,
  unpublishForm,
} from './contract.ts';
import { publishingText } from './messages.ts';
import { CONTENT_PERMISSIONS } from './permissions.ts';
import { categorySetOf } from './modules.ts';
import { countStates, moduleCategories, staffEntryPage } from './queries.ts';
import {
  archiveEntry,
  createEntry,
  diffVersions,
  entryVersions,
  getRecord,
  listTitle,
  previewLink,
  publishEntry,
  restoreVersion,
  returnEntry,
  saveEntry,
  simplifiedDraft,
  submitEntry,
  unpublishEntry,
} from './service.ts';
import type { LanguageState } from './schema.ts';

const messages = messageSources(publishingText, staffMessages);
const tags = ['staff', 'content'];
/** Who reads, writes and publishes entries. */
const access = { read: CONTENT_PERMISSIONS['content.read'], edit: CONTENT_PERMISSIONS['content.edit'], publish: CONTENT_PERMISSIONS['content.publish'] };

export const entryListEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/entries',
  summary: 'Content items of the entry modules, with the state of each language; filters by module, category, state and missing language',
  access: CONTENT_PERMISSIONS['content.read'],
  tags,
  messages,
  query: entryListQuery,
  response: z.object({ data: z.array(entryListRow), total: z.number() }),
  handler: async ({ call, query }) => {
    const { rows, texts, states, total } = await staffEntryPage(
      call.db,
      { modules: EDITABLE_MODULES, module: query.module, catId: query.catId, state: query.state, missing: query.missing, q: query.q },
      query.sort,
      query.order,
      (query.page - 1) * query.perPage,
      query.perPage,
    );
    const data = rows.map((row) => {
      const mine = states.filter((s) => s.entryId === row.id);
      const published = texts.filter((t) => t.entryId === row.id);
      const languages = LANGUAGES.filter((l) => row.document?.texts[l] ?? published.some((t) => t.lang === l));
      const stateOf: Partial<Record<Language, LanguageState>> = {};
      for (const l of languages) {
        const s = mine.find((m) => m.lang === l);
        stateOf[l] = s ? s.state : row.status === 'published' && published.some((t) => t.lang === l) ? 'published' : 'draft';
      }
      const fromPublished = Object.fromEntries(published.map((t) => [t.lang, { title: t.title, summary: null, content: null }]));
      return {
        id: row.id,
        module: row.module,
        catId: row.catId,
        title: listTitle(row.document?.texts ?? fromPublished),
        version: row.version ?? 1,
        updatedAt: row.updatedAt.toISOString(),
        languages,
        states: stateOf,
      };
    });
    return { data, total };
  },
});

export const entryCategoriesEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/entries/categories',
  summary: 'The categories of a module, in tree order, with their titles in each language (the editor’s category picker)',
  access: CONTENT_PERMISSIONS['content.read'],
  tags,
  messages,
  query: categoryQuery,
  response: z.object({ data: z.array(categoryChoice), total: z.number() }),
  handler: async ({ call, query }) => {
    const { cats, titles } = await moduleCategories(call.db, categorySetOf(query.module));
    const children = new Map<number | null, typeof cats>();
    for (const c of cats) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c]);
    const data: z.output<typeof categoryChoice>[] = [];
    const known = new Set(cats.map((c) => c.id));
    const walk = (parent: number | null, depth: number) => {
      for (const c of children.get(parent) ?? []) {
        data.push({ id: c.id, slug: c.slug, parentId: c.parentId, depth, titles: Object.fromEntries(titles.filter((t) => t.moduleCatId === c.id).map((t) => [t.lang, t.title])) });
        if (depth < 10) walk(c.id, depth + 1);
      }
    };
    walk(null, 0);
    // A category whose parent is another module's (none should be) is still offered, at the top.
    for (const c of cats) if (c.parentId !== null && !known.has(c.parentId)) walk(c.parentId, 0);
    return { data, total: data.length };
  },
});

export const entryGetEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/entries/{id}',
  summary: 'One item: its newest version (every language side by side) and the state of each language',
  access: CONTENT_PERMISSIONS['content.read'],
  tags,
  messages,
  params: idParams,
  response: entryRecord,
  handler: ({ call, params }) => getRecord(call.db, idOf(params), call.now),
});

export const entryNewEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/entries/new',
  summary: 'A new item, as a draft (version 1)',
  access: CONTENT_PERMISSIONS['content.edit'],
  tags,
  messages,
  body: newEntryForm,
  response: entryRecord,
  handler: async (ctx) => {
    const id = await createEntry(ctx.call.db, actorOf(ctx), ctx.body, ctx.call.now);
    return getRecord(ctx.call.db, id, ctx.call.now);
  },
});

export const entrySaveEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/entries/{id}',
  summary: 'Save a new version. Refused (409) when `version` is not the newest: the answer’s data holds the difference between the version the editor started from and the one stored now',
  access: CONTENT_PERMISSIONS['content.edit'],
  tags,
  messages,
  params: idParams,
  body: saveEntryForm,
  response: entryRecord,
  handler: async (ctx) => {
    await saveEntry(ctx.call.db, actorOf(ctx), idOf(ctx.params), ctx.body, ctx.call.now);
    return getRecord(ctx.call.db, idOf(ctx.params), ctx.call.now);
  },
});

const entries: RecordResource<typeof entryRecord> = { path: '/api/staff/entries', tags, messages, access, record: entryRecord, read: getRecord };

const review = languageReviewEndpoints(entries, {
  submit: { summary: 'Submit languages of the newest version for review', body: submitForm, act: submitEntry },
  publish: {
    summary: 'Approve submitted languages: published now, or at the minute `at`. The approver must not have written or submitted the text; an administrator may, with a `reason` kept in the audit log',
    body: publishForm,
    act: publishEntry,
  },
  return: { summary: 'Return submitted languages to their author as drafts, with a note', body: returnForm, act: returnEntry },
  unpublish: { summary: 'Take languages off the site now, or at the minute `at`; a scheduled publication is called off', body: unpublishForm, act: unpublishEntry },
});
export const entrySubmitEndpoint = review.submit;
export const entryPublishEndpoint = review.publish;
export const entryReturnEndpoint = review.return;
export const entryUnpublishEndpoint = review.unpublish;

export const entryArchiveEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/entries/{id}/archive',
  summary: 'Archive the item: every language off the site, kept with its history',
  access: CONTENT_PERMISSIONS['content.publish'],
  tags,
  messages,
  params: idParams,
  response: entryRecord,
  handler: async (ctx) => {
    await archiveEntry(ctx.call.db, actorOf(ctx), idOf(ctx.params), ctx.call.now);
    return getRecord(ctx.call.db, idOf(ctx.params), ctx.call.now);
  },
});

const history = historyEndpoints(entries, {
  summaries: {
    versions: 'Every saved version of an item, newest first',
    diff: 'The difference of two versions, field by field',
    restore: 'Make a new version with the content of version `from` (`version`: the newest, as the editor saw it)',
  },
  diffView,
  restoreForm,
  versions: entryVersions,
  diff: diffVersions,
  restore: restoreVersion,
});
export const entryVersionsEndpoint = history.versions;
export const entryDiffEndpoint = history.diff;
export const entryRestoreEndpoint = history.restore;

export const entryPreviewEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/entries/{id}/preview',
  summary: 'A link (30 minutes) to a version in its public template and one language; it carries a ticket for that version only, never the preview key',
  access: CONTENT_PERMISSIONS['content.read'],
  tags,
  messages,
  params: idParams,
  body: previewForm,
  response: z.object({ url: z.string(), expiresAt: z.string() }),
  handler: ({ call, params, body }) => previewLink(call.db, idOf(params), body.lang, body.version, call.now),
});

export const simplifiedDraftEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/entries/simplified',
  summary: 'The simplified Chinese draft of traditional Chinese texts (OpenCC): whichever of `title`, `summary` and `content` are given, at least one; for a person to review, nothing is saved',
  access: CONTENT_PERMISSIONS['content.edit'],
  tags,
  messages,
  body: simplifiedForm,
  response: simplifiedDraftView,
  handler: async ({ body }) => simplifiedDraft(body.text),
});

/** The home screen's part: items waiting for review (publishers), and one's own drafts returned (editors). */
export const PUBLISHING_HOME: readonly HomeSource[] = [
  {
    permission: CONTENT_PERMISSIONS['content.publish'],
    tasks: async (db) => [{ key: 'content.home.submitted', count: await countStates(db, 'submitted'), href: '/staff/entries?filter=%7B%22state%22%3A%22submitted%22%7D' }],
  },
  {
    permission: CONTENT_PERMISSIONS['content.edit'],
    tasks: async (db, me) => [{ key: 'content.home.returned', count: await countReturned(db, me.user.id), href: '/staff/entries?filter=%7B%22state%22%3A%22draft%22%7D' }],
  },
];

async function countReturned(db: Parameters<HomeSource['tasks']>[0], userId: string): Promise<number> {
  return countStates(db, 'draft', userId, true);
}
