/**
 * The media library and a home banner (issue 33), by keyboard in Portuguese, with axe
 * on every screen and reflow at 320 px: an editor uploads an image, makes a banner of
 * the side list with it (category by name, its alt text, link and order) and submits
 * it; a publisher approves it; the public home page shows it; the editor replaces the
 * image in the library, and the banner's image keeps its address with the new bytes. Staff see
 * the image's picture in the library before it is public.
 */
import { createHash } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expectStaffReflow, signInAs, solidPng, staffShots, staffText, startStaffServer, staffTeam, type StaffPerson, type StaffServer } from './staff-support.ts';
import { CONTENT_TEXT } from '../../src/features/publishing/ui/text.ts';
import { EDITOR_TEXT } from '../../src/features/publishing/ui/editor-text.ts';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const t = (key: string, params: Record<string, string> = {}) => staffText('pt', key, params, CONTENT_TEXT, EDITOR_TEXT);
const TITLE = '港口晨曦橫幅';
const ALT = '清晨的澳門內港，漁船停泊岸邊';
const MEDIA_TITLE = 'Porto ao amanhecer';

const FIRST = solidPng(60, 34, [10, 92, 138]);
const SECOND = solidPng(60, 34, [196, 48, 43]);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

let server: StaffServer;
let team: { admin: StaffPerson } & Record<string, StaffPerson>;
let mediaId = '';
let mediaUrl = '';
let entryId = '';

test.beforeAll(async () => {
  server = await startStaffServer();
  team = await staffTeam(server, 'media', { editor: ['editor'], publisher: ['publisher'] });
});
test.afterAll(async () => server?.stop());

async function newPage(browser: Browser): Promise<Page> {
  return browser.newPage({ baseURL: server.base });
}

async function check(page: Page, label: string): Promise<void> {
  await expectNoAxeViolations(page, label);
  await expectStaffReflow(page, label);
  await staffShots(page, label);
}

async function pressButton(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).press('Enter');
}

async function choose(page: Page, combobox: string | RegExp, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: combobox }).press('Enter');
  await page.getByRole('option', { name: option }).press('Enter');
}

test('an editor uploads an image and makes a home banner with it and its alt text', async ({ browser }) => {
  const page = await newPage(browser);
  await signInAs(page, team.editor!, 'pt');
  await page.goto('/staff/media/create');
  await expect(page.getByRole('button', { name: t('content.media.uploadButton'), exact: true })).toBeVisible();
  await check(page, 'media upload');
  // A file that is not what its name says is refused with the forms kit's message.
  await page.getByLabel(t('content.media.file')).setInputFiles({ name: 'porto.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4 not an image') });
  await pressButton(page, t('content.media.uploadButton'));
  await expect(page.getByRole('alert')).toContainText('porto.png');
  await page.getByLabel(t('content.media.file')).setInputFiles({ name: 'porto-amanhecer.png', mimeType: 'image/png', buffer: FIRST });
  await page.getByLabel(t('content.media.title')).fill(MEDIA_TITLE);
  await pressButton(page, t('content.media.uploadButton'));
  await expect(page).toHaveURL(/\/staff\/media\/\d+$/);
  mediaId = /\/media\/(\d+)$/.exec(page.url())?.[1] ?? '';
  mediaUrl = (await page.locator('dd code').first().textContent()) ?? '';
  expect(mediaUrl).toMatch(/^\/files\/\d+\/porto-amanhecer\.png$/);
  await expect(page.getByText(t('content.media.unused'))).toBeVisible();
  // Staff see the picture through the staff call, before anything public uses it.
  const picture = page.getByRole('img', { name: t('content.media.previewOf', { title: MEDIA_TITLE }) });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(60);
  await check(page, 'media file');
  // And a small one in the list, the size of the stored image at most.
  await page.goto('/staff/media');
  const small = page.getByRole('row', { name: new RegExp(MEDIA_TITLE) }).locator('img');
  await expect(small).toHaveAttribute('width', '48');
  await expect.poll(() => small.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(60);
  await check(page, 'media list');

  await page.goto('/staff/entries/create');
  await expect(page.getByRole('combobox', { name: t('resources.entries.fields.module') })).toBeVisible();
  await check(page, 'new content item');
  await choose(page, t('resources.entries.fields.module'), t('content.module.banner'));
  await choose(page, t('content.edit.category'), /Lista lateral da página inicial/);
  await page.getByLabel(`${t('content.edit.title')} (${t('content.lang.zh-hant')})`).fill(TITLE);
  await pressButton(page, staffText('pt', 'ra.action.save'));
  await expect(page).toHaveURL(/\/staff\/entries\/\d+$/);
  entryId = /\/entries\/(\d+)$/.exec(page.url())?.[1] ?? '';
  await expect(page.getByLabel(t('content.edit.title')).first()).toHaveValue(TITLE);
  await check(page, 'banner editor');

  await page.getByLabel(t('content.field.url')).fill('/rates');
  await page.getByLabel(t('content.field.sortOrder')).fill('-10');
  await pressButton(page, t('content.field.addImage'));
  await check(page, 'banner editor, media library open');
  await pressButton(page, `${t('content.media.choose', { title: MEDIA_TITLE })} (porto-amanhecer.png, 60×34)`);
  await expect(page.getByRole('link', { name: 'porto-amanhecer.png' })).toBeVisible();
  await expect(page.getByLabel(t('content.data.imageWidth'))).toHaveValue('60');
  await page.getByLabel(t('content.data.alt')).fill(ALT);
  await pressButton(page, t('content.edit.save'));
  await expect(page.getByRole('status')).toHaveText(t('content.edit.saved', { version: '2' }));
  await pressButton(page, t('content.edit.submit'));
  await expect(page.getByRole('status')).toHaveText(t('content.edit.submitted'));
  await check(page, 'banner submitted');

  // The library now names the banner as a user of the image.
  await page.goto(`/staff/media/${mediaId}`);
  await expect(page.getByRole('link', { name: new RegExp(TITLE) })).toBeVisible();
  await page.close();
});

test('a publisher approves the banner and the public home page shows it with its alt text', async ({ browser }) => {
  const page = await newPage(browser);
  await signInAs(page, team.publisher!, 'pt');
  await page.goto(`/staff/entries/${entryId}`);
  await expect(page.getByLabel(t('content.edit.title')).first()).toHaveValue(TITLE);
  await check(page, 'publisher, banner review');
  await pressButton(page, t('content.publish.approve'));
  await expect(page.getByRole('status')).toHaveText(t('content.publish.done'));

  const pub = await newPage(browser);
  await pub.goto('/zh-hant/');
  const image = pub.getByRole('img', { name: ALT });
  await expect(image).toHaveAttribute('src', mediaUrl);
  await expect(pub.getByRole('link', { name: TITLE })).toHaveAttribute('href', '/zh-hant/rates');
  expect(sha(Buffer.from(await (await pub.request.get(mediaUrl)).body()))).toBe(sha(FIRST));
  await pub.close();
  await page.close();
});

test('the editor replaces the image in the library: the banner keeps its address, with the new picture', async ({ browser }) => {
  const page = await newPage(browser);
  await signInAs(page, team.editor!, 'pt');
  await page.goto(`/staff/media/${mediaId}`);
  await expect(page.getByRole('heading', { name: t('content.media.replace') })).toBeVisible();
  await page.getByLabel(t('content.media.replacementFile')).setInputFiles({ name: 'porto-novo.png', mimeType: 'image/png', buffer: SECOND });
  await pressButton(page, t('content.media.replaceButton'));
  await expect(page.getByRole('status')).toHaveText(t('content.media.replaced'));
  await expect(page.locator('dd code').first()).toHaveText(mediaUrl);
  // Deleting it is refused while the banner uses it.
  await pressButton(page, t('content.media.deleteButton'));
  await expect(page.getByRole('alert')).toContainText(TITLE);
  await check(page, 'media file after replacement');

  const pub = await newPage(browser);
  await pub.goto('/zh-hant/');
  await expect(pub.getByRole('img', { name: ALT })).toHaveAttribute('src', mediaUrl);
  expect(sha(Buffer.from(await (await pub.request.get(mediaUrl)).body()))).toBe(sha(SECOND));
  await pub.close();
  await page.close();
});
