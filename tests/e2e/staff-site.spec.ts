/**
 * The site settings screen (issue 33), by keyboard, with axe, in Portuguese: a
 * publisher opens it from the menu, a bad address is refused with the summary
 * focused and linked to its field, the gray mourning style switched on is on every
 * public page at once, and off again.
 */
import { expect, test, type Page } from '@playwright/test';
import { SITE_SETTINGS_RESOURCE } from '../../src/features/site/ui/staff-settings.tsx';
import { expectNoAxeViolations } from './axe.ts';
import { expectStaffReflow, signInAs, staffTeam, staffText, startStaffServer, type StaffServer } from './staff-support.ts';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const text = (key: string, params: Record<string, string> = {}) => staffText('pt', key, params, SITE_SETTINGS_RESOURCE.text ?? { 'zh-hant': {}, en: {}, pt: {} });

let server: StaffServer;
test.beforeAll(async () => {
  server = await startStaffServer();
});
test.afterAll(async () => server?.stop());

async function grayPages(page: Page): Promise<boolean[]> {
  const out: boolean[] = [];
  for (const path of ['/pt/', '/en/', '/zh-hant/']) {
    const html = await (await page.request.get(`${server.base}${path}`)).text();
    out.push(/<html[^>]*class="[^"]*gray-style/.test(html));
  }
  return out;
}

test('a publisher switches the gray mourning style on and off from the site settings', async ({ browser }) => {
  const team = await staffTeam(server, 'site', { publisher: ['publisher'] });
  const context = await browser.newContext({ baseURL: server.base });
  const page = await context.newPage();
  await signInAs(page, team.publisher!, 'pt');

  // From the menu, by keyboard.
  const menuItem = page.getByRole('menuitem', { name: text('resources.site-settings.name') });
  await menuItem.focus();
  await menuItem.press('Enter');
  await expect(page.getByLabel(text('resources.site-settings.fields.email'))).toHaveValue('general@amcm.gov.mo');
  await expect(page.getByRole('status').filter({ hasText: text('staff.site.grayNowOff') })).toBeVisible();
  await expectNoAxeViolations(page, 'site settings');
  await expectStaffReflow(page, 'site settings');
  expect(await grayPages(page)).toEqual([false, false, false]);

  // A bad address: the summary takes focus and leads to the field.
  const facebook = page.getByLabel(text('resources.site-settings.fields.facebook'));
  await facebook.fill('http://www.facebook.com/amcm.macau');
  await page.getByRole('button', { name: text('ra.action.save') }).press('Enter');
  const summary = page.getByRole('alert').filter({ hasText: text('staff.errors.title') });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: text('site.settings.httpsUrl') })).toBeVisible();
  await expectNoAxeViolations(page, 'site settings with an error');
  await summary.getByRole('link', { name: text('site.settings.httpsUrl') }).press('Enter');
  await expect(facebook).toBeFocused();
  await facebook.fill('https://www.facebook.com/amcm.macau');

  // The gray style on: every public page at once.
  await page.getByRole('switch', { name: text('resources.site-settings.fields.grayStyle') }).or(page.getByRole('checkbox', { name: text('resources.site-settings.fields.grayStyle') })).press('Space');
  await page.getByRole('button', { name: text('ra.action.save') }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: text('staff.site.grayNowOn') })).toBeVisible();
  expect(await grayPages(page)).toEqual([true, true, true]);

  // And off.
  await page.getByRole('switch', { name: text('resources.site-settings.fields.grayStyle') }).or(page.getByRole('checkbox', { name: text('resources.site-settings.fields.grayStyle') })).press('Space');
  await page.getByRole('button', { name: text('ra.action.save') }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: text('staff.site.grayNowOff') })).toBeVisible();
  expect(await grayPages(page)).toEqual([false, false, false]);
  await context.close();
});
