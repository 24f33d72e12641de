/**
 * One page of every template (issue 19), found through the menu the API serves:
 * one menu page per page module, plus the pages the menu does not list (home,
 * section, 404, news, statement and bond details), so the browser tests follow
 * the seed instead of hard-coding paths.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { PAGE_MODULES } from '../../src/lib/modules.ts';
import { mainMenu, type Language, type MenuItem } from './support.ts';

function flatten(items: MenuItem[]): MenuItem[] {
  return items.flatMap((i) => [i, ...flatten(i.childrens)]);
}

async function firstId(request: APIRequestContext, query: string): Promise<number> {
  const res = await request.get(`/api/v1.0/cms/news?${query}`);
  expect(res.status()).toBe(200);
  const id = ((await res.json()) as { data: { data: { id: number }[] } }).data.data[0]?.id;
  if (id === undefined) throw new Error(`no news for ${query}`);
  return id;
}

/** Templates that are not one page module of the menu: name → URL in a language. */
const EXTRA: Record<string, (request: APIRequestContext, lang: Language) => Promise<string>> = {
  home: async (_r, lang) => `/${lang}/`,
  section: async (request, lang) => {
    const item = flatten(await mainMenu(request, lang)).find((i) => i.page?.template === 'section' && !i.url);
    return `/${lang}/${item!.path}`;
  },
  'not found': async (_r, lang) => `/${lang}/no-such-page`,
  'news detail': async (request, lang) => `/${lang}/news-notice-detail?id=${String(await firstId(request, 'PageSize=1&Filters.CatSlug=press-releases'))}&from=press-releases`,
  'statement detail': async (request, lang) => `/${lang}/statement/statement/${String(await firstId(request, 'PageSize=1&Filters.CatSlug=statement'))}`,
  'bond detail': async (request, lang) => {
    const res = await request.get('/api/v1.0/bond/information?PageSize=1&Keyword=issue');
    const item = ((await res.json()) as { data: { data: { id: number; bonds: { id: number }[] }[] } }).data.data[0]!;
    return `/${lang}/financial-information/bond-market/isin?id=${String(item.bonds[0]!.id)}`;
  },
  'bond information detail': async (request, lang) => {
    const res = await request.get('/api/v1.0/bond/information?PageSize=1&Keyword=issue');
    const item = ((await res.json()) as { data: { data: { id: number }[] } }).data.data[0]!;
    return `/${lang}/financial-information/bond-market/bond-information?id=${String(item.id)}`;
  },
};

/** The URL of one page of a template in a language. */
export async function templateUrl(request: APIRequestContext, lang: Language, template: string): Promise<string> {
  const extra = EXTRA[template];
  if (extra) return extra(request, lang);
  const item = flatten(await mainMenu(request, lang)).find((i) => i.page?.module === template && !i.url);
  expect(item, `the menu has a page of module ${template}`).toBeDefined();
  return `/${lang}/${item!.path}`;
}

/** Every template: the page modules of SPEC §2 the menu uses, and the pages outside the menu. */
export const TEMPLATES: readonly string[] = [...Object.keys(EXTRA), ...PAGE_MODULES.filter((m) => m !== 'generic-page' && m !== 'news-detail'), 'generic-page'];
