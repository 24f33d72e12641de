/**
 * One way to write dates and numbers per language (SPEC §9, issue 19), checked on
 * one template of each kind in every language: every date a page shows in `main`
 * is the long date of the page's language (never an ISO date), money shows its
 * currency and two decimals, and percentages and large numbers follow the page's
 * locale (a decimal comma in Portuguese).
 */
import { expect, test, type Page } from '@playwright/test';
import { formatDate } from '../../src/lib/format.ts';
import { LANGS, type Language } from './support.ts';
import { templateUrl } from './templates.ts';

/** Templates whose main shows dates: lists, details, tables, calendars. */
const DATED = ['home', 'news-category', 'news detail', 'statement detail', 'base-rate', 'exchange-rate', 'law', 'holidays', 'recruitment', 'downloads', 'bond detail'];

/** The dates shown in `main`: text and machine-readable day of each `<time>` holding a whole date. */
async function shownDates(page: Page): Promise<{ text: string; datetime: string }[]> {
  return page.locator('main time[datetime]').evaluateAll((times) =>
    times
      // Day numbers of the holiday calendar grid and durations are not dates written out.
      .filter((el) => !el.closest('.holiday-month') && /^\d{4}-\d{2}-\d{2}/.test(el.getAttribute('datetime') ?? ''))
      .map((el) => ({ text: (el.textContent ?? '').replace(/\s+/g, ' ').trim(), datetime: el.getAttribute('datetime') ?? '' })),
  );
}

/** Decimal and grouping marks of each language's locale. */
const DECIMAL: Record<Language, string> = { 'zh-hant': '.', 'zh-hans': '.', en: '.', pt: ',' };
const percentIn = (lang: Language) => (DECIMAL[lang] === ',' ? /^\d+,\d{2,4} ?%$/ : /^\d+\.\d{2,4}%$/);
const moneyIn = (lang: Language) => (DECIMAL[lang] === ',' ? /^[A-Z]{3} \d{1,3}(?:[\s\u00a0\u202f]\d{3})*,\d{2}$|^[A-Z]{3} \d{4},\d{2}$/ : /^[A-Z]{3} \d{1,3}(?:,\d{3})*\.\d{2}$/);

for (const lang of LANGS) {
  test.describe(`formats in ${lang}`, () => {
    for (const template of DATED) {
      test(`dates on ${template} (${lang}) are written the one way of the language`, async ({ page, request }) => {
        const url = await templateUrl(request, lang, template);
        await page.goto(url);
        const dates = await shownDates(page);
        expect(dates.length, `${url} shows dates`).toBeGreaterThan(0);
        const wrong = dates.filter((d) => d.text !== formatDate(d.datetime, lang));
        expect(wrong, `dates on ${url} not written as formatDate(…, '${lang}')`).toEqual([]);
      });
    }

    test(`money and percentages of a bond (${lang}) follow the locale: currency with two decimals, the language's decimal mark`, async ({ page, request }) => {
      const url = await templateUrl(request, lang, 'bond detail');
      await page.goto(url);
      const field = (name: RegExp) => page.locator('.bond-fields div').filter({ has: page.locator('dt', { hasText: name }) }).locator('dd');
      const { t } = await import('./support.ts');
      await expect(field(new RegExp(t(lang, 'bonds.field.issueSize')))).toHaveText(moneyIn(lang));
      await expect(field(new RegExp(t(lang, 'bonds.field.couponRate')))).toHaveText(percentIn(lang));
    });

    test(`the base rate (${lang}) is a percentage in the page's locale, in the figure and in the table`, async ({ page, request }) => {
      await page.goto(await templateUrl(request, lang, 'base-rate'));
      await expect(page.locator('.rates__figure-value')).toHaveText(percentIn(lang));
      const cells = await page.locator('[data-rate-table="history"] td.num').first().textContent();
      expect(cells?.trim()).toMatch(DECIMAL[lang] === ',' ? /^\d+,\d{2}$/ : /^\d+\.\d{2}$/);
    });
  });
}
