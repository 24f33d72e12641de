/**
 * The footer and quick-link menus (issue 33), by keyboard in Portuguese, with axe on every
 * screen and reflow at 320 px: an editor opens them from the menu, a link that is not an
 * address is refused with the summary focused, a quick link to the FAQ is added (its title
 * in Chinese and English only: the list marks the English one as a fallback), moved up by
 * its button, and the public home page shows it at once.
 * STAFF_SHOTS=<folder> also saves screenshots of the screens at 1280 and 375 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expectStaffReflow, signInAs, staffShots, staffTeam, staffText, startStaffServer, type StaffServer } from './staff-support.ts';
import { SITE_CONTENT_RESOURCES } from '../../src/features/site/ui/staff-site-resources.ts';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const screens = SITE_CONTENT_RESOURCES.flatMap((r) => (r.text ? [r.text] : []));
const t = (key: string, params: Record<string, string> = {}) => staffText('pt', key, params, ...screens);
const TITLE = 'Frequently asked';

let server: StaffServer;
test.beforeAll(async () => {
  server = await startStaffServer();
});
test.afterAll(async () => server?.stop());

async function check(page: Page, label: string): Promise<void> {
  await expectNoAxeViolations(page, label);
  await expectStaffReflow(page, label);
  await staffShots(page, label);
}

test('an editor adds a quick link by keyboard and the home page shows it at once', async ({ browser }) => {
  const team = await staffTeam(server, 'links', { editor: ['editor'] });
  const page = await browser.newPage({ baseURL: server.base });
  await signInAs(page, team.editor!, 'pt');

  const menuItem = page.getByRole('menuitem', { name: t('resources.menu-links.name') });
  await menuItem.focus();
  await menuItem.press('Enter');
  await expect(page.getByRole('heading', { name: t('staff.links.menu.footer'), level: 2 })).toBeVisible();
  const quick = page.getByRole('region', { name: t('staff.links.menu.quick-links') });
  await expect(quick.getByRole('listitem')).toHaveCount(8);
  await check(page, 'footer and quick links');

  await quick.getByRole('link', { name: t('staff.links.add.quick-links') }).press('Enter');
  const link = page.getByLabel(t('resources.menu-links.fields.link'));
  await expect(link).toBeVisible();
  await page.getByLabel(t('staff.links.titleIn', { lang: t('staff.lang.zh-hant') })).fill('常見問題');
  await page.getByLabel(t('staff.links.titleIn', { lang: t('staff.lang.en') })).fill(TITLE);
  await link.fill('javascript:alert(1)');
  await page.getByRole('button', { name: staffText('pt', 'ra.action.save') }).press('Enter');
  const summary = page.getByRole('alert').filter({ hasText: staffText('pt', 'staff.errors.title') });
  await expect(summary).toBeFocused();
  await check(page, 'new quick link with an error');
  await summary.getByRole('link', { name: t('site.links.unknownPath') }).press('Enter');
  await expect(link).toBeFocused();
  await link.fill('/pt/services/faq/');
  await page.getByRole('button', { name: staffText('pt', 'ra.action.save') }).press('Enter');

  // Back on the list: the new link last, its English title marked as not Portuguese.
  const added = quick.getByRole('listitem').last();
  await expect(added.getByRole('link', { name: TITLE })).toHaveAttribute('lang', 'en');
  await expect(added).toContainText(t('staff.menu.titleFallback', { lang: t('staff.lang.en') }));
  await expect(added).toContainText('/services/faq');
  const up = added.getByRole('button', { name: t('staff.links.move.upOf', { title: TITLE }) });
  await up.focus();
  await up.press('Enter');
  await expect(page.getByRole('status')).toHaveText(t('staff.links.moved', { title: TITLE }));
  await expect(quick.getByRole('listitem').nth(-2).getByRole('link', { name: TITLE })).toBeVisible();
  await check(page, 'quick link moved');

  // On the public home page at once (the cached page follows the site tag), one before last.
  const home = await (await page.request.get(`${server.base}/pt/`)).text();
  const shortcuts = [...home.matchAll(/class="quick-links__link"[^>]*>\s*([^<]+)/g)].map((m) => m[1]?.trim());
  expect(shortcuts.at(-2)).toBe(TITLE);
  expect(home).toContain('href="/pt/services/faq"');
  await page.close();
});
