/**
 * Detail views of the data features reached through their menu paths answer an
 * unknown id with HTTP 404 and the 404 page (docs/decisions/0003): a bond
 * information item and a bond record on the ISIN page. The rate and statistics
 * pages are date and list views with no id, so they keep their empty states.
 * The paths come from the menu the site serves, so the test follows the seed.
 */
import { expect, test } from '@playwright/test';
import { mainMenu, pageUrl, t, type MenuItem } from './support.ts';

/** The menu path of the page rendering `module`. */
function pathOf(menu: MenuItem[], module: string): string {
  const stack = [...menu];
  while (stack.length) {
    const item = stack.shift();
    if (!item) break;
    if (item.page?.module === module && !item.url) return item.path;
    stack.push(...item.childrens);
  }
  throw new Error(`no menu page renders ${module}`);
}

const DETAIL_MODULES = [
  { module: 'bond-information', what: 'a bond information item' },
  { module: 'isin', what: 'a bond record on the ISIN page' },
] as const;

for (const { module, what } of DETAIL_MODULES) {
  test(`${what} with an unknown id answers 404 with the 404 page (${module})`, async ({ page, request }) => {
    const path = pathOf(await mainMenu(request, 'en'), module);
    for (const id of ['99999999', 'not-an-id']) {
      const response = await page.goto(`${pageUrl('en', path)}?id=${id}`);
      expect(response?.status(), `${path}?id=${id}`).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'site.notFoundTitle'));
    }
    // The list itself is still there.
    expect((await page.goto(pageUrl('en', path)))?.status()).toBe(200);
  });
}
