/**
 * The footer and quick-link menus' staff calls (issue 33): read by everyone on the content
 * desk, changed by editors and publishers (`site.content.edit`); every change audited in
 * its transaction and refused (409) when made from an older version. Route files under
 * /api/staff/menu-links re-export these.
 */
import { z } from 'zod';
import { messageSources } from '#src/i18n/catalogue.ts';
import type { Database } from '#src/server/db/open.ts';
import { defineStaffEndpoint, staffMessages } from '#src/features/staff/staff-api.ts';
import { linkListQuery, linkMove, linkNew, linkRecord, linkSave, versionForm } from './contract.ts';
import { createLink, linkRecordOf, linkRows, moveLink, removeLink, saveLink } from './link-menu-admin.ts';
import { siteText } from './messages.ts';
import { SITE_PERMISSIONS } from './permissions.ts';
import type { Actor } from './review.ts';
import { actorOf, idOf, idParams } from '#src/features/staff/record-endpoints.ts';

const messages = messageSources(staffMessages, siteText);
const tags = ['staff', 'content'];
const common = { tags, messages } as const;

export const linkListEndpoint = defineStaffEndpoint({
  ...common,
  method: 'GET',
  path: '/api/staff/menu-links',
  summary: 'The footer and quick-link menus (or one, `menu`), depth-first: each link after its parent, siblings in order',
  access: SITE_PERMISSIONS['site.content.read'],
  query: linkListQuery,
  response: z.object({ data: z.array(linkRecord), total: z.number() }),
  handler: async ({ call, query }) => {
    const data = await linkRows(call.db, query.menu);
    return { data, total: data.length };
  },
});

export const linkEndpoint = defineStaffEndpoint({
  ...common,
  method: 'GET',
  path: '/api/staff/menu-links/{id}',
  summary: 'One link of the footer or quick-link menu',
  access: SITE_PERMISSIONS['site.content.read'],
  params: idParams,
  response: linkRecord,
  handler: ({ call, params }) => linkRecordOf(call.db, idOf(params)),
});

export const linkNewEndpoint = defineStaffEndpoint({
  ...common,
  method: 'POST',
  path: '/api/staff/menu-links/new',
  summary: 'A new link at the end of its menu (or of a footer column): on the site at once. It leads to a page of the main menu (its path) or to an http(s) address',
  access: SITE_PERMISSIONS['site.content.edit'],
  body: linkNew,
  response: linkRecord,
  handler: async (ctx) => linkRecordOf(ctx.call.db, await createLink(ctx.call.db, actorOf(ctx), ctx.body, ctx.call.now)),
});

/** A change of one link (a save, a move): the body checked, the rule run in its transaction, the link answered as it is now. */
function linkChange<B extends z.ZodType>(path: string, summary: string, body: B, change: (db: Database, actor: Actor, id: number, body: z.output<B>, now: Date) => Promise<void>) {
  return defineStaffEndpoint({
    ...common,
    method: 'POST',
    path,
    summary,
    access: SITE_PERMISSIONS['site.content.edit'],
    params: idParams,
    body,
    response: linkRecord,
    handler: async (ctx) => {
      await change(ctx.call.db, actorOf(ctx), idOf(ctx.params), ctx.body, ctx.call.now);
      return linkRecordOf(ctx.call.db, idOf(ctx.params));
    },
  });
}

export const linkSaveEndpoint = linkChange('/api/staff/menu-links/{id}', 'Save a link (on the site at once). Refused (409) when `version` is not the link’s', linkSave, saveLink);

export const linkMoveEndpoint = linkChange('/api/staff/menu-links/{id}/move', 'Move a link: up, down, indent (into the footer column above), outdent (out of its column)', linkMove, moveLink);

export const linkDeleteEndpoint = defineStaffEndpoint({
  ...common,
  method: 'POST',
  path: '/api/staff/menu-links/{id}/delete',
  summary: 'Remove a link without sub-links (on the site at once)',
  access: SITE_PERMISSIONS['site.content.edit'],
  params: idParams,
  body: versionForm,
  response: z.object({ id: z.number() }),
  handler: async (ctx) => {
    await removeLink(ctx.call.db, actorOf(ctx), idOf(ctx.params), ctx.body.version);
    return { id: idOf(ctx.params) };
  },
});
