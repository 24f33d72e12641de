/**
 * A visitor's pass over one page of every template in every language (issue 19):
 * axe finds no WCAG 2.2 AA violation at 1280 px, and at 320 px no page is wider
 * than the viewport (WCAG 1.4.10: a table that cannot shrink scrolls inside its
 * own region, never the page). One test per template and language, so one
 * failure never hides another.
 *
 * The pages are found through the menu the API serves (one menu page per page
 * module, plus the pages the menu does not list: home, 404, news, statement and
 * bond details), so the test follows the seed instead of hard-coding paths.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PAGE_MODULES } from '../../src/lib/modules.ts';
import { LANGS, mainMenu, type Language, type MenuItem } from './support.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

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

async function widestOverflow(page: Page): Promise<string> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && el.getClientRects().length > 0)
      .filter((el) => !el.parentElement?.closest('[data-scroll-region]'))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''} (${String(Math.round(el.getBoundingClientRect().right))} px)`);
    return wide.join(', ');
  });
}

for (const lang of LANGS) {
  test.describe(`every template in ${lang}`, () => {
    for (const template of TEMPLATES) {
      test(`${template} (${lang}): no axe violation at 1280 px, no page wider than 320 px`, async ({ page, request }) => {
        const url = await templateUrl(request, lang, template);
        await page.setViewportSize({ width: 1280, height: 900 });
        const res = await page.goto(url);
        expect(res?.status(), url).toBe(template === 'not found' ? 404 : 200);
        const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(summary, `axe on ${url}`).toEqual([]);

        await page.setViewportSize({ width: 320, height: 640 });
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${url} at 320 px is wider than the viewport` })
          .toBeLessThanOrEqual(320)
          .catch(async (error: unknown) => {
            throw new Error(`${String(error)}\nToo wide: ${await widestOverflow(page)}`);
          });
      });
    }
  });
}
