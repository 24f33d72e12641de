/**
 * WCAG 2.2 AA checks (axe) on the shell in the states the other specs do not
 * scan: a two-column page with its side navigation and article tool, an open
 * drop-down, the WeChat dialog, the phone menu and the mini header.
 */
import { expect, test } from '@playwright/test';
import { pageUrl, t } from './support.ts';
import { expectNoAxeViolations } from './axe.ts';


for (const lang of ['zh-hant', 'en'] as const) {
  test(`a third-level page, an open drop-down and the WeChat dialog (${lang})`, async ({ page }) => {
    await page.goto(pageUrl(lang, 'insurance-sector/intermediaries-register/individual-agents'));
    await expectNoAxeViolations(page, 'third-level page');
    await page.locator('[data-submenu-toggle]').first().click();
    // An open drop-down covers the page under it on purpose: scan the menu itself.
    await expectNoAxeViolations(page, 'open drop-down', { include: '[data-main-nav]' });
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(page.locator('html')).toHaveAttribute('data-mini', '');
    await expectNoAxeViolations(page, 'mini header');
    await page.getByRole('button', { name: t(lang, 'shell.wechat'), exact: true }).click();
    await expectNoAxeViolations(page, 'WeChat dialog');
  });

  test(`the phone layout with the menu open (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(pageUrl(lang, 'about-us/introduction'));
    await page.getByRole('button', { name: t(lang, 'shell.menu'), exact: true }).click();
    await page.locator('[data-submenu-toggle]').first().click();
    await expectNoAxeViolations(page, 'phone menu');
    await context.close();
  });
}
