/**
 * The site settings in the back office (issue 33): read by editors, publishers and
 * auditors, changed by publishers and administrators; every change in the audit log
 * with what it was and what it became. Route files under /api/staff/site-settings
 * re-export these.
 */
import { z } from 'zod';
import { messageSources } from '#src/i18n/catalogue.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { auditChanges } from '#src/features/staff/audit.ts';
import { defineStaffEndpoint, staffMessages } from '#src/features/staff/staff-api.ts';
import { actorOf, historyEndpoints, idOf, idParams, languageReviewEndpoints, type RecordResource } from '#src/features/staff/record-endpoints.ts';
import type { HomeSource } from '#src/features/staff/staff-endpoints.ts';
import { allows } from '#src/features/staff/permissions.ts';
import {
  menuItemNew,
  menuItemRecord as menuItemRecordSchema,
  menuItemSave,
  menuMoveForm,
  menuTreeRow,
  noticeNew,
  noticeRecord as noticeRecordSchema,
  noticeSave,
  pageDiffView,
  pagePreviewForm,
  pagePublishForm,
  pageRestoreForm,
  noticeRestoreForm,
  pageReturnForm,
  pageSubmitForm,
  pageTextsForm,
  pageUnpublishForm,
  noticePublishForm,
  noticeReturnForm,
  noticeSubmitForm,
  noticeUnpublishForm,
  siteSettingsForm,
  siteSettingsRecord,
  versionForm,
} from './contract.ts';
import { createMenuItem, menuItemRecord, menuTreeRows, moveMenuItem, removeMenuItem, saveMenuItem } from './menu-admin.ts';
import { diffPageVersions, pagePreview, pageVersions, publishPage, restorePage, returnPage, savePageTexts, submitPage, unpublishPage } from './page-review.ts';
import { createNotice, diffNoticeVersions, noticeList, noticeRecord, noticeVersions, publishNotice, restoreNotice, returnNotice, saveNotice, submitNotice, unpublishNotice } from './notice-admin.ts';
import { countSubmitted } from './queries.ts';
import { siteText } from './messages.ts';
import { SITE_PERMISSIONS } from './permissions.ts';
import { SITE_SETTINGS, saveSiteSettings, siteSettingsForStaff } from './settings.ts';

const messages = messageSources(staffMessages, siteText);
/** The settings are one record, `website` (SPEC §3: the group the public site reads). */
const settingsId = z.object({ id: z.literal(SITE_SETTINGS, { error: 'validation.format' }) });

export const siteSettingsListEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/site-settings',
  summary: 'The site settings as a list of one record (the back office’s list screen)',
  access: SITE_PERMISSIONS['site.settings.read'],
  messages,
  response: z.object({ data: z.array(siteSettingsRecord), total: z.number() }),
  handler: async ({ call }) => ({ data: [await siteSettingsForStaff(call.db, call.now)], total: 1 }),
});

export const siteSettingsEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/site-settings/{id}',
  summary: 'The site settings: contact details, languages, analytics key, the gray mourning style and its window (Macao time)',
  access: SITE_PERMISSIONS['site.settings.read'],
  messages,
  params: z.object({ id: z.string().max(40) }),
  response: siteSettingsRecord,
  handler: async ({ call, params }) => {
    if (params.id !== SITE_SETTINGS) throw new NotFoundError();
    return siteSettingsForStaff(call.db, call.now);
  },
});

export const siteSettingsSaveEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/site-settings/{id}',
  summary: 'Save the site settings; refused (409) when someone saved them after the version sent. Every page follows at once.',
  access: SITE_PERMISSIONS['site.settings.manage'],
  messages,
  params: settingsId,
  body: siteSettingsForm,
  response: siteSettingsRecord,
  handler: async ({ call, body, audit }) =>
    call.db.transaction(async (tx) => {
      const { record, change } = await saveSiteSettings(tx, body, call.now);
      if (Object.keys(change.after).length) await audit({ entity: 'site-settings', entityId: SITE_SETTINGS, action: 'update', changes: auditChanges(change.before, change.after) }, tx);
      return record;
    }),
});

// --- the menu tree and its pages, the notices and pop-ups (issue 33) ------------------------

const tags = ['staff', 'content'];
const contentMessages = messages;
/** Who reads, writes and publishes menu pages and notices. */
const access = { read: SITE_PERMISSIONS['site.content.read'], edit: SITE_PERMISSIONS['site.content.edit'], publish: SITE_PERMISSIONS['site.content.publish'] };

export const menuTreeEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/menu-items',
  summary: 'The main menu as a tree (depth-first, each item after its parent), drafts included, with each page’s review state',
  access: SITE_PERMISSIONS['site.content.read'],
  tags,
  messages: contentMessages,
  response: z.object({ data: z.array(menuTreeRow), total: z.number() }),
  handler: async ({ call }) => {
    const data = await menuTreeRows(call.db);
    return { data, total: data.length };
  },
});

export const menuItemEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/menu-items/{id}',
  summary: 'One menu item: its fields, its page’s newest texts in every language, the review state and the old paths that redirect to it',
  access: SITE_PERMISSIONS['site.content.read'],
  tags,
  messages: contentMessages,
  params: idParams,
  response: menuItemRecordSchema,
  handler: ({ call, params }) => menuItemRecord(call.db, idOf(params), call.now),
});

export const menuItemNewEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/menu-items/new',
  summary: 'A new menu item at the end of its parent’s sub-pages, as a draft: off the site until its page is published by a second person',
  access: SITE_PERMISSIONS['site.content.edit'],
  tags,
  messages: contentMessages,
  body: menuItemNew,
  response: menuItemRecordSchema,
  handler: async (ctx) => menuItemRecord(ctx.call.db, await createMenuItem(ctx.call.db, actorOf(ctx), ctx.body, ctx.call.now), ctx.call.now),
});

export const menuItemSaveEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/menu-items/{id}',
  summary: 'Save a menu item’s fields (on the site at once). A new path keeps the old one redirecting (301). Refused (409) when `version` is not the item’s',
  access: SITE_PERMISSIONS['site.content.edit'],
  tags,
  messages: contentMessages,
  params: idParams,
  body: menuItemSave,
  response: menuItemRecordSchema,
  handler: async (ctx) => {
    await saveMenuItem(ctx.call.db, actorOf(ctx), idOf(ctx.params), ctx.body, ctx.call.now);
    return menuItemRecord(ctx.call.db, idOf(ctx.params), ctx.call.now);
  },
});

export const menuItemMoveEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/menu-items/{id}/move',
  summary: 'Move an item: up, down, indent (under the item above), outdent, or under `parentId` (null: the top level). Its old path and its sub-pages’ redirect (301); a loop is refused',
  access: SITE_PERMISSIONS['site.content.edit'],
  tags,
  messages: contentMessages,
  params: idParams,
  body: menuMoveForm,
  response: menuItemRecordSchema,
  handler: async (ctx) => {
    await moveMenuItem(ctx.call.db, actorOf(ctx), idOf(ctx.params), ctx.body, ctx.call.now);
    return menuItemRecord(ctx.call.db, idOf(ctx.params), ctx.call.now);
  },
});

export const menuItemDeleteEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/menu-items/{id}/delete',
  summary: 'Remove an item without sub-pages; one on the site only by a publisher',
  access: SITE_PERMISSIONS['site.content.edit'],
  tags,
  messages: contentMessages,
  params: idParams,
  body: versionForm,
  response: z.object({ id: z.number() }),
  handler: async (ctx) => {
    await removeMenuItem(ctx.call.db, actorOf(ctx), idOf(ctx.params), ctx.body.version, allows(ctx.me.roles, SITE_PERMISSIONS['site.content.publish']));
    return { id: idOf(ctx.params) };
  },
});

export const pageTextsSaveEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/menu-items/{id}/page',
  summary: 'Save a new version of the page’s texts (not on the site until reviewed). Refused (409) when `version` is not the newest',
  access: SITE_PERMISSIONS['site.content.edit'],
  tags,
  messages: contentMessages,
  params: idParams,
  body: pageTextsForm,
  response: menuItemRecordSchema,
  handler: async (ctx) => {
    await savePageTexts(ctx.call.db, actorOf(ctx), idOf(ctx.params), ctx.body, ctx.call.now);
    return menuItemRecord(ctx.call.db, idOf(ctx.params), ctx.call.now);
  },
});

const pages: RecordResource<typeof menuItemRecordSchema> = { path: '/api/staff/menu-items', tags, messages: contentMessages, access, record: menuItemRecordSchema, read: menuItemRecord };

const pageReview = languageReviewEndpoints(pages, {
  submit: {
    summary: 'Submit languages of the newest version of the page’s texts for review (each language has its own state). Refused (409) when `version` is not the newest',
    body: pageSubmitForm,
    act: submitPage,
  },
  publish: {
    summary: 'Publish submitted languages now, or at a Macao minute to come (`at`); a draft item goes on the site with its first. Not by their author or submitter; an administrator may, with a `reason` kept in the audit log',
    body: pagePublishForm,
    act: publishPage,
  },
  return: { summary: 'Return submitted (or scheduled) languages to their author, with a note', body: pageReturnForm, act: returnPage },
  unpublish: {
    summary: 'Take languages off the site now, or at a minute to come (`at`); a scheduled publication is called off. An item with no language left is a draft again',
    body: pageUnpublishForm,
    act: unpublishPage,
  },
});
export const pageSubmitEndpoint = pageReview.submit;
export const pagePublishEndpoint = pageReview.publish;
export const pageReturnEndpoint = pageReview.return;
export const pageUnpublishEndpoint = pageReview.unpublish;

const pageHistory = historyEndpoints(pages, {
  summaries: {
    versions: 'Every saved version of the page’s texts, newest first',
    diff: 'The difference of two versions of the page’s texts, field by field',
    restore: 'Make a new version of the page’s texts with those of version `from` (`version`: the newest, as the editor saw it; 409 when stale)',
  },
  diffView: pageDiffView,
  restoreForm: pageRestoreForm,
  versions: pageVersions,
  diff: diffPageVersions,
  restore: restorePage,
});
export const pageRestoreEndpoint = pageHistory.restore;
export const pageVersionsEndpoint = pageHistory.versions;
export const pageDiffEndpoint = pageHistory.diff;

export const pagePreviewEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/menu-items/{id}/preview',
  summary: 'A link (30 minutes) to a version of the page (the newest by default) at its address, in its template and one language; it carries a ticket for that version only, never the preview key',
  access: SITE_PERMISSIONS['site.content.read'],
  tags,
  messages: contentMessages,
  params: idParams,
  body: pagePreviewForm,
  response: z.object({ url: z.string(), expiresAt: z.string() }),
  handler: ({ call, params, body }) => pagePreview(call.db, idOf(params), body.lang, body.version, call.now),
});

export const noticeListEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/site-notices',
  summary: 'The site notices and pop-ups, with their window (Macao time), each language’s review state and whether the site shows them now',
  access: SITE_PERMISSIONS['site.content.read'],
  tags,
  messages: contentMessages,
  response: z.object({
    data: z.array(
      z.object({
        id: z.number(),
        kind: z.string(),
        title: z.string(),
        from: z.string(),
        until: z.string(),
        review: z.string(),
        languages: z.array(z.object({ lang: z.string(), state: z.string() })),
        showingNow: z.boolean(),
        updatedAt: z.string(),
      }),
    ),
    total: z.number(),
  }),
  handler: async ({ call }) => {
    const data = await noticeList(call.db, call.now);
    return { data, total: data.length };
  },
});

export const noticeEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/site-notices/{id}',
  summary: 'One notice or pop-up: its newest version and each language’s review state',
  access: SITE_PERMISSIONS['site.content.read'],
  tags,
  messages: contentMessages,
  params: idParams,
  response: noticeRecordSchema,
  handler: ({ call, params }) => noticeRecord(call.db, idOf(params), call.now),
});

export const noticeNewEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/site-notices/new',
  summary: 'A new notice or pop-up (version 1), off the site until a second person publishes it',
  access: SITE_PERMISSIONS['site.content.edit'],
  tags,
  messages: contentMessages,
  body: noticeNew,
  response: noticeRecordSchema,
  handler: async (ctx) => noticeRecord(ctx.call.db, await createNotice(ctx.call.db, actorOf(ctx), ctx.body, ctx.call.now), ctx.call.now),
});

export const noticeSaveEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/site-notices/{id}',
  summary: 'Save a new version (the site keeps the published one until the new is reviewed). Refused (409) when `version` is not the newest',
  access: SITE_PERMISSIONS['site.content.edit'],
  tags,
  messages: contentMessages,
  params: idParams,
  body: noticeSave,
  response: noticeRecordSchema,
  handler: async (ctx) => {
    await saveNotice(ctx.call.db, actorOf(ctx), idOf(ctx.params), ctx.body, ctx.call.now);
    return noticeRecord(ctx.call.db, idOf(ctx.params), ctx.call.now);
  },
});

const notices: RecordResource<typeof noticeRecordSchema> = { path: '/api/staff/site-notices', tags, messages: contentMessages, access, record: noticeRecordSchema, read: noticeRecord };

const noticeReview = languageReviewEndpoints(notices, {
  submit: {
    summary: 'Submit languages of the newest version of the notice for review (each language has its own state). Refused (409) when `version` is not the newest',
    body: noticeSubmitForm,
    act: submitNotice,
  },
  publish: {
    summary: 'Publish submitted languages now, or at a Macao minute to come (`at`): the site shows them within the version’s window. Not by their author or submitter; an administrator may, with a `reason` kept in the audit log',
    body: noticePublishForm,
    act: publishNotice,
  },
  return: { summary: 'Return submitted (or scheduled) languages to their author, with a note', body: noticeReturnForm, act: returnNotice },
  unpublish: {
    summary: 'Take languages off the site now, or at a minute to come (`at`); a scheduled publication is called off. A notice with no language left is off the site',
    body: noticeUnpublishForm,
    act: unpublishNotice,
  },
});
export const noticeSubmitEndpoint = noticeReview.submit;
export const noticePublishEndpoint = noticeReview.publish;
export const noticeReturnEndpoint = noticeReview.return;
export const noticeUnpublishEndpoint = noticeReview.unpublish;

const noticeHistory = historyEndpoints(
  notices,
  {
    summaries: {
      versions: 'Every saved version of the notice, newest first',
      diff: 'The difference of two versions of the notice, field by field',
      restore: 'Make a new version of the notice with the texts and window of version `from` (`version`: the newest, as the editor saw it; 409 when stale)',
    },
    diffView: pageDiffView,
    restoreForm: noticeRestoreForm,
    versions: noticeVersions,
    diff: diffNoticeVersions,
    restore: restoreNotice,
  },
);
export const noticeRestoreEndpoint = noticeHistory.restore;
export const noticeVersionsEndpoint = noticeHistory.versions;
export const noticeDiffEndpoint = noticeHistory.diff;

/** The home screen's part: menu pages and notices waiting for review (publishers). */
export const SITE_HOME: HomeSource = {
  permission: SITE_PERMISSIONS['site.content.publish'],
  tasks: async (db) => [{ key: 'staff.menu.home.submitted', count: await countSubmitted(db), href: '/staff/menu-items' }],
};
