/**
 * WCAG 2.2 AA checks with axe on the home page, a section page, a two-column page
 * and the not-found page of every language. Any violation fails the test with a readable list.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { firstSection, LANGS, mainMenu, pageUrl } from './support.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

function describeViolations(url: string, violations: AxeResults['violations']): string {
  const lines = [`${String(violations.length)} accessibility violation(s) on ${url}:`];
  for (const v of violations) {
    lines.push(`- [${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.helpUrl})`);
    for (const node of v.nodes.slice(0, 10)) {
      lines.push(`    at ${node.target.join(' > ')}`);
      if (node.failureSummary) lines.push(`       ${node.failureSummary.replace(/\n/g, '\n       ')}`);
    }
    if (v.nodes.length > 10) lines.push(`    … and ${String(v.nodes.length - 10)} more`);
  }
  return lines.join('\n');
}

async function expectNoViolations(page: Page, url: string, status: number): Promise<void> {
  const res = await page.goto(url);
  expect(res?.status(), `status of ${url}`).toBe(status);
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.violations, describeViolations(url, results.violations)).toEqual([]);
}

for (const lang of LANGS) {
  test.describe(lang, () => {
    test(`home page /${lang}/ has no WCAG 2.2 AA violations`, async ({ page }) => {
      await expectNoViolations(page, pageUrl(lang), 200);
    });

    test(`a section page in ${lang} has no WCAG 2.2 AA violations`, async ({ page, request }) => {
      const section = firstSection(await mainMenu(request, lang));
      await expectNoViolations(page, pageUrl(lang, section.path), 200);
    });

    test(`a two-column content page in ${lang} has no WCAG 2.2 AA violations`, async ({ page, request }) => {
      const menu = await mainMenu(request, lang);
      const flat = menu.flatMap((section) => [section, ...section.childrens]);
      const content = flat.find((item) => item.page?.template === 'two-column' && item.page.module === 'generic-page' && !item.url);
      expect(content, 'the seed has a generic two-column page').toBeDefined();
      await expectNoViolations(page, pageUrl(lang, content!.path), 200);
    });

    test(`the not-found page in ${lang} has no WCAG 2.2 AA violations`, async ({ page }) => {
      await expectNoViolations(page, pageUrl(lang, 'no-such-page'), 404);
    });
  });
}
