/**
 * The menu tree, its pages and the pop-up in the back office (issue 33), by keyboard,
 * with axe on every screen and reflow at 320 px, in Portuguese: an editor adds a page
 * under a menu item and submits its text; a publisher publishes it and the public
 * menu shows it; the editor moves it and the old address answers 301 to the new one;
 * a pop-up written by the editor for now in three languages, published by the
 * publisher in Chinese alone (the English home page shows the Chinese, not the English
 * still in review) and then in English and Portuguese, opens on the public home page
 * in each. The page's versions are compared and one restored, its draft
 * previewed at its own address (a ticket, not the key), and its languages scheduled.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expectStaffReflow, signInAs, staffTeam, staffText, startStaffServer, type StaffPerson, type StaffServer } from './staff-support.ts';
import { SITE_CONTENT_RESOURCES } from '../../src/features/site/ui/staff-site-resources.ts';
import { CONTENT_TEXT } from '../../src/features/publishing/ui/text.ts';
import { staffTitle } from '../../src/features/site/ui/staff-title.ts';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const SCREEN_TEXT = SITE_CONTENT_RESOURCES[0]?.text ?? { 'zh-hant': {}, en: {}, pt: {} };
const t = (key: string, params: Record<string, string> = {}) => staffText('pt', key, params, SCREEN_TEXT, CONTENT_TEXT);
const SLUG = 'e2e-pagina-nova';
const TITLE_PT = 'Página nova de teste';
const POPUP_TITLE = 'Aviso de teste à população';
const POPUP_ZH = '測試公告：今晚系統維護';
const POPUP_EN = 'Test notice: maintenance tonight';
const PREVIEW_KEY = 'e2e-menu-preview-key';

interface Row {
  id: number;
  parentId: number | null;
  depth: number;
  path: string;
  titles: Record<string, string>;
  template: string;
  version: number;
}

let server: StaffServer;
let team: { admin: StaffPerson } & Record<string, StaffPerson>;
let itemId = '';
let section: Row;
let other: Row;

test.beforeAll(async () => {
  // The server's start and four sign-ups, on a shared machine.
  test.setTimeout(120_000);
  server = await startStaffServer({ PREVIEW_KEY });
  team = await staffTeam(server, 'menu', { editor: ['editor'], publisher: ['publisher'] });
});
test.afterAll(async () => server?.stop());

const newPage = (browser: Browser): Promise<Page> => browser.newPage({ baseURL: server.base });

async function check(page: Page, label: string): Promise<void> {
  if (process.env.E2E_SHOTS) {
    const file = label.replace(/[^a-z0-9]+/gi, '-');
    await page.screenshot({ path: `test-results/shots/${file}-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `test-results/shots/${file}-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await expectNoAxeViolations(page, label);
  await expectStaffReflow(page, label);
}

const press = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).press('Enter');
/** An item's title as the tree shows it to a person working in Portuguese (en, then zh-hant, when it has no pt one). */
const titleOf = (row: Row) => staffTitle(row.titles, 'pt')?.text ?? row.path;
const said = (page: Page, text: string) => expect(page.getByRole('status').filter({ hasText: text })).toBeVisible({ timeout: 15_000 });
/** Types into a rich text field once its editor is ready (it mounts after the first render). */
async function fillRich(field: Locator, text: string): Promise<void> {
  await expect(async () => {
    await field.fill(text);
    await expect(field).toHaveText(text, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test('an editor adds a page under a menu item and submits its text', async ({ browser }) => {
  const page = await newPage(browser);
  await signInAs(page, team.editor!, 'pt');
  const menuLink = page.getByRole('menuitem', { name: t('resources.menu-items.name') });
  await menuLink.focus();
  await menuLink.press('Enter');
  await expect(page.getByRole('heading', { name: t('resources.menu-items.name'), level: 1 })).toBeVisible();
  const rows = ((await (await page.request.get('/api/staff/menu-items')).json()) as { data: { data: Row[] } }).data.data;
  const sections = rows.filter((r) => r.depth === 0 && r.template === 'section' && rows.some((c) => c.parentId === r.id));
  section = sections[0]!;
  other = sections[1]!;
  await check(page, 'menu tree');

  await page.getByRole('button', { name: t('staff.menu.expand', { title: titleOf(section) }) }).press('Enter');
  await page.getByRole('link', { name: t('staff.menu.addUnderOf', { title: titleOf(section) }) }).press('Enter');
  await expect(page.getByLabel(t('resources.menu-items.fields.slug'))).toBeVisible();
  await check(page, 'new menu item');
  await page.getByLabel(t('resources.menu-items.fields.slug')).fill(SLUG);
  await page.getByLabel(t('staff.menu.titleIn', { lang: t('staff.lang.zh-hant') })).fill('測試新頁面');
  await page.getByLabel(t('staff.menu.titleIn', { lang: t('staff.lang.pt') })).fill(TITLE_PT);
  await press(page, staffText('pt', 'ra.action.save'));
  await expect(page).toHaveURL(/\/staff\/menu-items\/\d+$/);
  itemId = /\/menu-items\/(\d+)$/.exec(page.url())?.[1] ?? '';
  await expect(page.getByText(`/${section.path}/${SLUG}`)).toBeVisible();
  await check(page, 'menu item');

  await page.getByRole('tab', { name: new RegExp(t('staff.lang.pt')) }).press('Enter');
  await fillRich(page.getByRole('textbox', { name: t('staff.page.body') }), 'Esta página foi escrita no back office.');
  // The record read again after a save comes late: submitting at once must still work (it once
  // said "save your changes first" until the refreshed record arrived).
  const slowRecord = `**/api/staff/menu-items/${itemId}`;
  await page.route(slowRecord, async (route) => {
    if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.fallback();
  });
  await press(page, t('staff.page.save'));
  await said(page, t('staff.page.saved', { version: '2' }));
  await press(page, t('staff.review.submit'));
  await said(page, t('staff.review.submitted'));
  await expect(page.getByText(t('staff.page.saveFirst'))).toHaveCount(0);
  await page.unroute(slowRecord);
  await expect(page.getByRole('button', { name: t('staff.review.publish') })).toHaveCount(0);
  await check(page, 'menu item submitted');
  // Not on the site yet.
  expect((await page.request.get(`/pt/${section.path}/${SLUG}`)).status()).toBe(404);
  await page.close();
});

test('a publisher publishes it: the public menu shows it', async ({ browser }) => {
  const page = await newPage(browser);
  await signInAs(page, team.publisher!, 'pt');
  await page.goto(`/staff/menu-items/${itemId}`);
  await expect(page.getByRole('button', { name: t('staff.review.publish') })).toBeVisible();
  await check(page, 'menu item for review');
  await press(page, t('staff.review.publish'));
  await said(page, t('staff.review.done'));

  const pub = await newPage(browser);
  await pub.goto(`/pt/${section.path}/${SLUG}`);
  await expect(pub.getByRole('heading', { name: TITLE_PT, level: 1 })).toBeVisible();
  await expect(pub.getByText('Esta página foi escrita no back office.')).toBeVisible();
  await expect(pub.locator(`nav a[href="/pt/${section.path}/${SLUG}"]`).first()).toBeAttached();
  await pub.close();
  await page.close();
});

test('the editor moves it under another item: the old address redirects', async ({ browser }) => {
  const page = await newPage(browser);
  await signInAs(page, team.editor!, 'pt');
  await page.goto(`/staff/menu-items/${itemId}`);
  const place = page.getByRole('combobox', { name: t('staff.menu.newParent') });
  await place.press('Enter');
  await page.getByRole('option', { name: `${titleOf(other)} (/${other.path})`, exact: true }).press('Enter');
  await press(page, t('staff.menu.moveButton'));
  const newPath = `${other.path}/${SLUG}`;
  await said(page, t('staff.menu.moved', { title: TITLE_PT, path: newPath }));
  await expect(page.getByText(`/${section.path}/${SLUG}`, { exact: true })).toBeVisible();
  await check(page, 'menu item moved');
  const old = await page.request.get(`/pt/${section.path}/${SLUG}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/pt/${newPath}`);
  expect((await page.request.get(`/en/${section.path}/${SLUG}`, { maxRedirects: 0 })).headers().location).toBe(`/en/${newPath}`);
  expect((await page.request.get(`/pt/${newPath}`)).status()).toBe(200);
  await page.close();
});

test('the editor compares and restores versions and previews the draft; a publisher schedules it', async ({ browser }) => {
  const page = await newPage(browser);
  await signInAs(page, team.editor!, 'pt');
  await page.goto(`/staff/menu-items/${itemId}`);
  const path = `${other.path}/${SLUG}`;
  await page.getByRole('tab', { name: new RegExp(t('staff.lang.pt')) }).press('Enter');
  await fillRich(page.getByRole('textbox', { name: t('staff.page.body') }), 'Uma segunda redação desta página.');
  await press(page, t('staff.page.save'));
  await said(page, t('staff.page.saved', { version: '3' }));

  // The draft in its real template, at the page's own address, opened with a ticket.
  const popup = page.waitForEvent('popup');
  await press(page, t('content.edit.preview', { lang: t('staff.lang.pt') }));
  const preview = await popup;
  await expect(preview.getByText('Uma segunda redação desta página.')).toBeVisible();
  expect(new URL(preview.url()).pathname).toBe(`/pt/${path}`);
  expect(preview.url()).not.toContain(PREVIEW_KEY);
  await preview.close();
  expect(await (await page.request.get(`/pt/${path}`)).text()).not.toContain('Uma segunda redação');

  await page.getByRole('link', { name: t('staff.page.historyLink') }).press('Enter');
  await expect(page.getByRole('heading', { name: t('staff.page.history', { title: '測試新頁面' }), level: 1 })).toBeVisible();
  await press(page, t('content.history.compare'));
  await expect(page.getByRole('rowheader', { name: 'texts.pt.content' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Uma segunda redação desta página.' })).toBeVisible();
  await check(page, 'page history');
  await press(page, t('content.history.restore', { version: '2' }));
  await said(page, t('content.history.restored', { version: '4' }));
  await page.getByRole('link', { name: t('staff.menu.backToItem') }).press('Enter');
  await expect(page.getByText(t('staff.page.newest', { version: '4' }))).toBeVisible();
  await press(page, t('staff.review.submit'));
  await said(page, t('staff.review.submitted'));
  await page.close();

  const publisher = await newPage(browser);
  await signInAs(publisher, team.publisher!, 'pt');
  await publisher.goto(`/staff/menu-items/${itemId}`);
  const macao = new Date(Date.now() + 8 * 3_600_000 + 3_600_000).toISOString().slice(0, 16);
  await publisher.getByLabel(t('staff.page.at')).fill(macao);
  await press(publisher, t('staff.review.publish'));
  await said(publisher, t('staff.review.done'));
  await expect(publisher.getByText(t('staff.page.scheduled', { lang: t('staff.lang.pt'), at: macao.replace('T', ' ') }))).toBeVisible();
  await expect(publisher.getByRole('tab', { name: `${t('staff.lang.pt')} · ${t('content.state.scheduled')}` })).toBeVisible();
  await check(publisher, 'page scheduled');
  await publisher.close();
});

/** Opens the public home page in a language and answers the title of the dialog among its pop-ups that is one of `titles` (closing others with Escape). */
async function homePopup(browser: Browser, lang: string, titles: string[]): Promise<string> {
  const pub = await newPage(browser);
  await pub.goto(`/${lang}/`);
  // One pop-up at a time: the seeded one first; closing it (Escape) opens the next.
  let found = '';
  for (let i = 0; i < 5 && !found; i += 1) {
    await expect(pub.getByRole('dialog')).toBeVisible();
    for (const title of titles) if (await pub.getByRole('dialog', { name: title }).isVisible()) found = title;
    if (!found) await pub.keyboard.press('Escape');
  }
  await pub.close();
  return found;
}

/** Ticks exactly the languages `langs` among those to act on. */
async function choose(page: Page, langs: string[]): Promise<void> {
  for (const lang of ['zh-hant', 'en', 'pt']) {
    const box = page.getByRole('checkbox', { name: t(`staff.lang.${lang}`) });
    if ((await box.isChecked()) !== langs.includes(lang)) await box.press('Space');
  }
}

test('a pop-up goes out in Chinese first, then in English and Portuguese, on the public home page', async ({ browser }) => {
  const page = await newPage(browser);
  await signInAs(page, team.editor!, 'pt');
  const menuLink = page.getByRole('menuitem', { name: t('resources.site-notices.name') });
  await menuLink.focus();
  await menuLink.press('Enter');
  await expect(page.getByRole('columnheader', { name: t('resources.site-notices.fields.kind') })).toBeVisible();
  await check(page, 'notices');
  await page.getByRole('link', { name: staffText('pt', 'ra.action.create') }).press('Enter');
  const macao = (at: number) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 16);
  await page.getByLabel(t('resources.site-notices.fields.from')).fill(macao(Date.now() - 60_000));
  await page.getByLabel(t('resources.site-notices.fields.until')).fill(macao(Date.now() + 86_400_000));
  for (const [lang, title, text] of [
    ['zh-hant', POPUP_ZH, '今晚網站將進行維護。'],
    ['en', POPUP_EN, 'The site will be under maintenance tonight.'],
    ['pt', POPUP_TITLE, 'O sítio estará em manutenção esta noite.'],
  ] as const) {
    const group = page.getByRole('group', { name: t(`staff.lang.${lang}`) });
    await group.getByLabel(t('staff.notice.textTitle')).fill(title);
    await fillRich(group.getByRole('textbox', { name: t('staff.notice.text') }), text);
  }
  await check(page, 'new pop-up');
  await press(page, staffText('pt', 'ra.action.save'));
  await expect(page).toHaveURL(/\/staff\/site-notices\/\d+$/);
  const noticeId = /\/site-notices\/(\d+)$/.exec(page.url())?.[1] ?? '';
  // No language ticked: every written language is submitted.
  await press(page, t('staff.review.submit'));
  await said(page, t('staff.review.submitted'));
  await expect(page.getByRole('group', { name: `${t('staff.lang.en')} · ${t('content.state.submitted')}` })).toBeVisible();
  await check(page, 'pop-up submitted');
  await page.close();

  const publisher = await newPage(browser);
  await signInAs(publisher, team.publisher!, 'pt');
  await publisher.goto(`/staff/site-notices/${noticeId}`);
  await check(publisher, 'pop-up for review');
  await choose(publisher, ['zh-hant']);
  await press(publisher, t('staff.review.publish'));
  await said(publisher, t('staff.review.done'));
  await expect(publisher.getByRole('group', { name: `${t('staff.lang.zh-hant')} · ${t('content.state.published')}` })).toBeVisible();
  await expect(publisher.getByRole('group', { name: `${t('staff.lang.en')} · ${t('content.state.submitted')}` })).toBeVisible();
  await expect(publisher.getByRole('status').filter({ hasText: t('staff.notice.showingNow') })).toBeVisible();
  await check(publisher, 'pop-up in Chinese only');

  // Chinese is out; the English home page shows the Chinese (as for a pop-up never written in English), not the English in review.
  expect(await homePopup(browser, 'zh-hant', [POPUP_ZH])).toBe(POPUP_ZH);
  expect(await homePopup(browser, 'en', [POPUP_ZH, POPUP_EN])).toBe(POPUP_ZH);

  await choose(publisher, ['en', 'pt']);
  await press(publisher, t('staff.review.publish'));
  await said(publisher, t('staff.review.done'));
  await expect(publisher.getByRole('group', { name: `${t('staff.lang.en')} · ${t('content.state.published')}` })).toBeVisible();
  // Its versions, kept as a page's are (the history screen).
  await publisher.getByRole('link', { name: t('staff.page.historyLink') }).press('Enter');
  await expect(publisher.getByRole('heading', { name: t('staff.notice.history', { title: POPUP_ZH }), level: 1 })).toBeVisible();
  await check(publisher, 'pop-up versions');
  await publisher.close();

  expect(await homePopup(browser, 'en', [POPUP_ZH, POPUP_EN])).toBe(POPUP_EN);
  expect(await homePopup(browser, 'pt', [POPUP_ZH, POPUP_TITLE])).toBe(POPUP_TITLE);
});

test('the editor makes the zh-hans draft of the page from its zh-hant text with OpenCC', async ({ browser }) => {
  const page = await newPage(browser);
  await signInAs(page, team.editor!, 'pt');
  await page.goto(`/staff/menu-items/${itemId}`);
  // The page has a title and a description but no body in zh-hant: one call converts what it has.
  await page.getByRole('tab', { name: new RegExp(t('staff.lang.zh-hant')) }).press('Enter');
  await page.getByLabel(t('staff.page.metaDesc')).fill('測試頁面的說明');
  await page.getByRole('tab', { name: new RegExp(t('staff.lang.zh-hans')) }).press('Enter');
  await press(page, t('content.edit.simplified'));
  await said(page, t('content.edit.simplifiedDone'));
  await expect(page.getByLabel(t('staff.page.pageTitle'))).toHaveValue('测试新页面');
  await expect(page.getByLabel(t('staff.page.metaDesc'))).toHaveValue('测试页面的说明');
  await check(page, 'zh-hans draft');
  await page.close();
});
