/**
 * News (SPEC §2 news-category and news-detail modules, §4 paged lists, §8 error
 * toast): list pages with axe, "load more" appending and updating the total, the
 * year and date filters, details with previous/next, 404 for unknown ids, the
 * toast when the list call fails, feeds and the preview.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { islandReady, t, type Language } from './support.ts';
import { expectNoAxeViolations } from './axe.ts';

/** Presses "load more" once the list's island has hydrated: before, it is the plain link to the next page. */
async function loadMore(page: Page, lang: Language): Promise<void> {
  const link = page.getByRole('link', { name: t(lang, 'news.loadMore') });
  await islandReady(link);
  await link.click();
}

const PREVIEW_KEY = 'e2e-preview-key';

type Summary = { id: number; slug: string | null; title: string; publishedAt: string; category: { slug: string } | null };
type Paged = { data: Summary[]; total: number };

async function newsPage(request: APIRequestContext, query: string, lang: Language = 'en'): Promise<Paged> {
  const res = await request.get(`/api/v1.0/cms/news?${query}`, { headers: { 'Api-Language': lang } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Paged }).data;
}

async function expectAccessible(page: Page, url: string, status = 200): Promise<void> {
  const res = await page.goto(url);
  expect(res?.status(), `status of ${url}`).toBe(status);
  await expectNoAxeViolations(page, url);
}

const items = (page: Page) => page.locator('.news-item');
const total = (page: Page) => page.locator('.news-total');

test.describe('news lists', () => {
  for (const lang of ['zh-hant', 'en'] as const) {
    test(`the press releases and the medical liability lists in ${lang} are accessible and show the first page`, async ({ page, request }) => {
      const expected = await newsPage(request, 'PageSize=10&Filters.CatSlug=press-releases', lang);
      await expectAccessible(page, `/${lang}/news-notice/press-releases`);
      await expect(items(page)).toHaveCount(10);
      await expect(items(page).first().locator('h3')).toHaveText(expected.data[0]!.title);
      await expect(total(page)).toHaveText(t(lang, 'news.total', { count: expected.total }));
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', `/feeds/${lang}/news/press-releases.xml`);
      await expectAccessible(page, `/${lang}/news-notice/medical-malpractice`);
      await expect(page.getByText(t(lang, 'news.medicalIntro'))).toBeVisible();
      await expect(items(page).first()).toBeVisible();
    });
  }

  test('load more appends the next page, updates the total and moves focus to the first new item', async ({ page, request }) => {
    const second = await newsPage(request, 'PageSize=10&Page=2&Filters.CatSlug=notices&Filters.IncludeSubCats=true');
    await page.goto('/en/news-notice/notices');
    const before = await items(page).allTextContents();
    // The total on the server changes between the two calls: the page shows the new one.
    await page.route('**/api/v1.0/cms/news?**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { code: number; data: Paged; message: string };
      await route.fulfill({ response, json: { ...body, data: { ...body.data, total: body.data.total + 1 } } });
    });
    await loadMore(page, 'en');
    await expect(items(page)).toHaveCount(20);
    expect((await items(page).allTextContents()).slice(0, 10)).toEqual(before);
    await expect(items(page).nth(10).locator('h3')).toHaveText(second.data[0]!.title);
    await expect(total(page)).toHaveText(t('en', 'news.total', { count: second.total + 1 }));
    await expect(items(page).nth(10).locator('a')).toBeFocused();
    await expect(page).toHaveURL(/\/en\/news-notice\/notices$/);
  });

  test('without JavaScript, load more is a link to the next page', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const second = await newsPage(request, 'PageSize=10&Page=2&Filters.CatSlug=notices');
    await page.goto('/en/news-notice/notices');
    await page.getByRole('link', { name: t('en', 'news.loadMore') }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(items(page)).toHaveCount(10);
    await expect(items(page).first().locator('h3')).toHaveText(second.data[0]!.title);
    await expect(page.getByRole('link', { name: t('en', 'news.previousPage') })).toHaveAttribute('href', '/en/news-notice/notices');
    await context.close();
  });

  test('filters by year and by a date range with the GET form', async ({ page, request }) => {
    await page.goto('/zh-hant/news-notice/notices');
    await page.getByLabel(t('zh-hant', 'news.year')).selectOption('2021');
    await page.getByRole('button', { name: t('zh-hant', 'news.apply') }).click();
    await expect(page).toHaveURL(/year=2021/);
    const expected = await newsPage(request, 'PageSize=100&Filters.CatSlug=notices&Filters.Begin=2021-01-01&Filters.End=2021-12-31', 'zh-hant');
    await expect(total(page)).toHaveText(t('zh-hant', 'news.total', { count: expected.total }));
    // The dates are written out in the language (SPEC §9); their datetime attribute is an
    // ISO instant, read here as the Macao day (UTC+8) the filter works on.
    const isoDates = async (p: Page) =>
      (await p.locator('.news-item time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''))).map((iso) =>
        new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10),
      );
    const years = await isoDates(page);
    expect(years.length).toBeGreaterThan(0);
    for (const date of years) expect(date).toMatch(/^2021-/);

    await page.goto('/en/news-notice/press-releases');
    await page.getByLabel(t('en', 'news.dateFrom'), { exact: true }).fill('2024-01-01');
    await page.getByLabel(t('en', 'news.dateTo'), { exact: true }).fill('2024-03-31');
    await page.getByRole('button', { name: t('en', 'news.apply') }).click();
    await expect(page).toHaveURL(/begin=2024-01-01&end=2024-03-31/);
    const range = await newsPage(request, 'PageSize=100&Filters.CatSlug=press-releases&Filters.Begin=2024-01-01&Filters.End=2024-03-31');
    await expect(total(page)).toHaveText(t('en', 'news.total', { count: range.total }));
    const inRange = await isoDates(page);
    expect(inRange.length).toBeGreaterThan(0);
    for (const date of inRange) expect(date >= '2024-01-01' && date <= '2024-03-31', date).toBe(true);

    await page.goto('/en/news-notice/press-releases?begin=2024-05-01&end=2024-04-01');
    await expect(page.getByText(t('en', 'news.rangeInvalid'))).toBeVisible();
    await page.goto('/en/news-notice/press-releases?year=2019&begin=2030-01-01');
    await expect(page.getByText(t('en', 'news.empty'))).toBeVisible();
  });

  test('a failed load shows the red error toast at the top for 3 seconds', async ({ page }) => {
    await page.goto('/en/news-notice/fraud-alerts');
    await page.route('**/api/v1.0/cms/news?**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":50000,"data":null,"message":"error"}' }));
    await loadMore(page, 'en');
    const toast = page.getByRole('alert');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(t('en', 'error.noticeTitle'));
    await expect(toast).toContainText(t('en', 'news.errorPathMissing'));
    const box = await toast.boundingBox();
    const width = page.viewportSize()!.width;
    expect(box!.y).toBeLessThan(40);
    expect(Math.abs(box!.x + box!.width / 2 - width / 2)).toBeLessThan(2);
    expect(await toast.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(179, 38, 30)');
    await expect(items(page)).toHaveCount(10);
    await expect(toast).toBeHidden({ timeout: 4_500 });
  });

  test('a reply with a non-zero code is a failure too', async ({ page }) => {
    await page.goto('/zh-hant/news-notice/news');
    await page.route('**/api/v1.0/cms/news?**', (route) => route.fulfill({ json: { code: 40400, data: null, message: 'not found' } }));
    await loadMore(page, 'zh-hant');
    await expect(page.getByRole('alert')).toContainText(t('zh-hant', 'error.noticeTitle'));
  });

  test('Portuguese readers are told which items are in English', async ({ page }) => {
    await expectAccessible(page, '/pt/news-notice/fraud-alerts');
    await expect(page.getByText(t('pt', 'site.ptPartial')).first()).toBeVisible();
    expect(await page.locator('.news-item[lang="en"]').count()).toBeGreaterThan(0);
  });

  test('the feeds linked from the list are RSS and Atom documents', async ({ page, request }) => {
    await page.goto('/zh-hant/news-notice/statement');
    for (const type of ['application/rss+xml', 'application/atom+xml']) {
      const href = await page.locator(`link[rel="alternate"][type="${type}"]`).getAttribute('href');
      const res = await request.get(href!);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe(`${type}; charset=utf-8`);
      expect(await res.text()).toContain('<?xml version="1.0" encoding="UTF-8"?>');
    }
  });
});

test.describe('news details', () => {
  test('a detail page shows the entry, its neighbours in the list and the way back; it is accessible in zh-hant and en', async ({ page, request }) => {
    const list = await newsPage(request, 'PageSize=3&Filters.CatSlug=press-releases', 'zh-hant');
    const [newer, current, older] = list.data;
    await expectAccessible(page, `/zh-hant/news-notice-detail?id=${String(current!.id)}&from=press-releases`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(current!.title);
    await expect(page).toHaveTitle(new RegExp(`^${current!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    const nav = page.getByRole('navigation', { name: t('zh-hant', 'news.neighbours') });
    await expect(nav.getByRole('link', { name: newer!.title })).toBeVisible();
    await nav.getByRole('link', { name: older!.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(older!.title);
    await page.getByRole('link', { name: t('zh-hant', 'news.backToList') }).click();
    await expect(page).toHaveURL(/\/zh-hant\/news-notice\/press-releases$/);

    const en = await newsPage(request, 'PageSize=1&Filters.CatSlug=press-releases&Filters.Begin=2026-09-01&Filters.End=2026-09-30');
    await expectAccessible(page, `/en/news-notice-detail?id=${String(en.data[0]!.id)}&from=press-releases`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.data[0]!.title);
    // One rule under the title: the header draws it, the date line under it none.
    const rules = await page.locator('.article__header, .entry-article__meta').evaluateAll((els) => els.map((el) => [getComputedStyle(el).borderBottomWidth, getComputedStyle(el).borderTopWidth]));
    expect(rules).toEqual([['2px', '0px'], ['0px', '0px']]);
  });

  test('attachments are offered with their type and size, and download', async ({ page, request }) => {
    const found = await (await request.get('/api/v1.0/news?keyword=Banking%20sector%20results&pageSize=1', { headers: { 'Api-Language': 'en' } })).json();
    const id = (found as { data: Paged }).data.data[0]!.id;
    await page.goto(`/en/news-notice-detail?id=${String(id)}&from=press-releases`);
    const link = page.locator('.file-list a').first();
    await expect(link).toHaveText(/\.pdf$/);
    await expect(page.locator('.file-list')).toContainText('PDF');
    const res = await request.get((await link.getAttribute('href'))!);
    expect(res.status()).toBe(200);
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('statements open on the statement route, with their neighbours among the statements', async ({ page, request }) => {
    const statements = await newsPage(request, 'PageSize=2&Filters.CatSlug=statement');
    await page.goto('/en/news-notice/statement');
    await page.getByRole('link', { name: statements.data[0]!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/en/statement/${statements.data[0]!.slug!}/${String(statements.data[0]!.id)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(statements.data[0]!.title);
    await expect(page.getByRole('navigation', { name: t('en', 'news.neighbours') }).getByRole('link', { name: statements.data[1]!.title })).toBeVisible();
  });

  test('unknown ids answer the 404 page', async ({ page, request }) => {
    await expectAccessible(page, '/en/news-notice-detail?id=99999999&from=notices', 404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'site.notFoundTitle'));
    expect((await page.goto('/zh-hant/news-notice-detail'))?.status()).toBe(404);
    expect((await page.goto('/zh-hant/statement/statement/99999999'))?.status()).toBe(404);
    const release = await newsPage(request, 'PageSize=1&Filters.CatSlug=press-releases');
    expect((await page.goto(`/en/statement/statement/${String(release.data[0]!.id)}`))?.status()).toBe(404);
  });

  test('the news preview shows a saved version with the preview key', async ({ page, request }) => {
    const list = await newsPage(request, 'PageSize=5&Filters.CatSlug=press-releases&Filters.Begin=2026-09-17&Filters.End=2026-09-17');
    const entry = list.data.find((e) => e.slug === 'base-rate-2026-09-17')!;
    // Version ids depend on the seed parts before this one: find the version of this entry.
    let vid = 0;
    for (let candidate = 1; candidate <= 30 && !vid; candidate++) {
      const res = await request.get(`/api/v1.0/cms/version_data?module=news&key=${PREVIEW_KEY}&id=${String(entry.id)}&vid=${String(candidate)}`);
      if (res.status() === 200) vid = candidate;
    }
    expect(vid).toBeGreaterThan(0);
    const res = await page.goto(`/en/preview/news?id=${String(entry.id)}&vid=${String(vid)}&key=${PREVIEW_KEY}`);
    expect(res?.headers()['cache-control']).toContain('no-store');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('revised draft');
    await page.goto(`/en/preview/news?id=${String(entry.id)}&vid=${String(vid)}&key=wrong`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title);
  });
});
