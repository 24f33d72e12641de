/**
 * The foundation a visitor and an API client notice first: the language routes, the
 * main menu, section pages, the not-found page, health, the API envelope and its
 * errors, and the OpenAPI document.
 */
import { expect, test } from '@playwright/test';
import { CJK, escapeRegExp, firstSection, HTML_LANG, mainMenu, pageUrl, t, visibleSections, type Envelope } from './support.ts';

test.describe('pages', () => {
  test('the root redirects to the traditional Chinese home page', async ({ request }) => {
    const res = await request.get('/', { maxRedirects: 0 });
    expect([301, 302, 303, 307, 308]).toContain(res.status());
    const location = new URL(res.headers()['location'] ?? '', 'http://host.invalid');
    expect(location.pathname).toBe('/zh-hant/');
  });

  test('the zh-hant home page shows the seven sections of the main menu', async ({ page, request }) => {
    const sections = visibleSections(await mainMenu(request, 'zh-hant'));
    expect(sections.map((s) => s.title)).toHaveLength(7);

    const res = await page.goto('/zh-hant/');
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG['zh-hant']);
    const nav = page.getByRole('navigation', { name: t('zh-hant', 'site.mainNavigation') });
    await expect(nav).toBeVisible();
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(7);
    await expect(links).toHaveText(sections.map((s) => s.title));
    await expect(nav.getByRole('link', { name: /銀行/ }).first()).toBeVisible();
  });

  test('the English home page is in English', async ({ page, request }) => {
    const sections = visibleSections(await mainMenu(request, 'en'));
    await page.goto('/en/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const nav = page.getByRole('navigation', { name: t('en', 'site.mainNavigation') });
    await expect(nav.getByRole('link')).toHaveText(sections.map((s) => s.title));
    for (const section of sections) expect(section.title, 'English menu title').not.toMatch(CJK);
    await expect(nav.getByRole('link', { name: /Banking/ }).first()).toBeVisible();
  });

  test('the Portuguese home page is marked as Portuguese', async ({ page }) => {
    const res = await page.goto('/pt/');
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByRole('navigation', { name: t('pt', 'site.mainNavigation') })).toBeVisible();
  });

  test('an unknown page answers 404 with the not-found page in its language', async ({ page }) => {
    const res = await page.goto('/en/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'site.notFoundTitle'));
    await expect(page.getByRole('link', { name: t('en', 'site.backHome') })).toHaveAttribute('href', '/en/');
  });

  test('a deep link to a section renders it with its child links', async ({ page, request }) => {
    const section = firstSection(await mainMenu(request, 'en'));
    const res = await page.goto(pageUrl('en', section.path));
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(section.title);
    const contents = page.getByRole('main').getByRole('navigation', { name: t('en', 'site.sectionContents') });
    for (const child of section.childrens.filter((c) => c.showInMenu)) {
      // SPEC §2: the children are links that open in a new window (and say so).
      const link = contents.getByRole('link', { name: new RegExp(`^${escapeRegExp(child.title)}(?![\\p{L}\\p{N}])`, 'u') });
      await expect(link, `child link "${child.title}"`).toBeVisible();
      await expect(link).toHaveAttribute('href', child.url ?? pageUrl('en', child.path));
      await expect(link).toHaveAttribute('target', '_blank');
    }
    // The section is marked as the current one in the main menu.
    const nav = page.getByRole('navigation', { name: t('en', 'site.mainNavigation') });
    await expect(nav.getByRole('link', { name: section.title })).toHaveAttribute('aria-current', 'page');
  });

  test('a child link of a section leads to a page', async ({ page, request }) => {
    const section = firstSection(await mainMenu(request, 'en'));
    const child = section.childrens.find((c) => c.showInMenu && !c.url && c.childrens.length === 0);
    if (!child) throw new Error(`The section ${section.path} has no child page inside the site`);
    const res = await page.goto(pageUrl('en', child.path));
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(child.title);
  });

  test('the language switcher keeps the path', async ({ page, request }) => {
    const section = firstSection(await mainMenu(request, 'en'));
    await page.goto(pageUrl('en', section.path));
    const switcher = page.getByRole('navigation', { name: t('en', 'site.languages') });
    await expect(switcher.getByRole('link', { name: '繁體' })).toHaveAttribute('href', pageUrl('zh-hant', section.path));
    await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('http', () => {
  test('/healthz answers 200 JSON', async ({ request }) => {
    const res = await request.get('/healthz');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/json');
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  test('GET /api/bff/common answers the layout in the envelope', async ({ request }) => {
    const res = await request.get('/api/bff/common', { headers: { 'Api-Language': 'zh-hant' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/json');
    expect(res.headers()['cache-control']).toContain('no-store');
    const body = (await res.json()) as Envelope<{ mainMenu: unknown[]; grayStyle: boolean }>;
    expect(body).toMatchObject({ code: 0, data: { grayStyle: false } });
    expect(Array.isArray(body.data.mainMenu)).toBe(true);
    expect(body.data.mainMenu.length).toBeGreaterThanOrEqual(7);
  });

  test('an invalid language answers 400 with a message in the caller’s language', async ({ request }) => {
    const en = await request.get('/api/bff/common?lang=xx', { headers: { 'Accept-Language': 'en' } });
    expect(en.status()).toBe(400);
    const enBody = (await en.json()) as Envelope;
    expect(enBody.code).not.toBe(0);
    expect(typeof enBody.message).toBe('string');
    expect(enBody.message).toMatch(/[A-Za-z]{3}/);
    expect(enBody.message).not.toMatch(CJK);

    const zh = await request.get('/api/bff/common?lang=xx', { headers: { 'Api-Language': 'zh-hant' } });
    expect(zh.status()).toBe(400);
    const zhBody = (await zh.json()) as Envelope;
    expect(zhBody.code).not.toBe(0);
    expect(zhBody.message).toMatch(CJK);
  });

  test('the selection call answers with the double slash of the specification', async ({ request }) => {
    const res = await request.get('/api/v1//common/selection?type=country_area', { headers: { 'Api-Language': 'en' } });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as Envelope<{ code: string; title: string; region?: string }[]>;
    expect(body.code).toBe(0);
    const macao = body.data.find((o) => /maca[ou]/i.test(o.title));
    expect(macao, 'Macao in the country areas').toBeDefined();
    expect(`${macao?.region ?? ''} ${macao?.code ?? ''}`).toContain('853');
  });

  test('an unknown API path answers 404 in the envelope', async ({ request }) => {
    const res = await request.get('/api/v1/no-such-endpoint', { headers: { 'Accept-Language': 'en' } });
    expect(res.status()).toBe(404);
    const body = (await res.json()) as Envelope;
    expect(body.code).not.toBe(0);
    expect(body.message).toBe(t('en', 'error.notFound'));
  });

  test('a POST to a GET endpoint answers 405 with an Allow header', async ({ request }) => {
    const res = await request.post('/api/bff/common', { data: {}, headers: { 'Accept-Language': 'en' } });
    expect(res.status()).toBe(405);
    expect(res.headers()['allow']).toMatch(/\bGET\b/);
    const body = (await res.json()) as Envelope;
    expect(body.code).not.toBe(0);
    expect(body.message).toContain('POST');
  });

  test('the OpenAPI document lists the endpoints', async ({ request }) => {
    const res = await request.get('/api/v1.0/openapi.json');
    expect(res.status()).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/bff/common', '/api/v1.0/page', '/api/v1//common/selection']));
  });
});
