/**
 * Bond information, ISIN and foreign investment fund pages: filters and paging
 * through the GET forms (no JavaScript needed), details, the 404 page for
 * unknown ids, accessibility in zh-hant and en, and no React shipped.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { t, type Language } from './support.ts';
import { expectNoAxeViolations } from './axe.ts';

const INFO = 'financial-information/bond-market/bond-information';
const ISIN = 'financial-information/bond-market/isin';
const FUNDS = 'financial-information/investment-funds';

interface Paged<T> {
  data: T[];
  total: number;
}
async function api<T>(request: APIRequestContext, url: string, lang: Language = 'en'): Promise<T> {
  const res = await request.get(url, { headers: { 'Api-Language': lang } });
  expect(res.status(), url).toBe(200);
  const body = (await res.json()) as { code: number; data: T };
  expect(body.code).toBe(0);
  return body.data;
}

async function expectAccessible(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await expectNoAxeViolations(page, url);
  // Everything here works with links and GET forms: no island is shipped.
  await expect(page.locator('astro-island')).toHaveCount(0);
}

/** One of each view; ids come from the API so the test follows the seed. */
async function views(request: APIRequestContext, lang: Language): Promise<Record<string, string>> {
  const [item] = (await api<Paged<{ id: number; bonds: { id: number }[] }>>(request, '/api/v1.0/bond/information?PageSize=1&Keyword=issue', lang)).data;
  if (!item) throw new Error('no bond information');
  return {
    'bond information list': `/${lang}/${INFO}`,
    'bond information detail': `/${lang}/${INFO}?id=${String(item.id)}`,
    'bond information without results': `/${lang}/${INFO}?q=zzzz-nothing`,
    'ISIN list': `/${lang}/${ISIN}`,
    'bond detail': `/${lang}/${ISIN}?id=${String(item.bonds[0]?.id ?? 0)}`,
    'fund list': `/${lang}/${FUNDS}`,
    'fund search without results': `/${lang}/${FUNDS}?q=zzzz-nothing`,
  };
}

for (const lang of ['zh-hant', 'en'] as const satisfies readonly Language[]) {
  test.describe(`bond pages (${lang})`, () => {
    for (const name of ['bond information list', 'bond information detail', 'bond information without results', 'ISIN list', 'bond detail', 'fund list', 'fund search without results']) {
      test(`the ${name} has no WCAG 2.2 AA violations and ships no island`, async ({ page, request }) => {
        const url = (await views(request, lang))[name];
        if (!url) throw new Error(name);
        await expectAccessible(page, url);
      });
    }
  });
}

test.describe('bond pages on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  for (const lang of ['zh-hant', 'en'] as const) {
    test(`nothing scrolls sideways at 375 px, filters included (${lang})`, async ({ page, request }) => {
      const all = await views(request, lang);
      for (const name of ['bond information list', 'ISIN list', 'fund list', 'bond detail']) {
        await page.goto(all[name]!);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(375);
      }
    });
  }
});

test.describe('bond information', () => {
  test.use({ javaScriptEnabled: false });

  test('filters with the GET form, pages with totals and opens an item and its bond', async ({ page, request }) => {
    const types = await api<{ id: number; slug: string; title: string }[]>(request, '/api/v1.0/bond/bond_type');
    const cats = await api<{ id: number; slug: string; title: string }[]>(request, '/api/v1.0/bond/information_cat');
    const financial = types.find((x) => x.slug === 'financial');
    const issuance = cats.find((c) => c.slug === 'issuance');
    if (!financial || !issuance) throw new Error('seed types missing');
    const expected = await api<Paged<{ title: string }>>(request, `/api/v1.0/bond/information?CategoryId=${String(issuance.id)}&BondTypeId=${String(financial.id)}&PageSize=20`);
    expect(expected.total).toBeGreaterThan(20);

    await page.goto(`/en/${INFO}`);
    await expect(page.getByRole('combobox', { name: 'Bond type' }).locator('option').first()).toHaveText(t('en', 'bonds.allTypes'));
    await page.getByRole('combobox', { name: 'Category' }).selectOption(String(issuance.id));
    await page.getByRole('combobox', { name: 'Bond type' }).selectOption(String(financial.id));
    await page.locator('.bond-filters').getByRole('button', { name: t('en', 'bonds.search') }).click();
    await expect(page).toHaveURL(new RegExp(`category=${String(issuance.id)}.*bondType=${String(financial.id)}`));
    await expect(page.getByRole('status')).toHaveText(t('en', 'bonds.resultCount', { count: expected.total }));
    const titles = page.locator('.bond-list__title a');
    await expect(titles).toHaveCount(20);
    await expect(titles.first()).toHaveText(expected.data[0]?.title ?? '');

    const pages = Math.ceil(expected.total / 20);
    const pager = page.getByRole('navigation', { name: t('en', 'bonds.pagination') });
    await expect(pager).toContainText(t('en', 'bonds.pageStatus', { count: 1, max: pages }));
    await pager.getByRole('link', { name: t('en', 'bonds.next') }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/bondType=/);
    await expect(pager).toContainText(t('en', 'bonds.pageStatus', { count: 2, max: pages }));
    const second = await api<Paged<{ title: string }>>(request, `/api/v1.0/bond/information?CategoryId=${String(issuance.id)}&BondTypeId=${String(financial.id)}&PageSize=20&Page=2`);
    await expect(titles.first()).toHaveText(second.data[0]?.title ?? '');

    // The item, then one of its bonds on the ISIN page, with every field.
    await titles.first().click();
    await expect(page).toHaveURL(/\?id=\d+$/);
    await expect(page.locator('.bond-information-detail h2')).toHaveText(second.data[0]?.title ?? '');
    const concerned = page.getByRole('region', { name: t('en', 'bonds.relatedBonds') });
    await concerned.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/en/${ISIN}\\?id=\\d+$`));
    for (const key of ['bondNumber', 'isin', 'issuer', 'currency', 'bondType', 'couponRate', 'issueDate', 'valueDate', 'maturityDate', 'issueSize', 'interestPaymentMethod', 'optionType', 'tenor', 'rating', 'ratingAgency', 'status', 'disclosureDate'] as const) {
      await expect(page.locator('.bond-fields dt', { hasText: t('en', `bonds.field.${key}`) }).first()).toBeVisible();
    }
    await expect(page.locator('.bond-fields dd').nth(1)).toHaveText(/^MO|^XS|^HK/);
  });

  test('keyword in Simplified Chinese finds Traditional titles; no match says so; unknown ids are not found', async ({ page, request }) => {
    const want = await api<Paged<unknown>>(request, `/api/v1.0/bond/information?Keyword=${encodeURIComponent('濠江商業銀行')}`, 'zh-hant');
    expect(want.total).toBeGreaterThan(0);
    await page.goto(`/zh-hant/${INFO}?q=${encodeURIComponent('濠江商业银行')}`);
    await expect(page.getByRole('status')).toHaveText(t('zh-hant', 'bonds.resultCount', { count: want.total }));
    await expect(page.locator('.bond-list__title a').first()).toContainText('濠江商業銀行');

    await page.goto(`/en/${INFO}?q=no-such-bond-anywhere`);
    await expect(page.getByText(t('en', 'bonds.noResults'))).toBeVisible();
    // An unknown id is an unknown page: HTTP 404 with the 404 page in the visitor's language.
    expect((await page.goto(`/en/${INFO}?id=99999999`))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'site.notFoundTitle'));
    expect((await page.goto(`/zh-hant/${ISIN}?id=99999999`))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('zh-hant', 'site.notFoundTitle'));
  });
});

test.describe('ISIN codes and funds', () => {
  test.use({ javaScriptEnabled: false });

  test('the ISIN page lists codes with issuer, instrument, currency and maturity, and searches', async ({ page, request }) => {
    const all = await api<Paged<{ isin: string; issuer: string }>>(request, '/api/v1.0/bond/isin?PageSize=20', 'zh-hant');
    await page.goto(`/zh-hant/${ISIN}`);
    await expect(page.getByRole('status')).toHaveText(t('zh-hant', 'bonds.resultCount', { count: all.total }));
    const rows = page.locator('.bond-table tbody tr');
    await expect(rows).toHaveCount(20);
    await expect(rows.first().getByRole('link')).toHaveText(all.data[0]?.isin ?? '');
    await expect(rows.first()).toContainText(all.data[0]?.issuer ?? '');

    const mop = await api<Paged<unknown>>(request, '/api/v1.0/bond/isin?Currency=MOP&PageSize=1');
    await page.getByRole('combobox', { name: t('zh-hant', 'bonds.field.currency') }).selectOption('MOP');
    await page.locator('.bond-filters').getByRole('button', { name: t('zh-hant', 'bonds.search') }).click();
    await expect(page.getByRole('status')).toHaveText(t('zh-hant', 'bonds.resultCount', { count: mop.total }));
    for (const cell of await page.locator('.bond-table tbody tr td:nth-child(4)').allTextContents()) expect(cell).toBe('MOP');
    await expect(page.locator('.bond-table tbody tr th a').first()).toHaveText(/^MO\d{10}$/);
  });

  test('the fund list searches fund, sub-fund and manager names', async ({ page, request }) => {
    const all = await api<Paged<unknown>>(request, '/api/v1.0/cms/foreign_investment_funds?PageSize=1');
    await page.goto(`/en/${FUNDS}`);
    await expect(page.getByRole('status')).toHaveText(t('en', 'bonds.resultCount', { count: all.total }));
    await page.getByRole('searchbox', { name: t('en', 'bonds.field.keyword') }).fill('Meridian');
    await page.locator('.bond-filters').getByRole('button', { name: t('en', 'bonds.search') }).click();
    const meridian = await api<Paged<{ manager: string }>>(request, '/api/v1.0/cms/foreign_investment_funds?Keyword=Meridian&PageSize=100');
    expect(meridian.total).toBeGreaterThan(0);
    await expect(page.getByRole('status')).toHaveText(t('en', 'bonds.resultCount', { count: meridian.total }));
    for (const cell of await page.locator('.bond-table tbody tr td:nth-child(3)').allTextContents()) expect(cell).toContain('Meridian');
    await expect(page.getByRole('link', { name: t('en', 'bonds.clear') })).toBeVisible();
  });
});
