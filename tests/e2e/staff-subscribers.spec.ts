/**
 * Subscribers in the back office (issue 34), by keyboard, with axe, in English: a
 * visitor signs up for alerts (through the public API, the verification code read
 * from the test hook), an administrator sees the counts, finds the address, removes
 * it on the visitor's request, and the search no longer finds it; the history of
 * alerts sent opens too.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SUBSCRIBER_RESOURCES } from '../../src/features/alerts/ui/staff-subscribers.tsx';
import { expectNoAxeViolations } from './axe.ts';
import { expectStaffReflow, signInAs, staffTeam, staffText, startStaffServer, type StaffServer } from './staff-support.ts';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const screens = SUBSCRIBER_RESOURCES.flatMap((r) => (r.text ? [r.text] : []));
const text = (key: string, params: Record<string, string> = {}) => staffText('en', key, params, ...screens);

let server: StaffServer;
test.beforeAll(async () => {
  server = await startStaffServer({ TEST_HOOKS: 'true' });
});
test.afterAll(async () => server?.stop());

/** A pending sign-up, as the public form makes it. */
async function signUp(request: APIRequestContext, email: string): Promise<void> {
  const api = `${server.base}/api/v1.0/cms`;
  const challenge = (await (await request.get(`${api}/common/captcha`)).json()) as { data: { id: string } };
  const answer = (await (await request.get(`${server.base}/api/test/captcha-answer?id=${challenge.data.id}`)).json()) as { data: { code: string } };
  const grant = (await (await request.post(`${api}/common/captcha_validate`, { data: { id: challenge.data.id, code: answer.data.code }, headers: { Origin: server.base } })).json()) as { data: { validateKey: string } };
  const answered = await request.post(`${api}/email_notification`, {
    data: { region: 'MO', occupation: 'other', occupationOther: 'Economist', institution: 'University of Macau', email, topics: ['press', 'statistics'], frequency: 'daily' },
    headers: { Origin: server.base, 'Validate-Key': grant.data.validateKey, 'Api-Language': 'en' },
  });
  expect(answered.status()).toBe(200);
}

test('an administrator finds a subscriber and removes them on request', async ({ browser, request }) => {
  const email = 'wong.reader@example.mo';
  await signUp(request, email);
  const team = await staffTeam(server, 'subs', {});
  const context = await browser.newContext({ baseURL: server.base });
  const page = await context.newPage();
  await signInAs(page, team.admin, 'en');

  const menuItem = page.getByRole('menuitem', { name: text('resources.subscribers.name') });
  await menuItem.focus();
  await menuItem.press('Enter');
  await expect(page.getByRole('heading', { name: text('staff.subscribers.counts', { active: '0', pending: '1' }) })).toBeVisible();
  await expect(page.getByText(text('staff.subscribers.searchHint')).first()).toBeVisible();
  await expectNoAxeViolations(page, 'subscribers before a search');
  await expectStaffReflow(page, 'subscribers');

  await page.getByRole('textbox', { name: text('resources.subscribers.fields.email') }).fill('wong.reader');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page, 'subscribers found');
  await row.getByRole('link', { name: text('ra.action.show') }).press('Enter');
  await expect(page.getByText(text('staff.subscribers.frequency.daily'))).toBeVisible();
  await expectNoAxeViolations(page, 'one subscriber');

  await page.getByRole('button', { name: text('staff.subscribers.remove') }).press('Enter');
  const dialog = page.getByRole('dialog', { name: text('staff.subscribers.removeTitle', { email }) });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'removal dialog');
  // No reason: refused, in place.
  await dialog.getByRole('button', { name: text('staff.subscribers.remove') }).press('Enter');
  await expect(dialog.getByLabel(text('staff.subscribers.reason'))).toBeFocused();
  await dialog.getByLabel(text('staff.subscribers.reason')).fill('E-mail of 28 November 2026 asking to be removed');
  await dialog.getByRole('button', { name: text('staff.subscribers.remove') }).press('Enter');
  await expect(page.getByText(text('staff.subscribers.removed'))).toBeVisible();

  await page.getByRole('textbox', { name: text('resources.subscribers.fields.email') }).fill('wong.reader');
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  await page.goto('/staff/alert-history');
  // The seed announces nothing: the list says so.
  await expect(page.getByText(text('staff.subscribers.noAlerts'))).toBeVisible();
  await expectNoAxeViolations(page, 'alerts sent');
  await expectStaffReflow(page, 'alerts sent');
  await context.close();
});
