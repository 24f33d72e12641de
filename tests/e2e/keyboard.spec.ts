/** Keyboard use: the skip link is the first Tab stop and takes focus to the main content. */
import { expect, test, type Page } from '@playwright/test';
import { firstSection, LANGS, mainMenu, pageUrl, t, type Language } from './support.ts';

async function expectSkipLinkFirst(page: Page, lang: Language): Promise<void> {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: t(lang, 'site.skipToContent') });
  await expect(skip, 'the first Tab stop is the skip link').toBeFocused();
  await expect(skip).toBeInViewport();
  await expect(skip).toHaveAttribute('href', '#main');

  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
  await expect(page).toHaveURL(/#main$/);

  // The next Tab continues from the main content, not from the top of the page.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => !!document.activeElement?.closest('#main'));
  expect(inMain, 'the Tab after the skip link lands inside the main content').toBe(true);
}

for (const lang of LANGS) {
  test(`on a section page the skip link is the first Tab stop and moves focus to #main (${lang})`, async ({ page, request }) => {
    const section = firstSection(await mainMenu(request, lang));
    await page.goto(pageUrl(lang, section.path));
    await expectSkipLinkFirst(page, lang);
  });
}

test('on the home page, once the pop-up is closed, the skip link is the first Tab stop', async ({ page }) => {
  const lang: Language = 'en';
  await page.goto(pageUrl(lang));
  // SPEC §2: the home page may open a pop-up; it takes the focus, and once closed it
  // stays closed for the browser session.
  const popup = page.locator('dialog[open]');
  if ((await popup.count()) > 0) {
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await page.reload();
    await expect(page.locator('dialog[open]')).toHaveCount(0);
  }
  await expectSkipLinkFirst(page, lang);
});
