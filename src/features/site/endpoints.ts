/**
 * The site's calls (SPEC §7): menus, pages, notices and pop-ups, settings, select
 * lists, the layout data and the settings test hook. The route files under
 * src/api re-export these.
 */
import { z } from 'zod';
import { queryFlag } from '#src/lib/api/envelope.ts';
import { idParam, moduleIdParam, slugParam } from '#src/lib/api/params.ts';
import { getConfig } from '#src/server/config.ts';
import { queryCount } from '#src/server/db/query-count.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { noticeSchema, selectionOptionSchema, selectionTypeSchema, settingSchema, layoutSchema } from './contract.ts';
import { menuItemSchema, pageSchema } from '#src/server/page/contract.ts';
import { languageSchema } from '#src/lib/i18n/language-schema.ts';
import { getLayout } from './layout-service.ts';
import { getMenu, MAIN_MENU } from './menu-service.ts';
import { getActiveNotices } from './notices.ts';
import { getItemLanguage } from './item-language.ts';
import { itemLanguageSchema } from '#src/features/entries/contract.ts';
import { getPage } from './page-service.ts';
import { getSelection } from './selection.ts';
import { getSetting, getSettingsByIdentify } from './settings.ts';
import { settingKeyQuery } from './settings-query.ts';
import { upsertSetting } from './queries.ts';

export const menuEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/menu',
  summary: 'The main menu as a tree',
  tags: ['layout'],
  response: z.array(menuItemSchema),
  handler: ({ lang }) => getMenu(getDb(), MAIN_MENU, lang),
});

export const menuItemsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/menu/items',
  summary: 'The items of one menu (main, footer, quick-links, top-links)',
  tags: ['layout'],
  query: z.object({
    mark: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[a-z0-9-]+$/)
      .meta({ description: 'Menu mark', example: 'footer' }),
  }),
  response: z.array(menuItemSchema),
  handler: ({ query, lang }) => getMenu(getDb(), query.mark, lang),
});

export const pageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/page',
  summary: 'A page of the site by its path, or its preview version',
  description: 'With `preview`, `id` (page id), `vid` (version id) and the server preview `key`, the saved version is returned; without a valid key, the published page.',
  tags: ['content'],
  query: z.object({
    path: z.string().min(1).max(300).regex(/^[a-z0-9/_-]+$/i).meta({ example: 'about-us/mission' }),
    preview: queryFlag.optional(),
    id: idParam.optional(),
    vid: idParam.optional(),
    key: z.string().max(200).optional(),
  }),
  response: pageSchema,
  handler: ({ query, lang }) => getPage(getDb(), query.path, lang, { preview: !!query.preview, id: query.id, vid: query.vid, key: query.key }),
});

/** Notice and pop-up slugs were declared with at most 64 characters: the shared slug, kept to that limit. */
const noticeQuery = z.object({ slug: slugParam.max(64).optional() });

export const noticeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/notice',
  summary: 'Active site notices (shown on the home page)',
  tags: ['layout'],
  query: noticeQuery,
  response: z.array(noticeSchema),
  handler: ({ query, lang }) => getActiveNotices(getDb(), 'notice', lang, query.slug ? { slug: query.slug } : {}),
});

export const popupEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/popup',
  summary: 'Active pop-ups (shown once per browser session on the home page)',
  tags: ['layout'],
  query: noticeQuery,
  response: z.array(noticeSchema),
  handler: ({ query, lang }) => getActiveNotices(getDb(), 'popup', lang, query.slug ? { slug: query.slug } : {}),
});

export const settingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/setting',
  summary: 'One setting entry',
  tags: ['cms'],
  query: z.object({ identify: settingKeyQuery.meta({ example: 'website' }), ck: settingKeyQuery.meta({ example: 'phone' }) }),
  response: settingSchema,
  handler: async ({ query }) => {
    const setting = await getSetting(getDb(), query.identify, query.ck);
    if (!setting) throw new NotFoundError();
    return setting;
  },
});

export const settingByIdentifyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/setting_by_identify',
  summary: 'Every setting entry of a group',
  tags: ['cms'],
  query: z.object({ identify: settingKeyQuery.meta({ example: 'website' }) }),
  response: z.array(settingSchema),
  handler: ({ query }) => getSettingsByIdentify(getDb(), query.identify),
});

// SPEC §7 writes this path with a double slash (`/api/v1//common/selection`);
// the middleware folds repeated slashes of API paths, so both spellings land here.
export const selectionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1//common/selection',
  summary: 'Options of a select list: country areas (with dialling codes) or occupations',
  tags: ['cms'],
  query: z.object({ type: selectionTypeSchema }),
  response: z.array(selectionOptionSchema),
  handler: ({ query, lang }) => getSelection(getDb(), query.type, lang),
});

export const layoutEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/bff/common',
  summary: 'Layout data: the main menu and the mourning (gray) style flag',
  tags: ['layout'],
  query: z.object({ lang: languageSchema.optional().meta({ description: 'Overrides Api-Language / Accept-Language' }) }),
  response: layoutSchema,
  handler: ({ query, lang }) => getLayout(getDb(), query.lang ?? lang),
});

/**
 * Test hook: lets the browser tests switch settings (gray style, languages,
 * analytics) on the running server. It exists only when TEST_HOOKS is set and is
 * left out of the OpenAPI document.
 */
export const testSettingsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/test/settings',
  summary: 'Test mode only: change a setting',
  tags: ['test'],
  body: z.object({ identify: settingKeyQuery, ck: settingKeyQuery, parameter: z.string().max(2000) }),
  response: z.object({ identify: z.string(), ck: z.string(), parameter: z.string() }),
  handler: async ({ body }) => {
    if (!getConfig().TEST_HOOKS) throw new NotFoundError();
    await upsertSetting(getDb(), body.identify, body.ck, body.parameter);
    return body;
  },
});

/**
 * Test hook: the number of SQL statements this process has run, so the bench can
 * report queries per render (read before and after one uncached request). Only
 * when TEST_HOOKS is set; not in the OpenAPI document.
 */
export const testQueryCountEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/test/query-count',
  summary: 'Test mode only: SQL statements run so far',
  tags: ['test'],
  response: z.object({ queries: z.number().int() }),
  handler: () => {
    if (!getConfig().TEST_HOOKS) return Promise.reject(new NotFoundError());
    return Promise.resolve({ queries: queryCount() });
  },
});

export const itemLanguageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/item_language',
  summary: 'The languages a content item exists in',
  tags: ['cms'],
  query: z.object({
    module: moduleIdParam.meta({ example: 'page' }),
    id: idParam,
  }),
  response: itemLanguageSchema,
  handler: ({ query }) => getItemLanguage(getDb(), query.module, query.id),
});
