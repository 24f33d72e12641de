/**
 * The staff door as its first users meet it (issue 32), in zh-hant and en, by
 * keyboard, with axe on every screen: the first start logs a setup link → the
 * administrator is created → the second factor is set up (codes computed with
 * otplib) → sign out → sign in with password and code → an editor is invited (the
 * e-mail read from the run's test SMTP server) → the editor sets a password and a
 * second factor → the editor is refused the staff accounts → the administrator
 * finds both sign-ins and the invitation in the audit log.
 *
 * Each language runs on its own server, started here from a copy of the run's seeded
 * data folder: no staff account yet, as on a first start.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { useTestMailbox } from './mailbox.ts';
import { expectStaffReflow as expectReflow, staffText, startStaffServer, totp as code, type StaffServer as Server } from './staff-support.ts';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

type Lang = 'zh-hant' | 'en';
const text = (lang: Lang, key: string, params: Record<string, string> = {}): string => staffText(lang, key, params);

function setupLink(server: Server): string {
  const line = server.log().split('\n').find((l) => l.includes('"staff.setup-link"'));
  if (!line) throw new Error(`no setup link in the server log:\n${server.log()}`);
  return (JSON.parse(line) as { url: string }).url;
}


async function chooseEnglish(page: Page, lang: Lang): Promise<void> {
  if (lang !== 'en') return;
  await page.getByRole('combobox', { name: text('zh-hant', 'staff.locale.label') }).press('Enter');
  await page.getByRole('option', { name: 'English' }).press('Enter');
  await expect(page.getByRole('combobox', { name: text('en', 'staff.locale.label') })).toBeVisible();
}

/** The enrolment screen: password, the key shown, a first code. Returns the key. */
async function enrol(page: Page, lang: Lang, password: string): Promise<string> {
  await expect(page.getByRole('heading', { name: text(lang, 'staff.enrol.title') })).toBeVisible();
  await expectNoAxeViolations(page, `enrolment (${lang})`);
  await expectReflow(page, `enrolment (${lang})`);
  await page.getByLabel(text(lang, 'staff.enrol.password')).fill(password);
  await page.getByLabel(text(lang, 'staff.enrol.password')).press('Enter');
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await expectNoAxeViolations(page, `enrolment key and recovery codes (${lang})`);
  const field = page.getByLabel(text(lang, 'staff.enrol.code'));
  await field.fill(await code(secret));
  await field.press('Enter');
  await expect(page.getByRole('heading', { name: text(lang, 'staff.home.title'), level: 1 })).toBeVisible();
  return secret;
}

async function signOut(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: text(lang, 'ra.auth.user_menu') }).press('Enter');
  await page.getByRole('menuitem', { name: text(lang, 'ra.auth.logout') }).press('Enter');
  await expect(page.getByRole('heading', { name: text(lang, 'staff.signIn.title') })).toBeVisible();
}

async function signIn(page: Page, lang: Lang, email: string, password: string, secret: string): Promise<void> {
  await expect(page.getByRole('heading', { name: text(lang, 'staff.signIn.title') })).toBeVisible();
  await expectNoAxeViolations(page, `sign-in (${lang})`);
  await page.getByLabel(text(lang, 'staff.signIn.email')).fill(email);
  await page.getByLabel(text(lang, 'staff.signIn.password')).fill(password);
  await page.getByLabel(text(lang, 'staff.signIn.password')).press('Enter');
  const codeField = page.getByLabel(text(lang, 'staff.signIn.code'));
  await expect(codeField).toBeFocused();
  await expectNoAxeViolations(page, `sign-in code step (${lang})`);
  await codeField.fill(await code(secret));
  await codeField.press('Enter');
  await expect(page.getByRole('heading', { name: text(lang, 'staff.home.title'), level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, `home (${lang})`);
  await expectReflow(page, `home (${lang})`);
}

for (const lang of ['zh-hant', 'en'] as const) {
  test(`first start to audit log, by keyboard, in ${lang}`, async ({ browser }) => {
    const server = await startStaffServer();
    try {
      const admin = { name: lang === 'en' ? 'Ines Lam' : '林依雯', email: `admin.${lang}@amcm.example`, password: 'harbour lantern seven kites' };
      const editor = { name: lang === 'en' ? 'Kelvin Ho' : '何家豪', email: `editor.${lang}@amcm.example`, password: 'junk boats drift past taipa' };
      const adminContext = await browser.newContext({ baseURL: server.base });
      const page = await adminContext.newPage();

      // The setup link from the server log makes the first administrator.
      await page.goto(setupLink(server));
      await chooseEnglish(page, lang);
      await expect(page.getByRole('heading', { name: text(lang, 'staff.link.setupTitle') })).toBeVisible();
      await expectNoAxeViolations(page, `setup link (${lang})`);
      await expectReflow(page, `setup link (${lang})`);
      // A short password is refused in the person's language, the summary focused.
      await page.getByLabel(text(lang, 'staff.link.name')).fill(admin.name);
      await page.getByLabel(text(lang, 'staff.link.email')).fill(admin.email);
      await page.getByLabel(text(lang, 'staff.link.password')).fill('too short');
      await page.getByLabel(text(lang, 'staff.link.password')).press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: text(lang, 'staff.errors.title') })).toBeFocused();
      await expect(page.getByRole('alert')).toContainText(text(lang, 'staff.password.tooShort'));
      await expectNoAxeViolations(page, `setup link with an error (${lang})`);
      await page.getByLabel(text(lang, 'staff.link.password')).fill(admin.password);
      await page.getByLabel(text(lang, 'staff.link.password')).press('Enter');
      const adminSecret = await enrol(page, lang, admin.password);

      await signOut(page, lang);
      // The "forgot your password?" step, then back.
      await page.getByRole('button', { name: text(lang, 'staff.signIn.forgot') }).press('Enter');
      await expect(page.getByRole('heading', { name: text(lang, 'staff.reset.title') })).toBeVisible();
      await expectNoAxeViolations(page, `password reset request (${lang})`);
      await page.getByRole('button', { name: text(lang, 'staff.reset.back') }).press('Enter');
      await signIn(page, lang, admin.email, admin.password, adminSecret);

      // Invite an editor.
      await page.goto('/staff/invitations/create');
      await expect(page.getByRole('checkbox', { name: text(lang, 'staff.role.editor') })).toBeVisible();
      await expectNoAxeViolations(page, `invitation form (${lang})`);
      await page.getByLabel(text(lang, 'resources.invitations.fields.email')).fill(editor.email);
      await page.getByLabel(text(lang, 'resources.invitations.fields.name')).fill(editor.name);
      await page.getByRole('checkbox', { name: text(lang, 'staff.role.editor') }).press('Space');
      await page.getByRole('button', { name: text(lang, 'ra.action.save') }).press('Enter');
      await expect(page.getByText(text(lang, 'staff.invitations.sent', { email: editor.email }))).toBeVisible();
      // The notice grows in: its colours are checked once it has (half-faded text has no contrast to speak of).
      await expect(page.locator('.MuiSnackbarContent-root')).toHaveCSS('opacity', '1');
      await expectNoAxeViolations(page, `invitations (${lang})`);
      await expectReflow(page, `invitations (${lang})`);

      const mailbox = useTestMailbox();
      await expect.poll(async () => (await mailbox.addressed(editor.email)).length, { timeout: 20_000 }).toBe(1);
      const mail = (await mailbox.addressed(editor.email))[0];
      const link = /https?:\/\/\S+\/staff\/account#token=[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0];
      expect(link, 'the invitation holds its link').toBeTruthy();

      // The editor, in a browser of their own.
      const editorContext = await browser.newContext({ baseURL: server.base });
      const editorPage = await editorContext.newPage();
      await editorPage.goto(link ?? '');
      await chooseEnglish(editorPage, lang);
      await expect(editorPage.getByRole('heading', { name: text(lang, 'staff.link.invitationTitle') })).toBeVisible();
      await expect(editorPage.getByText(editor.email)).toBeVisible();
      await editorPage.getByLabel(text(lang, 'staff.link.password')).fill(editor.password);
      await editorPage.getByLabel(text(lang, 'staff.link.password')).press('Enter');
      await enrol(editorPage, lang, editor.password);
      await editorPage.goto('/staff/accounts');
      await expect(editorPage.getByRole('heading', { name: text(lang, 'ra.page.access_denied'), level: 1 })).toBeVisible();
      await expect(editorPage.getByText(admin.email)).toHaveCount(0);
      await expectNoAxeViolations(editorPage, `access denied (${lang})`);
      await editorContext.close();

      // The administrator reads both sign-ins and the invitation in the audit log.
      await page.goto('/staff/audit');
      const rows = (...cells: string[]) => cells.reduce((found, cell) => found.filter({ has: page.getByRole('cell', { name: cell, exact: true }) }), page.getByRole('row'));
      await expect(rows(admin.email, 'sign-in').first()).toBeVisible();
      await expect(rows(editor.email, 'sign-in').first()).toBeVisible();
      await expect(rows(admin.email, 'staff-invitation', editor.email, 'invite')).toHaveCount(1);
      await expectNoAxeViolations(page, `audit log (${lang})`);
      await expectReflow(page, `audit log (${lang})`);
      await page.goto('/staff/accounts');
      await expect(page.getByRole('row').filter({ hasText: editor.email })).toBeVisible();
      await expectNoAxeViolations(page, `staff accounts (${lang})`);
      await expectReflow(page, `staff accounts (${lang})`);
      // One account's screen: roles, disabling, removing a lost second factor.
      await page.getByRole('row').filter({ hasText: editor.email }).getByRole('link', { name: text(lang, 'ra.action.edit') }).press('Enter');
      await expect(page.getByRole('checkbox', { name: text(lang, 'staff.role.editor') })).toBeChecked();
      await expectNoAxeViolations(page, `staff account (${lang})`);
      await expectReflow(page, `staff account (${lang})`);
      await page.goto('/staff/me');
      await expect(page.getByRole('heading', { name: text(lang, 'staff.me.title'), level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, `my account (${lang})`);
      await expectReflow(page, `my account (${lang})`);
      await adminContext.close();
    } finally {
      await server.stop();
    }
  });
}

test('a back office page is never cached or indexed, and no public page carries its script or style', async ({ request, baseURL }) => {
  const staff = await request.get('/staff/login');
  expect(staff.status()).toBe(200);
  expect(staff.headers()['cache-control']).toContain('no-store');
  expect(staff.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(staff.headers()['content-security-policy']).toMatch(/style-src [^;]*'nonce-[A-Za-z0-9+/=]+'/);
  expect(staff.headers()['content-security-policy']).not.toMatch(/script-src [^;]*'unsafe-inline'/);
  // The application's script and the page's own stylesheets.
  const body = await staff.text();
  const staffAssets = [...body.matchAll(/component-url="([^"]+)"|rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1] ?? m[2] ?? '');
  expect(staffAssets.some((a) => a.includes('back-office'))).toBe(true);
  for (const path of ['/zh-hant/', '/en/', '/pt/']) {
    const html = await (await request.get(`${baseURL ?? ''}${path}`)).text();
    expect(staffAssets.filter((asset) => html.includes(asset)), path).toEqual([]);
  }
  const openapi = (await (await request.get('/api/v1.0/openapi.json')).json()) as { paths: Record<string, unknown> };
  expect(Object.keys(openapi.paths).filter((p) => p.includes('staff'))).toEqual([]);
  // The staff document is for signed-in staff only.
  expect((await request.get('/api/staff/openapi.json')).status()).toBe(401);
});
