/**
 * Publishing a press release (issue 33), by keyboard, with axe on every screen and
 * reflow at 320 px: an editor writes it in zh-hant, makes the zh-hans draft with
 * OpenCC, adds English, puts an image from the media library in the text with its text
 * alternative, and submits; the same editor cannot publish it; a publisher
 * previews it in three languages and approves it (published now: a minute's wait
 * would double this spec's time; the scheduled minute is covered by the db tests);
 * it is on the public news list, in the RSS feed and in site search; an edit makes a
 * new version, and restoring the earlier one brings its text back; the administrator
 * finds every step in the audit log.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expectStaffReflow, signInAs, solidPng, staffText, startStaffServer, staffTeam, type StaffPerson, type StaffServer } from './staff-support.ts';
import { CONTENT_TEXT } from '../../src/features/publishing/ui/text.ts';
import { EDITOR_TEXT } from '../../src/features/publishing/ui/editor-text.ts';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const t = (key: string, params: Record<string, string> = {}) => staffText('en', key, params, CONTENT_TEXT, EDITOR_TEXT);
const TITLE = '澳門金融管理局公佈季度銀行業統計數據';
const TITLE_HANS = '澳门金融管理局公布季度银行业统计数据';
const TITLE_EN = 'AMCM publishes quarterly banking statistics (quillwort)';
const IMAGE_ALT = '本季銀行業主要指標圖表';

let server: StaffServer;
let team: { admin: StaffPerson } & Record<string, StaffPerson>;
let itemId = '';

test.beforeAll(async () => {
  server = await startStaffServer({ PREVIEW_KEY: 'e2e-publish-preview-key' });
  team = await staffTeam(server, 'publish', { editor: ['editor'], publisher: ['publisher'] });
});
test.afterAll(async () => server?.stop());

async function newPage(browser: Browser): Promise<Page> {
  return browser.newPage({ baseURL: server.base });
}

async function check(page: Page, label: string): Promise<void> {
  await expectNoAxeViolations(page, label);
  await expectStaffReflow(page, label);
}

async function pressButton(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).press('Enter');
}

test('an editor writes a press release in three languages and submits it, but cannot publish it', async ({ browser }) => {
  const page = await newPage(browser);
  await signInAs(page, team.editor!, 'en');
  // The chart the release shows, put in the media library first (the library's own screens: staff-media.spec.ts).
  await page.goto('/staff/media/create');
  await page.getByLabel(t('content.media.file'), { exact: true }).setInputFiles({ name: 'banking-indicators.png', mimeType: 'image/png', buffer: solidPng(48, 27, [7, 51, 71]) });
  await page.getByLabel(t('content.media.title')).fill('Banking indicators chart');
  await pressButton(page, t('content.media.uploadButton'));
  await expect(page).toHaveURL(/\/staff\/media\/\d+$/);
  await page.goto('/staff/entries/create');
  await expect(page.getByRole('combobox', { name: t('resources.entries.fields.module') })).toBeVisible();
  await check(page, 'new content item');
  await page.getByRole('combobox', { name: t('resources.entries.fields.module') }).press('Enter');
  await page.getByRole('option', { name: t('content.module.news') }).press('Enter');
  await page.getByRole('combobox', { name: t('content.edit.category') }).press('Enter');
  await page.getByRole('option', { name: /Press Releases/i }).press('Enter');
  await page.getByLabel(`${t('content.edit.title')} (${t('content.lang.zh-hant')})`).fill(TITLE);
  await pressButton(page, staffText('en', 'ra.action.save'));
  await expect(page).toHaveURL(/\/staff\/entries\/\d+$/);
  itemId = /\/entries\/(\d+)$/.exec(page.url())?.[1] ?? '';
  await expect(page.getByLabel(t('content.edit.title'))).toHaveValue(TITLE);
  await check(page, 'editor, zh-hant');

  await page.getByRole('textbox', { name: t('content.edit.content') }).fill('本局公佈本季度銀行業統計數據，銀行業整體表現穩健。');
  // The module's data, from its own schema: a news item's topic.
  await page.getByRole('combobox', { name: /Topic/ }).press('Enter');
  await page.getByRole('option', { name: 'Banking sector results' }).press('Enter');
  // An image from the media library goes into the text with its text alternative.
  await pressButton(page, t('content.editor.image'));
  await pressButton(page, t('content.media.chooseImage'));
  await page.getByRole('button', { name: /^Choose Banking indicators chart/ }).press('Enter');
  await expect(page.getByLabel(t('content.editor.imageAlt'))).toBeFocused();
  await page.keyboard.type(IMAGE_ALT);
  await pressButton(page, t('content.editor.insert'));
  await expect(page.getByRole('textbox', { name: t('content.edit.content') }).getByRole('img', { name: IMAGE_ALT })).toBeVisible();
  await pressButton(page, t('content.edit.save'));
  await expect(page.getByRole('status')).toHaveText(t('content.edit.saved', { version: '2' }));

  await page.getByRole('tab', { name: new RegExp(t('content.lang.zh-hans')) }).press('Enter');
  await pressButton(page, t('content.edit.simplified'));
  await expect(page.getByLabel(t('content.edit.title'))).toHaveValue(TITLE_HANS);
  await check(page, 'editor, zh-hans draft from OpenCC');
  await pressButton(page, t('content.edit.save'));
  await expect(page.getByRole('status')).toHaveText(t('content.edit.saved', { version: '3' }));

  await page.getByRole('tab', { name: new RegExp(t('content.lang.en')) }).press('Enter');
  await pressButton(page, t('content.edit.addLanguage'));
  await page.getByLabel(t('content.edit.title')).fill(TITLE_EN);
  await page.getByRole('textbox', { name: t('content.edit.content') }).fill('The banking sector remained sound over the quarter.');
  await pressButton(page, t('content.edit.save'));
  await expect(page.getByRole('status')).toHaveText(t('content.edit.saved', { version: '4' }));

  await pressButton(page, t('content.edit.submit'));
  await expect(page.getByRole('status')).toHaveText(t('content.edit.submitted'));
  await check(page, 'editor, submitted');
  // No publication on the editor's screen, and the server refuses the call.
  await expect(page.getByRole('button', { name: t('content.publish.approve') })).toHaveCount(0);
  const status = await page.evaluate(async (id) => {
    const me = (await (await fetch('/api/staff/me')).json()) as { data: { csrfToken: string } };
    const answer = await fetch(`/api/staff/entries/${id}/publish`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': me.data.csrfToken }, body: JSON.stringify({ languages: ['zh-hant'] }) });
    return answer.status;
  }, itemId);
  expect(status).toBe(403);
  await page.close();
});

test('a publisher previews it in three languages and approves it; the public site shows it', async ({ browser }) => {
  const page = await newPage(browser);
  await signInAs(page, team.publisher!, 'en');
  await page.goto(`/staff/entries/${itemId}`);
  await expect(page.getByLabel(t('content.edit.title'))).toHaveValue(TITLE);
  await check(page, 'publisher, review');
  for (const [lang, title] of [['zh-hant', TITLE], ['zh-hans', TITLE_HANS], ['en', TITLE_EN]] as const) {
    const popup = page.waitForEvent('popup');
    await pressButton(page, t('content.edit.preview', { lang: t(`content.lang.${lang}`) }));
    const preview = await popup;
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();
    // The library image shows in the preview before it is public, with its text alternative.
    if (lang === 'zh-hant') await expect(preview.getByRole('img', { name: IMAGE_ALT })).toBeVisible();
    expect(preview.url()).not.toContain('e2e-publish-preview-key');
    await preview.close();
  }
  await pressButton(page, t('content.publish.approve'));
  await expect(page.getByRole('status')).toHaveText(t('content.publish.done'));

  const pub = await newPage(browser);
  await pub.goto('/en/news-notice/press-releases');
  await expect(pub.getByRole('link', { name: TITLE_EN })).toBeVisible();
  const rss = await (await pub.request.get('/feeds/en/news/press-releases.xml')).text();
  expect(rss).toContain(TITLE_EN);
  await pub.goto('/en/search?q=quillwort');
  await expect(pub.getByRole('link', { name: TITLE_EN })).toBeVisible();
  await pub.close();
  await page.close();
});

test('an edit makes a new version; restoring the earlier one brings it back; the audit log has each step', async ({ browser }) => {
  const page = await newPage(browser);
  await signInAs(page, team.editor!, 'en');
  await page.goto(`/staff/entries/${itemId}`);
  await page.getByLabel(t('content.edit.title')).fill(`${TITLE}（更正）`);
  await pressButton(page, t('content.edit.save'));
  await expect(page.getByRole('status')).toHaveText(t('content.edit.saved', { version: '5' }));
  await page.getByRole('link', { name: t('content.edit.history') }).press('Enter');
  await expect(page.getByRole('heading', { name: t('content.history.title', { id: itemId }), level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: t('content.history.restore', { version: '4' }) })).toBeVisible();
  await pressButton(page, t('content.history.compare'));
  await expect(page.getByRole('cell', { name: `${TITLE}（更正）` })).toBeVisible();
  await check(page, 'history with a difference');
  await pressButton(page, t('content.history.restore', { version: '4' }));
  await expect(page.getByRole('status')).toHaveText(t('content.history.restored', { version: '6' }));
  await page.goto(`/staff/entries/${itemId}`);
  await expect(page.getByLabel(t('content.edit.title'))).toHaveValue(TITLE);
  await page.close();

  const admin = await newPage(browser);
  await signInAs(admin, team.admin, 'en');
  await admin.goto(`/staff/audit?filter=${encodeURIComponent(JSON.stringify({ entity: 'entry' }))}`);
  for (const action of ['create', 'update', 'submit', 'publish', 'restore']) await expect(admin.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
  await admin.close();
});
