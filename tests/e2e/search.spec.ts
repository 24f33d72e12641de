/**
 * Site search as a visitor uses it, in every language, with axe (WCAG 2.2 AA):
 * a search from the header box, a news category filter, the next page of results,
 * and the page shown when nothing matches. Works without JavaScript (plain links
 * and GET forms), so the steps follow links as a visitor would.
 */
import { expect, test, type Page } from '@playwright/test';
import { t, type Language } from './support.ts';
import { expectNoAxeViolations } from './axe.ts';


/** A query with many results in each language, typed as a visitor of that language would. */
const QUERIES: Record<Language, string> = {
  'zh-hant': '银行',
  'zh-hans': '銀行',
  en: 'bank',
  pt: 'banco',
};
/** What is highlighted: the query folded to the script of the language (the text as written). */
const MARKED: Record<Language, RegExp> = {
  'zh-hant': /^銀行$/,
  'zh-hans': /^银行$/,
  en: /^bank/i,
  pt: /^banc/i,
};

const countOf = (text: string) => Number(/\d[\d,]*/.exec(text)?.[0].replace(/,/g, '') ?? NaN);

for (const lang of ['zh-hant', 'zh-hans', 'en', 'pt'] as const) {
  test.describe(`site search (${lang})`, () => {
    test('searches from the header box, filters by a news category and pages on', async ({ page }) => {
      // From any page (the home page may open its pop-up over the header).
      await page.goto(`/${lang}/about-us/history`);
      const box = page.getByRole('searchbox', { name: t(lang, 'shell.searchLabel') });
      await box.fill(QUERIES[lang]);
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === `/${lang}/search` && url.searchParams.get('q') === QUERIES[lang]);

      const count = page.locator('#search-count');
      const total = countOf((await count.textContent()) ?? '');
      expect(total).toBeGreaterThan(10);
      await expect(count).toHaveText(t(lang, 'search.count', { count: total, q: QUERIES[lang] }));
      const hits = page.locator('.search-hit');
      await expect(hits).toHaveCount(10);
      // Every hit shows the matched term highlighted, in the language's own script.
      for (const hit of await hits.all()) await expect(hit.locator('mark').first()).toHaveText(MARKED[lang]);
      await expectNoAxeViolations(page, `${lang} results`);

      // The first news category listed in the filter.
      const filter = page.getByRole('navigation', { name: t(lang, 'search.filter') });
      const catLink = filter.locator('.search-filter__sub a').first();
      const catText = ((await catLink.textContent()) ?? '').trim();
      const catName = catText.replace(/\s*\(\d+\)$/, '');
      const catCount = countOf(/\((\d+)\)$/.exec(catText)?.[1] ?? '');
      await catLink.click();
      await page.waitForURL((url) => url.searchParams.has('category'));
      await expect(count).toHaveText(t(lang, 'search.countIn', { count: catCount, q: QUERIES[lang], category: catName }));
      await expect(filter.locator('a[aria-current="page"]')).toHaveText(catText);
      for (const meta of await page.locator('.search-hit__meta > span').all()) await expect(meta).toHaveText(catName);
      await expectNoAxeViolations(page, `${lang} results in a news category`);

      // Back to every result, then the next page.
      await filter.getByRole('link', { name: new RegExp(`^${t(lang, 'search.all')}`) }).click();
      await page.waitForURL((url) => !url.searchParams.has('category'));
      const firstPage = await hits.locator('h3').allTextContents();
      await page.getByRole('navigation', { name: t(lang, 'downloads.pagination') }).getByRole('link', { name: t(lang, 'downloads.next') }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await expect(page.locator('.search-results__list')).toHaveAttribute('start', '11');
      const secondPage = await hits.locator('h3').allTextContents();
      expect(secondPage.length).toBeGreaterThan(0);
      expect(secondPage).not.toEqual(firstPage);
      await expect(count).toHaveText(t(lang, 'search.count', { count: total, q: QUERIES[lang] }));
    });

    test('says clearly when nothing matches and offers the main sections', async ({ page }) => {
      await page.goto(`/${lang}/search`);
      await expect(page.getByText(t(lang, 'search.prompt'))).toBeVisible();
      const form = page.getByRole('search', { name: t(lang, 'search.label') });
      await form.getByRole('searchbox').fill('zqxjw 澳門');
      await form.getByRole('button', { name: t(lang, 'search.submit') }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === 'zqxjw 澳門');
      await expect(page.getByRole('heading', { level: 2, name: t(lang, 'search.none', { q: 'zqxjw 澳門' }) })).toBeVisible();
      // The Chinese was searched in both scripts.
      await expect(page.getByText(/“zqxjw 澳门”/)).toBeVisible();
      await expect(page.getByText(t(lang, 'search.tips'))).toBeVisible();
      const sections = page.locator('.search-none__sections a');
      expect(await sections.count()).toBeGreaterThan(3);
      await expectNoAxeViolations(page, `${lang} no result`);
    });
  });
}

/** Text nodes inside `main` and whether they sit in an element marked with its own language. */
async function mainTexts(page: Page): Promise<{ text: string; marked: boolean }[]> {
  return page.evaluate(() => {
    const out: { text: string; marked: boolean }[] = [];
    const main = document.querySelector('main');
    if (!main) return out;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!parent || !/[A-Za-z]{3}/.test(text)) continue;
      out.push({ text, marked: parent.closest('[lang]') !== document.documentElement });
    }
    return out;
  });
}

test('a Portuguese search finds items that have no Portuguese text, shown and marked in English', async ({ page }) => {
  // Words of items that exist only in Chinese and English.
  const q = 'insurance';
  await page.goto(`/en/search?q=${q}`);
  const english = new Set((await mainTexts(page)).map((x) => x.text));
  await page.goto(`/pt/search?q=${q}`);
  const hits = page.locator('.search-hit');
  await expect(hits.first()).toBeVisible();
  const inEnglish = hits.filter({ has: page.locator('h3 a[lang="en"]') });
  expect(await inEnglish.count()).toBeGreaterThan(0);
  for (const hit of await inEnglish.all()) {
    // Marked from the stem on: `insurance` also finds (and marks) `insurers`.
    await expect(hit.locator('mark').first()).toHaveText(/^insur/i);
    if (await hit.locator('.search-hit__excerpt').count()) await expect(hit.locator('.search-hit__excerpt')).toHaveAttribute('lang', 'en');
  }
  // The page says Portuguese is partial, and no English text is left unmarked.
  await expect(page.getByText(t('pt', 'site.ptPartial'))).toHaveCount(1);
  const unmarked = (await mainTexts(page)).filter((x) => english.has(x.text) && !x.marked && !/^[A-Z0-9]{2,8}$/.test(x.text)).map((x) => x.text);
  expect([...new Set(unmarked)], 'English text outside lang="en"').toEqual([]);
  await expectNoAxeViolations(page, 'pt results in English');
});

test('POST /search/ is the search call (SPEC §2, §7); a browser opening /search/ gets the search page', async ({ request, page }) => {
  const call = await request.post('/search/', { data: { q: '銀行', pageSize: 3 }, headers: { 'Api-Language': 'zh-hant' } });
  expect(call.status()).toBe(200);
  const body = (await call.json()) as { code: number; data: { total: number; items: { titleHtml: string }[] } };
  expect(body.code).toBe(0);
  const api = (await (await request.post('/api/v1.0/search', { data: { q: '銀行', pageSize: 3 }, headers: { 'Api-Language': 'zh-hant' } })).json()) as typeof body;
  expect(body.data).toEqual(api.data);
  // Bad input is a 400 in the envelope, never a 5xx nor a page.
  const bad = await request.post('/search', { data: { q: '' }, headers: { 'Api-Language': 'en' } });
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { code: number }).code).not.toBe(0);
  await page.setExtraHTTPHeaders({ 'Accept-Language': 'en' });
  await page.goto('/search/?q=deposit');
  await expect(page).toHaveURL(/\/en\/search\?q=deposit$/);
  await expect(page.locator('.search-hit').first()).toBeVisible();
});

test('the search page reflows at 320 px without a horizontal scroll', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/pt/search?q=taxa%20de%20juro');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.locator('.search-hit').first()).toBeVisible();
});

test('browsers can add the site search: OpenSearch description linked from the head', async ({ page, request }) => {
  await page.goto('/zh-hans/about-us/history');
  const href = await page.locator('link[rel="search"][type="application/opensearchdescription+xml"]').getAttribute('href');
  expect(href).toBe('/feeds/zh-hans/opensearch.xml');
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/opensearchdescription+xml');
  const xml = await res.text();
  expect(xml).toContain('<ShortName>金管局搜索</ShortName>');
  const template = /<Url type="text\/html" method="get" template="([^"]+)"/.exec(xml)?.[1] ?? '';
  const target = template.replace('{searchTerms}', encodeURIComponent('利率'));
  const result = await request.get(target);
  expect(result.status()).toBe(200);
  expect(await result.text()).toContain('<mark>利率</mark>');
});
