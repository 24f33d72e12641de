/** Keyboard use: the skip link is the first Tab stop and takes focus to the main content. */
import { expect, test } from '@playwright/test';
import { LANGS, pageUrl, t } from './support.ts';

for (const lang of LANGS) {
  test(`the skip link is the first Tab stop and moves focus to #main (${lang})`, async ({ page }) => {
    await page.goto(pageUrl(lang));
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: t(lang, 'site.skipToContent') });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await expect(skip).toBeInViewport();
    await expect(skip).toHaveAttribute('href', '#main');

    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
    await expect(page).toHaveURL(/#main$/);

    // The next Tab continues from the main content, not from the top of the page.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => !!document.activeElement?.closest('#main'));
    expect(inMain, 'the Tab after the skip link lands inside the main content').toBe(true);
  });
}
