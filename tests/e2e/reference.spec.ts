/**
 * Reference pages: laws, FAQ, holidays (with the iCalendar feed), annual events,
 * recruitment and tenders, as a visitor uses them; WCAG 2.2 AA with axe in
 * Traditional Chinese and English; previews of a law and a question.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { icsText, icsValue, parseIcsStrict } from './ical-strict.ts';
import { t, type Language } from './support.ts';
import { expectNoAxeViolations } from './axe.ts';

const PREVIEW_KEY = 'e2e-preview-key';

const PAGES = {
  law: 'banking-sector/laws-and-guidelines',
  faq: 'insurance-sector/faq',
  holidays: 'services/holidays',
  events: 'about-us/annual-events',
  recruitment: 'about-us/recruitment',
  tenders: 'about-us/procurement',
} as const;

async function expectAccessible(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await expectNoAxeViolations(page, url);
}

for (const lang of ['zh-hant', 'en'] as const satisfies readonly Language[]) {
  test.describe(`accessibility (${lang})`, () => {
    for (const [name, path] of Object.entries(PAGES)) {
      test(`the ${name} page has no WCAG 2.2 AA violations`, async ({ page }) => {
        await expectAccessible(page, `/${lang}/${path}`);
      });
    }

    test('detail views and a search with no result have no WCAG 2.2 AA violations', async ({ page }) => {
      await expectAccessible(page, `/${lang}/${PAGES.events}?slug=financial-forum-2026`);
      await page.goto(`/${lang}/${PAGES.recruitment}`);
      await page.locator('.ref-item h3 a').first().click();
      await expect(page).toHaveURL(/\?id=\d+$/);
      await expectAccessible(page, page.url());
      await expectAccessible(page, `/${lang}/${PAGES.law}?keyword=no-such-text-anywhere`);
      await expect(page.getByText(t(lang, 'law.empty'))).toBeVisible();
    });
  });
}

test.describe('laws and guidelines', () => {
  test('groups texts by category, finds one by its number, and links its file', async ({ page, request }) => {
    await page.goto(`/en/${PAGES.law}`);
    await expect(page.locator('article').getByRole('heading', { level: 2 })).toHaveText(['Laws and Regulations', 'Notices and Guidelines']);
    await page.locator('article').getByLabel(t('en', 'law.keyword')).fill('13/2023');
    await page.locator('article').getByRole('button', { name: t('en', 'law.search') }).click();
    await expect(page).toHaveURL(/keyword=13%2F2023/);
    // The repealed decree-law names Law No. 13/2023 in its summary: match the number line itself.
    const item = page.locator('.ref-item').filter({ has: page.locator('.ref-number', { hasText: /^Law No\. 13\/2023/ }) });
    await expect(item.getByRole('heading', { level: 3 })).toHaveText('Legal Framework of the Financial System');
    await expect(item.locator('.ref-badge')).toHaveText(t('en', 'law.inForce'));
    const href = await item.getByRole('link', { name: 'lei-13-2023.pdf' }).getAttribute('href');
    const file = await request.get(href ?? '');
    expect(file.headers()['content-type']).toContain('application/pdf');
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('filters by status without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/zh-hant/${PAGES.law}`);
    await page.locator('article').getByLabel(t('zh-hant', 'law.status')).selectOption('repealed');
    await page.locator('article').getByRole('button', { name: t('zh-hant', 'law.search') }).click();
    await expect(page).toHaveURL(/status=repealed/);
    const badges = page.locator('.ref-item .ref-badge');
    await expect(badges).toHaveText([t('zh-hant', 'law.repealed'), t('zh-hant', 'law.repealed')]);
    await context.close();
  });
});

test.describe('FAQ', () => {
  test('a question opens and closes from the keyboard, and more topics show on request', async ({ page }) => {
    await page.goto(`/en/${PAGES.faq}`);
    const question = page.locator('details.faq-item').first();
    const summary = question.locator('summary');
    await expect(question).not.toHaveAttribute('open', '');
    await expect(question.locator('.faq-item__answer')).toBeHidden();
    // Reach the first question with Tab from the search button, as a keyboard user would.
    await page.locator('article').getByRole('button', { name: t('en', 'faq.search') }).focus();
    await page.keyboard.press('Tab');
    await expect(summary).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('open', '');
    await expect(question.locator('.faq-item__answer')).toContainText('cooling-off period of 21 days');
    await page.keyboard.press('Space');
    await expect(question).not.toHaveAttribute('open', '');

    // Six insurance topics, five shown: the sixth is behind "show more".
    await expect(page.getByRole('heading', { name: 'Pension Funds' })).toBeHidden();
    const more = page.locator('details.faq-more--groups > summary');
    await expect(more).toHaveText(t('en', 'faq.moreGroups', { count: 1 }));
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Pension Funds' })).toBeVisible();
  });

  test('switches topic by link and searches every topic', async ({ page }) => {
    await page.goto(`/zh-hant/${PAGES.faq}`);
    await page.getByRole('navigation', { name: t('zh-hant', 'faq.topics') }).getByRole('link', { name: '紀念幣及貨幣' }).click();
    await expect(page).toHaveURL(/type=coins/);
    await expect(page.getByRole('heading', { level: 2, name: '紀念幣及貨幣' })).toBeVisible();
    await page.locator('article').getByLabel(t('zh-hant', 'faq.keyword')).fill('冷靜期');
    await page.locator('article').getByLabel(t('zh-hant', 'faq.keyword')).press('Enter');
    await expect(page.getByText(t('zh-hant', 'faq.results', { count: 1 }))).toBeVisible();
    await expect(page.locator('details.faq-item summary')).toHaveText(['買了人壽保險後改變主意，可以取消嗎？']);
  });
});

test.describe('holidays', () => {
  test('the year switcher shows next year’s calendar with its holidays marked', async ({ page }) => {
    await page.goto(`/en/${PAGES.holidays}?year=2026`);
    const years = page.getByRole('navigation', { name: t('en', 'holiday.years') });
    await expect(years.getByRole('link', { name: '2026' })).toHaveAttribute('aria-current', 'page');
    await years.getByRole('link', { name: '2027' }).click();
    await expect(page).toHaveURL(/year=2027/);
    await expect(page.getByRole('heading', { name: t('en', 'holiday.listTitle', { year: 2027 }) })).toBeVisible();
    const february = page.getByRole('table', { name: 'February 2027' });
    await expect(february).toBeVisible();
    const lunarNewYear = february.locator('td.holiday-day--public').filter({ has: page.locator('time[datetime="2027-02-06"]') });
    await expect(lunarNewYear).toContainText("Lunar New Year's Day");
    await expect(page.locator('td.holiday-day--public')).toHaveCount(20);
    await expect(page.locator('.holiday-table tr', { hasText: 'Christmas Day' })).toContainText('25 December 2027');
  });

  test('the iCalendar feed downloads as text/calendar and is valid', async ({ page, request }) => {
    await page.goto(`/zh-hant/${PAGES.holidays}`);
    const link = page.getByRole('link', { name: t('zh-hant', 'holiday.subscribe') });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('amcm-holidays-zh-hant.ics');
    const res = await request.get((await link.getAttribute('href')) ?? '');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = parseIcsStrict(await res.text());
    expect(calendar.components).toHaveLength(40);
    const lny = calendar.components.find((c) => icsValue(c, 'DTSTART').value === '20270206');
    expect(icsText(icsValue(lny!, 'SUMMARY').value)).toBe('農曆正月初一');
    expect(icsValue(lny!, 'DTEND').value).toBe('20270207');
  });
});

test.describe('annual events', () => {
  test('lists a year and opens an event’s detail, then goes back to its year', async ({ page }) => {
    await page.goto(`/en/${PAGES.events}?year=2025`);
    await expect(page.getByRole('heading', { name: t('en', 'events.listTitle', { year: 2025 }) })).toBeVisible();
    await page.getByRole('link', { name: 'Macao International Financial Forum 2025' }).click();
    await expect(page).toHaveURL(/slug=financial-forum-2025/);
    await expect(page.getByRole('heading', { level: 2, name: 'Macao International Financial Forum 2025' })).toBeVisible();
    await expect(page.getByText('18 September 2025 – 19 September 2025')).toBeVisible();
    await expect(page.getByRole('link', { name: 'financial-forum-2025-programme.pdf' })).toBeVisible();
    await page.getByRole('link', { name: t('en', 'events.backToList') }).click();
    await expect(page).toHaveURL(/year=2025/);
    const missing = await page.goto(`/zh-hant/${PAGES.events}?slug=no-such-event`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('zh-hant', 'site.notFoundTitle'));
  });
});

test.describe('recruitment and tenders', () => {
  for (const [name, path, prefix] of [
    ['recruitment', PAGES.recruitment, 'jobs'],
    ['tenders', PAGES.tenders, 'tender'],
  ] as const) {
    test(`${name}: open notices come first, with their status, then closed ones`, async ({ page }) => {
      await page.goto(`/en/${path}`);
      await expect(page.locator('article').getByRole('heading', { level: 2 })).toHaveText([t('en', `${prefix}.openHeading`), t('en', `${prefix}.closedHeading`)]);
      const closed = page.getByRole('region', { name: t('en', `${prefix}.closedHeading`) });
      await expect(closed.locator('.ref-badge').first()).toHaveText(t('en', `${prefix}.closed`));
      const open = page.getByRole('region', { name: t('en', `${prefix}.openHeading`) });
      const openBadges = await open.locator('.ref-badge').allTextContents();
      expect(openBadges.every((b) => b === t('en', `${prefix}.open`))).toBe(true);
      await closed.locator('.ref-item h3 a').first().click();
      await expect(page.locator('main .prose').first()).not.toBeEmpty();
      await expect(page.locator('.file-list a')).toHaveCount(1);
    });
  }
});

/** The id of the seeded entry and of its saved version, found through the API. */
async function previewTarget(request: APIRequestContext, api: string, module: string, slug: string): Promise<{ id: number; vid: number }> {
  const list = await request.get(api, { headers: { 'Api-Language': 'en' } });
  const entry = ((await list.json()) as { data: { data: { id: number; slug: string }[] } }).data.data.find((e) => e.slug === slug);
  expect(entry, slug).toBeDefined();
  for (let vid = 1; vid <= 40; vid++) {
    const res = await request.get(`/api/v1.0/cms/version_data?module=${module}&key=${PREVIEW_KEY}&id=${String(entry!.id)}&vid=${String(vid)}`);
    if (res.status() === 200) return { id: entry!.id, vid };
  }
  throw new Error(`no saved version of ${module} ${slug}`);
}

test.describe('preview', () => {
  test('a law and a question show their saved versions with the key, and the published text without it', async ({ page, request }) => {
    const law = await previewTarget(request, '/api/v1.0/cms/laws?Filters.CatSlug=banking-legislation&PageSize=100', 'law', 'lei-13-2023');
    await page.goto(`/en/preview/law?id=${String(law.id)}&vid=${String(law.vid)}&key=${PREVIEW_KEY}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal Framework of the Financial System (draft amendment)');
    await page.goto(`/en/preview/law?id=${String(law.id)}&vid=${String(law.vid)}&key=wrong`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal Framework of the Financial System');

    const faq = await previewTarget(request, '/api/v1.0/cms/faq?Filters.CatSlug=deposit-protection', 'faq', 'deposit-protection-limit');
    await page.goto(`/zh-hant/preview/faq?id=${String(faq.id)}&vid=${String(faq.vid)}&key=${PREVIEW_KEY}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('存款保障的上限是多少？（修訂）');
  });
});
