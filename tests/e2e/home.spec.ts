/**
 * The home page, the statistics pages and the sitemap as visitors and crawlers
 * meet them: WCAG 2.2 AA with axe, the banner carousel by keyboard and pointer
 * (APG carousel pattern), the JavaScript the home page ships, statistics tables
 * with their charts, and /sitemap.xml parsed as XML.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { escapeRegExp, pageUrl, t, type Envelope, type Language } from './support.ts';
import { expectNoAxeViolations } from './axe.ts';

const LANGS: readonly Language[] = ['zh-hant', 'en'];
const STATS_PATH = 'research-and-statistics/monetary-and-financial-statistics';
const PREVIEW_KEY = 'e2e-preview-key';
/** Budget of JavaScript the home page may ship, compressed. */
const JS_BUDGET = 15 * 1024;

/** SPEC §2: the home page may open a pop-up once per session; close it so it does not hold the focus. */
async function closePopup(page: Page): Promise<void> {
  const popup = page.locator('dialog[open]');
  if ((await popup.count()) > 0) {
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
  }
}

const mainCarousel = (page: Page, lang: Language) => page.getByRole('region', { name: t(lang, 'home.carouselLabel') });

async function current(carousel: Locator): Promise<string | null> {
  return carousel.getAttribute('data-current');
}

for (const lang of LANGS) {
  test(`the home page in ${lang} has its slider, news, quick links and sections, and no WCAG 2.2 AA violations`, async ({ page }) => {
    const res = await page.goto(pageUrl(lang));
    expect(res?.status()).toBe(200);
    await closePopup(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'site.name'));
    const carousel = mainCarousel(page, lang);
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = carousel.locator('[aria-roledescription="slide"]');
    const count = await slides.count();
    expect(count).toBeGreaterThanOrEqual(3);
    await expect(slides.first()).toHaveAttribute('aria-label', t(lang, 'home.slideLabel', { count: 1, max: count }));
    await expect(slides.first().getByRole('img')).toHaveAttribute('alt', /\S/);
    await expect(page.getByRole('heading', { name: t(lang, 'home.newsTitle') })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t(lang, 'home.quickLinksTitle') }).getByRole('link')).not.toHaveCount(0);
    await expect(page.getByRole('navigation', { name: t(lang, 'home.sectionsTitle') }).getByRole('link')).toHaveCount(7);
    await expect(page.getByRole('heading', { name: t(lang, 'home.sideListTitle') })).toBeVisible();
    // News links to the detail route with the item and its list (statements to their own route).
    for (const href of await page.locator('.home-news__link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(new RegExp(`^/${lang}/(news-notice-detail\\?id=\\d+&from=[a-z-]+|statement/[^/]+/\\d+)$`));
    }
    // Each news date keeps to one line at 1280 px (`2026年10月23日` once lost its 日 to a second line).
    const dateLines = await page.locator('.home-news__date').evaluateAll((dates) =>
      dates.map((d) => {
        // The lines the text takes (its box is as tall as its row).
        const range = document.createRange();
        range.selectNodeContents(d);
        return { text: d.textContent, lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size };
      }),
    );
    expect(dateLines.filter((d) => d.lines !== 1)).toEqual([]);
    await expectNoAxeViolations(page);
  });
}

test('the Portuguese home page says that some of its content is only in Chinese and English', async ({ page }) => {
  await page.goto(pageUrl('pt'));
  await closePopup(page);
  await expect(page.getByText(t('pt', 'site.ptPartial'))).toBeVisible();
  // A banner without a Portuguese text is shown in English, and marked so.
  await expect(mainCarousel(page, 'pt').locator('[aria-roledescription="slide"][lang="en"]')).not.toHaveCount(0);
});

test.describe('the banner carousel', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto(pageUrl('en'));
    await closePopup(page);
    // The pointer rests away from the carousel.
    await page.mouse.move(0, 0);
  });

  test('turns by itself, and the next and previous buttons work from the keyboard', async ({ page }) => {
    const carousel = mainCarousel(page, 'en');
    await expect(carousel).toHaveAttribute('data-rotating', 'true');
    await expect.poll(() => current(carousel)).toBe('0');
    await page.clock.runFor(6500);
    await expect.poll(() => current(carousel)).toBe('1');

    const next = carousel.getByRole('button', { name: t('en', 'home.nextSlide') });
    const previous = carousel.getByRole('button', { name: t('en', 'home.previousSlide') });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => current(carousel)).toBe('2');
    await expect(carousel.locator('[aria-roledescription="slide"]:visible')).toHaveCount(1);
    await expect(carousel.locator('[aria-roledescription="slide"]:visible')).toHaveAttribute('aria-label', /^3 of \d+$/);
    await page.keyboard.press('Shift+Tab');
    await expect(previous).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Space');
    await expect.poll(() => current(carousel)).toBe('0');
    // Moved by hand, the visitor hears the new slide.
    await expect(carousel.locator('[data-carousel-items]')).toHaveAttribute('aria-live', 'polite');
  });

  test('stops for good when keyboard focus enters it', async ({ page }) => {
    const carousel = mainCarousel(page, 'en');
    await expect(carousel).toHaveAttribute('data-rotating', 'true');
    await carousel.locator('[aria-roledescription="slide"]:visible').getByRole('link').focus();
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    await expect(carousel.getByRole('button', { name: t('en', 'home.startRotation') })).toBeVisible();
    await page.clock.runFor(20_000);
    expect(await current(carousel)).toBe('0');
    // Focus leaving does not restart it: only the rotation button does.
    await page.locator('body').focus();
    await page.clock.runFor(20_000);
    expect(await current(carousel)).toBe('0');
  });

  test('the rotation button stops and starts it, by keyboard and by pointer', async ({ page }) => {
    const carousel = mainCarousel(page, 'en');
    // Pointer: a click on "stop" stops it.
    await carousel.getByRole('button', { name: t('en', 'home.stopRotation') }).click();
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    await page.clock.runFor(20_000);
    expect(await current(carousel)).toBe('0');

    // Keyboard: the same button, now "start", starts it again; then stops it.
    const start = carousel.getByRole('button', { name: t('en', 'home.startRotation') });
    await start.focus();
    await page.keyboard.press('Enter');
    await expect(carousel).toHaveAttribute('data-rotating', 'true');
    await page.clock.runFor(6500);
    await expect.poll(() => current(carousel)).toBe('1');
    await expect(carousel.locator('[data-carousel-items]')).toHaveAttribute('aria-live', 'off');
    await page.keyboard.press('Enter');
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    await expect(carousel.getByRole('button', { name: t('en', 'home.startRotation') })).toBeFocused();
    await page.clock.runFor(20_000);
    expect(await current(carousel)).toBe('1');
  });

  test('pauses while the pointer is over it', async ({ page }) => {
    const carousel = mainCarousel(page, 'en');
    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    await page.clock.runFor(20_000);
    expect(await current(carousel)).toBe('0');
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute('data-rotating', 'true');
  });
});

test('the carousel does not turn for visitors who prefer reduced motion', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(pageUrl('zh-hant'));
  await closePopup(page);
  const carousel = mainCarousel(page, 'zh-hant');
  await expect(carousel).toHaveAttribute('data-rotating', 'false');
  await expect(carousel.getByRole('button', { name: t('zh-hant', 'home.startRotation') })).toBeVisible();
  await context.close();
});

test('without JavaScript every slide is shown, one after the other, without controls', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(pageUrl('en'));
  const carousel = mainCarousel(page, 'en');
  const slides = carousel.locator('[aria-roledescription="slide"]');
  const count = await slides.count();
  for (let i = 0; i < count; i++) await expect(slides.nth(i).getByRole('link')).toBeVisible();
  await expect(carousel.getByRole('button')).toHaveCount(0);
  await context.close();
});

test('the home page ships no React and at most 15 KB of JavaScript (gzip)', async ({ page, request }) => {
  await page.goto(pageUrl('en'));
  const scripts = await page.locator('script').evaluateAll((nodes) => nodes.map((s) => ({ src: (s as HTMLScriptElement).src, text: s.textContent ?? '', type: s.getAttribute('type') })));
  let total = 0;
  const bodies: string[] = [];
  for (const s of scripts) {
    if (s.type && !/module|javascript/.test(s.type)) continue;
    const body = s.src ? await (await request.get(s.src)).text() : s.text;
    bodies.push(body);
    total += gzipSync(body).length;
  }
  // Modules the scripts import are shipped too.
  const imported = new Set<string>();
  for (const body of bodies) for (const m of body.matchAll(/(?:from|import)\s*["'](\/_astro\/[^"']+\.js)["']/g)) if (m[1]) imported.add(m[1]);
  for (const src of imported) {
    const body = await (await request.get(src)).text();
    bodies.push(body);
    total += gzipSync(body).length;
  }
  test.info().annotations.push({ type: 'gzip JavaScript', description: `${String(total)} bytes in ${String(bodies.length)} scripts` });
  expect(total, `${String(total)} bytes of gzip JavaScript`).toBeLessThanOrEqual(JS_BUDGET);
  for (const body of bodies) expect(body).not.toMatch(/react-dom|__reactFiber|react\.production|ReactCurrentDispatcher/);
  await expect(page.locator('astro-island')).toHaveCount(0);
});

for (const lang of LANGS) {
  test(`the monetary statistics page in ${lang} shows each series as a table with a chart, and has no WCAG 2.2 AA violations`, async ({ page, request }) => {
    const api = await request.get('/api/v1.0/cms/official_statistics', { headers: { 'Api-Language': lang } });
    const series = ((await api.json()) as Envelope<{ data: { slug: string; title: string; unit: string; points: unknown[] }[] }>).data.data;
    expect(series.length).toBeGreaterThanOrEqual(5);

    const res = await page.goto(pageUrl(lang, STATS_PATH));
    expect(res?.status()).toBe(200);
    const tables = page.getByRole('table');
    await expect(tables).toHaveCount(series.length);
    for (const s of series) {
      const block = page.locator(`[data-series="${s.slug}"]`);
      await expect(block.getByRole('heading', { name: s.title, exact: true })).toBeVisible();
      const table = block.getByRole('table');
      await expect(table.locator('caption')).toContainText(s.title);
      await expect(table.getByRole('columnheader')).toHaveText([t(lang, 'stats.period'), t(lang, 'stats.valueIn', { name: s.unit })]);
      await expect(table.locator('tbody tr')).toHaveCount(24);
      const chart = block.getByRole('img', { name: new RegExp(escapeRegExp(s.title)) });
      await expect(chart).toBeVisible();
      expect((await chart.getAttribute('aria-label'))?.length).toBeGreaterThan(s.title.length + 20);
      await expect(chart.locator('path')).toHaveCount(1);
      const download = block.getByRole('link', { name: new RegExp(`^${escapeRegExp(t(lang, 'stats.downloadData'))}`) });
      await expect(download).toHaveAttribute('href', new RegExp(`/files/\\d+/${s.slug}\\.csv$`));
      await expect(block.locator('.stat-series__file-meta')).toHaveText(/\(CSV, [\d.,]+\s?KB\)/);
    }
    await expectNoAxeViolations(page);
  });
}

test('the years form narrows the statistics to the chosen range, without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(pageUrl('en', STATS_PATH));
  await page.getByLabel(t('en', 'stats.from'), { exact: true }).selectOption('2023');
  await page.getByLabel(t('en', 'stats.to'), { exact: true }).selectOption('2023');
  await page.getByRole('button', { name: t('en', 'stats.apply') }).click();
  await expect(page).toHaveURL(/from=2023&to=2023/);
  const first = page.getByRole('table').first();
  await expect(first.locator('tbody tr')).toHaveCount(12);
  await expect(first.locator('tbody th').first()).toHaveText(/Dec 2023/);
  await expect(page.getByRole('link', { name: t('en', 'stats.showLatest') })).toBeVisible();
  await context.close();
});

test('the banking and insurance statistics pages chart quarterly and yearly series', async ({ page }) => {
  await page.goto(pageUrl('en', 'research-and-statistics/banking-statistics'));
  await expect(page.getByRole('img', { name: /^Chart of Non-performing loan ratio \(%\)/ })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(6);
  await expect(page.getByRole('img', { name: /^Chart of Return on assets of banks \(%\)/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(pageUrl('zh-hant', 'research-and-statistics/insurance-statistics'));
  const policies = page.locator('[data-series="life-policies-in-force"]');
  await expect(policies.getByRole('img')).toHaveAttribute('aria-label', /有效人壽保險保單數目/);
  await expect(policies.locator('svg rect')).not.toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('/sitemap.xml lists every page in every language with hreflang alternates, on the request origin', async ({ request, baseURL }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/xml');
  const doc = new new JSDOM('').window.DOMParser().parseFromString(await res.text(), 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
  const urls = [...doc.getElementsByTagNameNS(ns, 'url')];
  expect(urls.length).toBeGreaterThan(300);
  const origin = new URL(baseURL ?? '').origin;
  const locs = urls.map((u) => u.getElementsByTagNameNS(ns, 'loc')[0]?.textContent ?? '');
  expect(locs).toContain(`${origin}/en/${STATS_PATH}`);
  expect(locs.every((l) => l.startsWith(`${origin}/`))).toBe(true);
  const first = urls[0];
  const alternates = [...(first?.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link') ?? [])].map((l) => l.getAttribute('hreflang'));
  expect(alternates).toEqual(['zh-Hant', 'zh-Hans', 'en', 'pt', 'x-default']);
  // A listed page really is there.
  expect((await request.get(`${origin}/zh-hans/${STATS_PATH}`)).status()).toBe(200);
});

test('a banner preview shows the saved version only with the preview key', async ({ page, request }) => {
  const list = await request.get('/api/v1.0/cms/banner?cat=homepage-slider', { headers: { 'Api-Language': 'en' } });
  const banner = ((await list.json()) as Envelope<{ id: number; slug: string; title: string }[]>).data.find((b) => b.slug === 'fraud-alert-2026');
  expect(banner).toBeDefined();
  const id = banner?.id ?? 0;
  let vid = 0;
  for (let candidate = 1; candidate <= 30 && !vid; candidate++) {
    const version = await request.get(`/api/v1.0/cms/version_data?module=banner&key=${PREVIEW_KEY}&id=${String(id)}&vid=${String(candidate)}`);
    if (version.status() === 200) vid = candidate;
  }
  expect(vid, 'the seeded banner version').toBeGreaterThan(0);
  await page.goto(`/en/preview/banner?id=${String(id)}&vid=${String(vid)}&key=${PREVIEW_KEY}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beware of calls from people posing as AMCM staff');
  await expect(page.getByRole('img', { name: /^Illustration: / })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/en/preview/banner?id=${String(id)}&vid=${String(vid)}&key=wrong`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(banner?.title ?? '');
});
