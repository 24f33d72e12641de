/**
 * The header and footer test routes of SPEC §2: `/{lang}/test/header` shows the
 * site header alone (top bar, logo, main menu) and `/{lang}/test/footer` the
 * footer alone (site map columns, copyright with the current year), in every
 * language, without WCAG 2.2 AA violations and kept out of search engines.
 */
import { expect, test } from '@playwright/test';
import { LANGS, t } from './support.ts';
import { expectNoAxeViolations } from './axe.ts';


for (const lang of LANGS) {
  test(`the header test route in ${lang} shows the header and no footer`, async ({ page }) => {
    const response = await page.goto(`/${lang}/test/header`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'layoutTest.headerTitle'));
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: t(lang, 'site.mainNavigation') })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t(lang, 'site.languages') })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: t(lang, 'site.footerNavigation') })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test(`the footer test route in ${lang} shows the footer and no header`, async ({ page }) => {
    const response = await page.goto(`/${lang}/test/footer`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'layoutTest.footerTitle'));
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer.getByRole('navigation', { name: t(lang, 'site.footerNavigation') })).toBeVisible();
    expect(await footer.getByRole('link').count()).toBeGreaterThan(5);
    await expect(footer).toContainText(t(lang, 'site.copyright', { year: new Date().getFullYear() }));
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: t(lang, 'site.mainNavigation') })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
