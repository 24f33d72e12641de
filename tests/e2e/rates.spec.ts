/**
 * Rate pages (exchange rates, base rate, MAIBOR, MONIA) as a visitor uses them:
 * the latest publication, a past date, a range with its chart, the empty states
 * on a holiday and over a range without data; downloads that hold exactly the
 * values on screen; WCAG 2.2 AA with axe in Traditional Chinese and English;
 * the Atom feed and the embeddable widget.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { JSDOM } from 'jsdom';
import { t, type Language } from './support.ts';
import { expectNoAxeViolations } from './axe.ts';

const PAGES = {
  fx: 'financial-information/exchange-rates',
  base: 'financial-information/base-rate',
  maibor: 'financial-information/maibor',
  monia: 'financial-information/monia',
} as const;
/** The seed's latest publication (the base date, 2 November 2026, is All Souls' Day) and a public holiday. */
const LATEST = '2026-10-30';
const HOLIDAY = '2026-10-01';
const BEFORE_HOLIDAY = '2026-09-30';

interface Item {
  date: string;
  currency: string | null;
  unit: number | null;
  midRate: number | null;
  ttBuying: number | null;
  chequeBuying: number | null;
  term: string | null;
  rate: number | null;
}

async function api(request: APIRequestContext, query: string): Promise<{ items: Item[]; lastDate: string | null }> {
  const res = await request.get(`/api/v1.0/cms/financial_info?${query}`, { headers: { 'Api-Language': 'en' } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { items: Item[]; lastDate: string | null } }).data;
}

/** The text of every body cell of a table, row by row (row header first). */
async function tableRows(page: Page, selector: string): Promise<string[][]> {
  return page.locator(selector).first().locator('tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim())));
}

async function expectAccessible(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await expectAxeClean(page);
}

async function expectAxeClean(page: Page): Promise<void> {
  const url = page.url();
  await expectNoAxeViolations(page, url);
}

function parseCsv(bytes: Buffer): string[][] {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8').trim().split('\r\n').map((line) => line.split(','));
}

async function readXlsx(bytes: Buffer): Promise<(string | number | null)[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: (string | number | null)[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as (string | number | null)[]).slice(1)));
  return rows;
}

test.describe('exchange rates', () => {
  test('shows the latest publication with its fixing time, all 17 currencies and JPY/KRW per 100', async ({ page, request }) => {
    await page.goto(`/en/${PAGES.fx}`);
    await expect(page.getByRole('heading', { level: 2, name: t('en', 'rates.latest') })).toBeVisible();
    await expect(page.getByText('Published on 30 October 2026 at 11:00 (Macao time).')).toBeVisible();
    const rows = await tableRows(page, 'table[data-rate-table="day"]');
    expect(rows).toHaveLength(17);
    const { items } = await api(request, `Type=exchange-rate&Filters.Begin=${LATEST}&Filters.End=${LATEST}`);
    const usd = items.find((i) => i.currency === 'USD');
    expect(rows.find((r) => r[0]?.startsWith('USD'))?.slice(1)).toEqual(['1', usd?.midRate?.toFixed(4), usd?.ttBuying?.toFixed(4), usd?.chequeBuying?.toFixed(4)]);
    expect(rows.find((r) => r[0]?.startsWith('JPY'))?.[1]).toBe('100');
    expect(Number(rows.find((r) => r[0]?.startsWith('HKD'))?.[2])).toBeCloseTo(1.03, 3);
  });

  test('shows a past date, and on a holiday says so and links the last publication before it', async ({ page }) => {
    await page.goto(`/en/${PAGES.fx}?date=2024-06-14`);
    await expect(page.getByRole('heading', { level: 2, name: 'Rates of 14 June 2024' })).toBeVisible();
    await expect(page.locator('table[data-rate-table="day"] tbody tr')).toHaveCount(17);

    await page.goto(`/en/${PAGES.fx}`);
    await page.getByLabel(t('en', 'rates.date'), { exact: true }).fill(HOLIDAY);
    await page.locator('form').filter({ has: page.locator('#fx-date') }).getByRole('button', { name: t('en', 'rates.show') }).click();
    await expect(page).toHaveURL(new RegExp(`\\?date=${HOLIDAY}$`));
    await expect(page.getByText(t('en', 'rates.noDataDate'))).toBeVisible();
    await page.getByRole('link', { name: '30 September 2026', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?date=${BEFORE_HOLIDAY}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Rates of 30 September 2026' })).toBeVisible();
    await expect(page.locator('table[data-rate-table="day"] tbody tr')).toHaveCount(17);
  });

  test('shows the history of chosen currencies over a range with a chart each, and the empty range', async ({ page }) => {
    await page.goto(`/zh-hant/${PAGES.fx}`);
    const form = page.locator('form.rates__form--range');
    await form.getByLabel(t('zh-hant', 'rates.from')).fill('2025-01-02');
    await form.getByLabel(t('zh-hant', 'rates.to')).fill('2025-03-31');
    for (const c of ['HKD', 'CNY', 'EUR']) await form.getByRole('checkbox', { name: c }).uncheck();
    await form.getByRole('checkbox', { name: 'JPY' }).check();
    await form.getByRole('button', { name: t('zh-hant', 'rates.show') }).click();
    await expect(page).toHaveURL(/from=2025-01-02&to=2025-03-31&currency=JPY&currency=USD$/);
    await expect(page.locator('.rates__series')).toHaveCount(2);
    const jpy = await tableRows(page, 'table[data-currency="JPY"]');
    expect(jpy.length).toBeGreaterThan(55);
    expect(jpy.at(-1)?.[0]).toBe('2025年1月2日');
    const chart = page.locator('.rates__series[data-series="JPY"] .rate-chart');
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('canvas')).toHaveCount(1);
    await expect(chart).toHaveAttribute('aria-label', /JPY/);
    await expect(page.locator('#fx-chart-JPY-summary')).toContainText('最高');
    // Printed, the chart goes and its caption with it; the table stays.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.rates__series[data-series="JPY"] figcaption')).toBeHidden();
    await expect(page.locator('table[data-currency="JPY"]')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    await page.goto(`/en/${PAGES.fx}?from=${HOLIDAY}&to=2026-10-02&currency=USD`);
    await expect(page.getByText(t('en', 'rates.noDataRange'))).toBeVisible();
    await expect(page.locator('.rates__chart')).toHaveCount(0);
  });

  test('downloads hold exactly the values on screen (CSV for the day, XLSX for the range)', async ({ page, request }) => {
    await page.goto(`/zh-hant/${PAGES.fx}?date=2026-10-28&from=2026-09-01&to=2026-09-30&currency=KRW&currency=GBP`);
    const day = await tableRows(page, 'table[data-rate-table="day"]');
    const csvHref = await page.locator('a[data-export="csv"]').first().getAttribute('href');
    expect(csvHref).toContain('Filters.Begin=2026-10-28');
    const csvRes = await request.get(csvHref ?? '');
    expect(csvRes.headers()['content-disposition']).toContain("filename*=UTF-8''");
    const csv = parseCsv(await csvRes.body());
    expect(csv[0]).toEqual(['日期', '貨幣', '單位', '中間價 (MOP)', '電匯買入價 (MOP)', '支票買入價 (MOP)']);
    expect(csv.slice(1).map((r) => [r[1], r[2], r[3], r[4], r[5]])).toEqual(day.map((r) => [r[0]?.split(' ')[0], r[1], r[2], r[3], r[4]]));

    const xlsxHref = await page.locator('section[aria-labelledby="fx-history-heading"] a[data-export="xlsx"]').getAttribute('href');
    expect(xlsxHref).toContain('Currency=KRW&Currency=GBP');
    const xlsx = await readXlsx(await (await request.get(xlsxHref ?? '')).body());
    for (const currency of ['GBP', 'KRW']) {
      const shown = await tableRows(page, `table[data-currency="${currency}"]`);
      const exported = xlsx.filter((r) => r[1] === currency).reverse();
      expect(exported.map((r) => [r[3], r[4], r[5]].map((v) => (v as number).toFixed(4)))).toEqual(shown.map((r) => r.slice(1)));
      expect(exported.map((r) => r[0])).toEqual(await page.locator(`table[data-currency="${currency}"] tbody time`).evaluateAll((els) => els.map((e) => e.getAttribute('datetime'))));
    }
  });
});

test.describe('base rate', () => {
  test('shows the rate in force and its history with announcements, without any React', async ({ page, request }) => {
    await page.goto(`/en/${PAGES.base}`);
    await expect(page.locator('[data-base-rate]')).toHaveAttribute('data-base-rate', '3.50');
    await expect(page.getByText('in force since 17 September 2026')).toBeVisible();
    const rows = await tableRows(page, 'table[data-rate-table="history"]');
    expect(rows[0]).toEqual(['17 September 2026', '3.50', '−25', expect.stringContaining('lowered by 25 basis points, from 3.75% to 3.50%')]);
    // Nothing here needs the browser: no island, no framework script.
    await expect(page.locator('astro-island')).toHaveCount(0);

    const xlsx = await readXlsx(await (await request.get((await page.locator('a[data-export="xlsx"]').getAttribute('href')) ?? '')).body());
    // The page writes the change with its sign (+25, −25); the sheet holds the number.
    const signed = (n: number) => (n > 0 ? `+${String(n)}` : n < 0 ? `−${String(-n)}` : '0');
    expect(xlsx.slice(1).map((r) => [(r[1] as number).toFixed(2), signed(r[2] as number), r[3]])).toEqual(rows.map((r) => [r[1], r[2], r[3]]));

    await page.goto(`/en/${PAGES.base}?from=2021-01-01&to=2021-12-31`);
    await expect(page.getByText(t('en', 'rates.noDataRange'))).toBeVisible();
  });
});

test.describe('MAIBOR', () => {
  test('shows the latest fixings for every term, a past date, a holiday and a range with its chart', async ({ page, request }) => {
    await page.goto(`/en/${PAGES.maibor}`);
    const latest = await tableRows(page, 'table[data-rate-table="day"]');
    expect(latest.map((r) => r[0])).toEqual(['Overnight', '1 week', '1 month', '2 months', '3 months', '6 months', '1 year']);
    const { items } = await api(request, `Type=maibor&Filters.Begin=${LATEST}&Filters.End=${LATEST}`);
    expect(latest.map((r) => r[1])).toEqual(items.map((i) => i.rate?.toFixed(4)));

    await page.goto(`/en/${PAGES.maibor}?date=2023-08-01`);
    await expect(page.getByRole('heading', { level: 2, name: 'Rates of 1 August 2023' })).toBeVisible();
    await page.goto(`/en/${PAGES.maibor}?date=${HOLIDAY}`);
    await expect(page.getByText(t('en', 'rates.noDataDate'))).toBeVisible();
    await expect(page.getByRole('link', { name: '30 September 2026', exact: true })).toBeVisible();

    await page.goto(`/en/${PAGES.maibor}?from=2026-08-03&to=2026-08-31&term=overnight&term=3m`);
    const history = await tableRows(page, 'table[data-rate-table="history"]');
    expect(history[0]?.[0]).toBe('31 August 2026');
    expect(history[0]).toHaveLength(3);
    await page.locator('.rate-chart').scrollIntoViewIfNeeded();
    await expect(page.locator('.rate-chart canvas')).toHaveCount(1);

    const csv = parseCsv(await (await request.get((await page.locator('section[aria-labelledby="maibor-history-heading"] a[data-export="csv"]').getAttribute('href')) ?? '')).body());
    const byDay = new Map<string, string[]>();
    for (const [date, , rate] of csv.slice(1)) byDay.set(date ?? '', [...(byDay.get(date ?? '') ?? []), rate ?? '']);
    const days = await page.locator('table[data-rate-table="history"] tbody time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
    expect(days.map((d) => byDay.get(d))).toEqual(history.map((r) => r.slice(1)));

    await page.goto(`/en/${PAGES.maibor}?from=2019-01-01&to=2019-06-30`);
    await expect(page.getByText(t('en', 'rates.noDataRange'))).toBeVisible();
  });
});

test.describe('MONIA', () => {
  test('shows MONIA with the liquidity deposit rate, a past date, a holiday and a range with its chart', async ({ page }) => {
    await page.goto(`/en/${PAGES.monia}`);
    const latest = await tableRows(page, 'table[data-rate-table="day"]');
    expect(latest.map((r) => r[0])).toEqual([t('en', 'rates.title.monia'), t('en', 'rates.title.liquidity-deposit-rate')]);
    // 1.75 points under the base rate of 3.50%.
    expect(latest[1]?.[1]).toBe('1.7500');
    await expect(page.getByText(/Published on 30 October 2026 at 11:00/)).toBeVisible();
    await page.locator('.rate-chart').scrollIntoViewIfNeeded();
    await expect(page.locator('.rate-chart canvas')).toHaveCount(1);

    await page.goto(`/en/${PAGES.monia}?date=2022-03-01`);
    await expect(page.getByRole('heading', { level: 2, name: 'Rates of 1 March 2022' })).toBeVisible();
    await page.goto(`/en/${PAGES.monia}?date=${HOLIDAY}&from=${HOLIDAY}&to=2026-10-02`);
    await expect(page.getByText(t('en', 'rates.noDataDate'))).toBeVisible();
    await expect(page.getByText(t('en', 'rates.noDataRange'))).toBeVisible();
  });
});

for (const lang of ['zh-hant', 'en'] as const satisfies readonly Language[]) {
  test.describe(`rate pages: accessibility (${lang})`, () => {
    for (const [name, path] of Object.entries(PAGES)) {
      test(`the ${name} page, latest and empty states, has no WCAG 2.2 AA violations`, async ({ page }) => {
        // Three axe runs over long tables.
        test.setTimeout(90_000);
        await expectAccessible(page, `/${lang}/${path}`);
        // The chart hydrates when visible: check the page with it drawn too.
        if ((await page.locator('.rate-chart').count()) > 0) {
          await page.locator('.rate-chart').first().scrollIntoViewIfNeeded();
          await expect(page.locator('.rate-chart canvas').first()).toBeVisible();
          await expectAxeClean(page);
        }
        await expectAccessible(page, `/${lang}/${path}?date=${HOLIDAY}&from=${HOLIDAY}&to=2026-10-02`);
      });
    }
    test('the widget has no WCAG 2.2 AA violations', async ({ page }) => {
      await expectAccessible(page, `/${lang}/widgets/rates`);
    });
  });
}

test.describe('feed and widget', () => {
  test('the rate pages link an Atom feed with one entry per publication day', async ({ page, request }) => {
    await page.goto(`/en/${PAGES.maibor}`);
    const href = await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
    expect(href).toBe('/feeds/en/rates.atom');
    const res = await request.get(href ?? '');
    expect(res.headers()['content-type']).toContain('application/atom+xml');
    const doc = new JSDOM(await res.text(), { contentType: 'application/xml' }).window.document;
    expect(doc.querySelector('parsererror')).toBeNull();
    const entries = [...doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'entry')];
    expect(entries.length).toBe(20);
    const links = entries.map((e) => e.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href') ?? '');
    expect(links[0]).toMatch(new RegExp(`/en/${PAGES.fx}\\?date=${LATEST}$`));
    expect(links.some((l) => l.endsWith(HOLIDAY))).toBe(false);
    const zh = new JSDOM(await (await request.get('/feeds/zh-hant/rates.atom')).text(), { contentType: 'application/xml' }).window.document;
    expect(zh.documentElement.getAttribute('xml:lang')).toBe('zh-Hant');
    expect(zh.querySelector('entry > title')?.textContent).toBe('2026年10月30日匯率及利率');
  });

  test('the widget is also at /widgets/rates?lang=…, the address to paste into an iframe', async ({ page, request }) => {
    const res = await request.get('/widgets/rates?lang=en&currency=USD', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()['location']).toBe('/en/widgets/rates?currency=USD');
    await page.goto('/widgets/rates?lang=pt');
    await expect(page).toHaveURL(/\/pt\/widgets\/rates$/);
    await expect(page.locator('html')).toHaveAttribute('lang', /^pt/);
  });

  test('the widget shows the latest rates without site chrome and may be framed by any site', async ({ page, request, baseURL }) => {
    const res = await request.get('/en/widgets/rates');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-security-policy']).toMatch(/frame-ancestors [^;]*\*/);
    expect(res.headers()['cache-control']).toContain('public');
    // An ordinary page keeps its own framing policy.
    expect((await request.get(`/en/${PAGES.fx}`)).headers()['content-security-policy']).not.toMatch(/frame-ancestors [^;]*\*/);

    await page.route('http://news.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>News</title><iframe title="Rates" src="${baseURL ?? ''}/zh-hant/widgets/rates?currency=USD&currency=HKD"></iframe>` }),
    );
    await page.goto('http://news.example/');
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { name: t('zh-hant', 'rates.widgetTitle') })).toBeVisible();
    await expect(frame.locator('tbody tr')).toHaveCount(2);
    await expect(frame.locator('nav')).toHaveCount(0);
    expect(await frame.locator('caption').evaluate((c) => c.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    await expect(frame.locator('astro-island, script')).toHaveCount(0);
  });
});
