/**
 * Media and downloads pages in the browser: WCAG 2.2 AA (axe) in Traditional
 * Chinese and English, real file downloads with their names, filters and paging
 * without JavaScript-only controls, the video and infographic details, the
 * institution and link lists, and the preview of a download, a video and a company.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { escapeRegExp, t, type Envelope, type Language } from './support.ts';
import { expectNoAxeViolations } from './axe.ts';

const PREVIEW_KEY = 'e2e-preview-key';

const PAGES = {
  downloads: 'services/downloads',
  statistics: 'research-and-statistics/statistical-releases',
  calendar: 'research-and-statistics/advance-release-calendar',
  reports: 'financial-information/financial-reports',
  videos: 'news-notice/multimedia/videos',
  graphics: 'news-notice/multimedia/graphics',
  banks: 'banking-sector/licensed-institutions/banks',
  insurers: 'insurance-sector/authorised-insurers',
  links: 'services/related-links',
} as const;

async function firstId(request: APIRequestContext, path: string): Promise<number> {
  const res = await request.get(path, { headers: { 'Api-Language': 'en' } });
  expect(res.status(), path).toBe(200);
  const body = (await res.json()) as Envelope<{ data: { id: number }[] }>;
  const id = body.data.data[0]?.id;
  if (!id) throw new Error(`No item at ${path}`);
  return id;
}

/** The accessible name of a link that announces it opens in a new window. */
function newWindowName(text: string, lang: Language): RegExp {
  return new RegExp(`^${escapeRegExp(text)}\\s*${escapeRegExp(t(lang, 'site.opensInNewWindow'))}$`);
}

async function expectAccessible(page: Page, url: string): Promise<void> {
  const res = await page.goto(url);
  expect(res?.status(), url).toBe(200);
  await expectNoAxeViolations(page, url);
}

for (const lang of ['zh-hant', 'en'] as const satisfies readonly Language[]) {
  test.describe(`accessibility in ${lang}`, () => {
    for (const [name, path] of Object.entries(PAGES)) {
      test(`${name} page has no WCAG 2.2 AA violations`, async ({ page }) => {
        await expectAccessible(page, `/${lang}/${path}`);
      });
    }

    test('video and infographic details have no WCAG 2.2 AA violations', async ({ page, request }) => {
      const video = await firstId(request, '/api/v1.0/cms/videos?PageSize=1');
      await expectAccessible(page, `/${lang}/${PAGES.videos}?id=${video}`);
      const graphic = await firstId(request, '/api/v1.0/cms/graphics?PageSize=1');
      await expectAccessible(page, `/${lang}/${PAGES.graphics}?id=${graphic}`);
    });
  });
}

test.describe('downloads', () => {
  test('a download link downloads the PDF under its name', async ({ page }) => {
    await page.goto(`/en/${PAGES.downloads}`);
    const link = page.locator('.file-list a[href$=".pdf"]').first();
    const name = (await link.textContent())?.trim() ?? '';
    expect(name).toMatch(/^form-.*-en\.pdf$/);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(name);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  });

  test('a Chinese file keeps its Chinese name, and a workbook downloads too', async ({ page }) => {
    await page.goto(`/zh-hant/${PAGES.statistics}`);
    const pdf = page.locator('.file-list a[href$=".pdf"]').first();
    const [pdfDownload] = await Promise.all([page.waitForEvent('download'), pdf.click()]);
    expect(pdfDownload.suggestedFilename()).toMatch(/^貨幣統計月報-\d{4}年\d{1,2}月\.pdf$/);
    const xlsx = page.locator('.file-list a[href$=".xlsx"]').first();
    await expect(xlsx.locator('xpath=..')).toContainText('(XLSX,');
    const [xlsxDownload] = await Promise.all([page.waitForEvent('download'), xlsx.click()]);
    expect(xlsxDownload.suggestedFilename()).toMatch(/^monthly-bulletin-\d{4}-\d{2}\.xlsx$/);
    // An XLSX file is a ZIP package.
    expect((await readFile(await xlsxDownload.path())).subarray(0, 2).toString('latin1')).toBe('PK');
  });

  test('groups by category, then filters, searches and pages with plain links and forms', async ({ page }) => {
    await page.goto(`/en/${PAGES.statistics}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Monthly Bulletin of Monetary Statistics' })).toBeVisible();
    await page.getByRole('link', { name: /^All 15 documents in Monthly Bulletin/ }).click();
    await expect(page).toHaveURL(/\?cat=monthly-bulletin$/);
    await expect(page.getByText(t('en', 'downloads.results', { count: 15 }))).toBeVisible();
    await expect(page.getByText(t('en', 'downloads.pageOf', { count: 1, max: 2 }))).toBeVisible();
    await page.getByRole('link', { name: t('en', 'downloads.next') }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('.download-list__item')).toHaveCount(5);

    await page.goto(`/en/${PAGES.downloads}`);
    await page.getByLabel(t('en', 'downloads.keyword')).fill('licence');
    await page.locator('article').getByRole('button', { name: t('en', 'downloads.search'), exact: true }).click();
    await expect(page).toHaveURL(/q=licence/);
    await expect(page.locator('.download-list__item').first()).toContainText(/Licence/);
    await page.getByLabel(t('en', 'downloads.keyword')).fill('no document has this word');
    await page.locator('article').getByRole('button', { name: t('en', 'downloads.search'), exact: true }).click();
    await expect(page.getByText(t('en', 'downloads.empty'))).toBeVisible();
  });

  test('the release calendar shows the next release of each statistic and other years', async ({ page }) => {
    await page.goto(`/en/${PAGES.calendar}`);
    const table = page.getByRole('table', { name: /Next release of each statistic in \d{4}/ });
    await expect(table.getByRole('row')).toHaveCount(8);
    await expect(table.getByRole('rowheader', { name: 'Monetary and financial statistics' })).toBeVisible();
    await page.getByRole('link', { name: '2027', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Advance Release Calendar 2027' })).toBeVisible();
    await page.locator('summary', { hasText: 'Insurance statistics' }).click();
    await expect(page.getByRole('table', { name: 'Insurance statistics' }).getByRole('row')).toHaveCount(5);
    await expect(page.locator('.file-list a[href$="advance-release-calendar-2027.xlsx"]')).toBeVisible();
  });

  test('the financial reports list the statements and annual report of each year', async ({ page }) => {
    await page.goto(`/zh-hant/${PAGES.reports}`);
    const table = page.getByRole('table', { name: t('zh-hant', 'reports.caption') });
    await expect(table.getByRole('rowheader', { name: '2025' })).toBeVisible();
    await expect(table).toContainText('2025年度財務報表');
    await expect(table).toContainText('澳門金融管理局2025年年報');
    await expect(table.locator('a[href$=".pdf"]')).toHaveCount(14);
  });
});

test.describe('videos and infographics', () => {
  test('a demo video plays in the page with its captions on, and gives its transcript', async ({ page }) => {
    await page.goto(`/en/${PAGES.videos}`);
    await page.getByRole('link', { name: 'Security Features of Macao Banknotes' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Security Features of Macao Banknotes' })).toBeVisible();
    const video = page.locator('video');
    await expect(video).toHaveAttribute('aria-label', t('en', 'videos.player', { title: 'Security Features of Macao Banknotes' }));
    await expect(video).toHaveAttribute('preload', 'metadata');
    await expect(page.getByText(t('en', 'videos.notHosted'))).toHaveCount(0);
    // The file plays: its metadata loads with a duration, and time runs once it is started.
    const played = await video.evaluate(async (el: HTMLVideoElement) => {
      if (el.readyState < 1) await new Promise((resolve, reject) => {
        el.addEventListener('loadedmetadata', resolve, { once: true });
        el.addEventListener('error', () => reject(new Error(`media error ${String(el.error?.code)}`)), { once: true });
      });
      el.muted = true;
      await el.play();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      el.pause();
      const track = Array.from(el.textTracks).find((tt) => tt.mode === 'showing');
      return { duration: el.duration, currentTime: el.currentTime, error: el.error?.code ?? null, track: track ? { lang: track.language, cues: track.cues?.length ?? 0 } : null };
    });
    expect(played.error).toBeNull();
    expect(played.duration).toBeGreaterThan(30);
    expect(played.currentTime).toBeGreaterThan(0.5);
    // The page language's track is on and its cues loaded.
    expect(played.track).toMatchObject({ lang: 'en' });
    expect(played.track?.cues).toBe(5);
    // A seek is answered from a range of the file.
    const part = await page.request.get((await page.locator('video source').getAttribute('src')) ?? '', { headers: { Range: 'bytes=0-3' } });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-type']).toBe('video/webm');
    expect((await part.body()).toString('hex')).toBe('1a45dfa3');
    await expect(page.getByRole('link', { name: t('en', 'videos.transcriptLink') })).toHaveAttribute('href', '#video-transcript');
    await expect(page.getByRole('heading', { level: 3, name: t('en', 'videos.transcript') })).toBeVisible();
    await expect(page.getByText('Feel: the main design is printed in intaglio')).toBeVisible();
    await expect(page.locator('.file-list a[href$=".en.vtt"]')).toBeVisible();
  });

  test('an unknown video id answers the 404 page', async ({ page }) => {
    const response = await page.goto(`/zh-hant/${PAGES.videos}?id=99999999`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('zh-hant', 'site.notFoundTitle'));
  });

  test('infographics have a text alternative and a long description with the figures', async ({ page }) => {
    await page.goto(`/en/${PAGES.graphics}`);
    const images = page.locator('.graphics__card img');
    await expect(images).toHaveCount(6);
    for (const alt of await images.evaluateAll((els) => els.map((e) => e.getAttribute('alt') ?? ''))) expect(alt.length).toBeGreaterThan(20);
    await page.getByRole('link', { name: 'Foreign Exchange Reserves Keep Growing' }).click();
    const figure = page.getByRole('img', { name: /^Bar chart: foreign exchange reserves rose/ });
    await expect(figure).toHaveAttribute('aria-describedby', 'graphic-description');
    const table = page.locator('#graphic-description table');
    await expect(table.getByRole('row')).toHaveCount(8);
  });
});

test.describe('institutions and links', () => {
  test('banks by type, with a subtype filter and websites opening in a new window', async ({ page }) => {
    await page.goto(`/en/${PAGES.banks}`);
    await expect(page.getByText(t('en', 'company.count', { count: 16 }))).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Banks Incorporated in Macao' })).toBeVisible();
    const bnu = page.locator('.company', { hasText: 'Banco Nacional Ultramarino' });
    await expect(bnu.getByRole('link', { name: newWindowName('www.bnu.com.mo', 'en') })).toHaveAttribute('target', '_blank');
    await page.getByLabel(t('en', 'company.type')).selectOption('foreign-bank-branch');
    await page.locator('article').getByRole('button', { name: t('en', 'downloads.search'), exact: true }).click();
    await expect(page.getByText(t('en', 'company.count', { count: 8 }))).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Bank of China Limited, Macau Branch', exact: true })).toBeVisible();
  });

  test('friendship links open in a new window and say so', async ({ page }) => {
    await page.goto(`/zh-hant/${PAGES.links}`);
    await expect(page.getByText(t('zh-hant', 'links.newWindowNotice'))).toBeVisible();
    const links = page.locator('.links__list a');
    await expect(links).toHaveCount(24);
    expect(await links.evaluateAll((els) => els.every((a) => a.getAttribute('target') === '_blank' && a.getAttribute('rel')?.includes('noopener')))).toBe(true);
    await expect(page.getByRole('link', { name: newWindowName('香港金融管理局', 'zh-hant') })).toHaveAttribute('href', 'https://www.hkma.gov.hk');
  });
});

test.describe('preview', () => {
  async function versionOf(request: APIRequestContext, module: string, id: number): Promise<{ vid: number; title: string }> {
    for (let vid = 1; vid <= 20; vid++) {
      const res = await request.get(`/api/v1.0/cms/version_data?module=${module}&key=${PREVIEW_KEY}&id=${id}&vid=${vid}`);
      if (res.status() === 200) return { vid, title: ((await res.json()) as Envelope<{ en: { title: string } }>).data.en.title };
    }
    throw new Error(`No version of ${module} ${id}`);
  }

  for (const [route, module, list] of [
    ['download', 'download', '/api/v1.0/cms/downloads?Filters.Keyword=Complaint%20Form'],
    ['videos', 'video', '/api/v1.0/cms/videos?Filters.Keyword=Phone%20Scams'],
    ['company', 'company', '/api/v1.0/cms/companies?Filters.Keyword=Luso'],
  ] as const) {
    test(`/preview/${route} shows the saved version with the key, and the published entry without it`, async ({ page, request }) => {
      const id = await firstId(request, list);
      const version = await versionOf(request, module, id);
      const response = await page.goto(`/en/preview/${route}?id=${id}&vid=${version.vid}&key=${PREVIEW_KEY}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(version.title);
      expect(response?.headers()['cache-control']).toContain('no-store');
      await page.goto(`/en/preview/${route}?id=${id}&vid=${version.vid}&key=wrong`);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(version.title);
    });
  }
});
