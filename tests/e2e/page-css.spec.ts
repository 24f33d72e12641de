/**
 * Page CSS (issue 17, docs/decisions/0009-page-css.md): a page carries the shell's
 * stylesheet and only the CSS of the templates it renders, so what the first paint
 * waits for stays small; the inlined sheets are allowed by the CSP.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';

const HOME = '/en/';
const NEWS_LIST = '/en/news-notice/press-releases';
const RATES = '/en/financial-information/exchange-rates';
const REGISTER = '/en/insurance-sector/intermediaries-register/individual-agents';
const COINS = '/en/services/commemorative-coins';

/**
 * The most CSS (bytes, uncompressed) a page may make its first paint wait for: the
 * shell's site.css (22 KB) plus the largest template's own sheets (a register page:
 * its table and the verification-code field, 7 KB), with about 7 KB to spare. Every
 * module's CSS on every page, as before the split, was 49 KB more.
 */
const MAX_BLOCKING_CSS_BYTES = 36 * 1024;

/** A rule of each template's own stylesheet that no other template uses. */
const OWN_RULE = {
  coins: '.coin-card{',
  rates: '.rates__table',
  registers: '.register__disclaimer',
  news: '.news-filter',
  bonds: '.bond-',
  search: '.search-results',
};

interface PageCss {
  /** Inline <style> texts. */
  inline: string[];
  /** Stylesheets linked without a media query that keeps them off the first paint. */
  linked: { href: string; text: string }[];
}

async function cssOf(request: APIRequestContext, path: string): Promise<PageCss> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  const linked: PageCss['linked'] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="stylesheet"/.test(tag) || /\bmedia="print"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)![1]!;
    const sheet = await request.get(href);
    expect(sheet.status(), href).toBe(200);
    linked.push({ href, text: await sheet.text() });
  }
  return { inline, linked };
}

const allText = (css: PageCss) => [...css.inline, ...css.linked.map((l) => l.text)].join('\n');
const blockingBytes = (css: PageCss) => Buffer.byteLength(allText(css), 'utf8');

test.describe('page CSS', () => {
  test('a page carries its own templates\' rules and none of the other templates\'', async ({ request }) => {
    // Each rule really is in its template's stylesheet (so the absence checks below cannot pass on a renamed class).
    const coins = allText(await cssOf(request, COINS));
    expect(coins).toContain(OWN_RULE.coins);
    const rates = allText(await cssOf(request, RATES));
    expect(rates).toContain(OWN_RULE.rates);
    const register = allText(await cssOf(request, REGISTER));
    expect(register).toContain(OWN_RULE.registers);
    const news = allText(await cssOf(request, NEWS_LIST));
    expect(news).toContain(OWN_RULE.news);

    for (const [name, text, own] of [
      ['rates', rates, 'rates'],
      ['coins', coins, 'coins'],
      ['register', register, 'registers'],
      ['news list', news, 'news'],
    ] as const) {
      for (const [template, rule] of Object.entries(OWN_RULE)) {
        if (template === own) continue;
        expect(text, `the ${name} page carries the ${template} template's ${rule}`).not.toContain(rule);
      }
    }
    const home = allText(await cssOf(request, HOME));
    for (const [template, rule] of Object.entries(OWN_RULE)) expect(home, `the home page carries the ${template} template's ${rule}`).not.toContain(rule);
  });

  test(`the CSS the first paint waits for stays under ${MAX_BLOCKING_CSS_BYTES} bytes, in one stylesheet request at most`, async ({ request }) => {
    for (const path of [HOME, NEWS_LIST, RATES, REGISTER, COINS]) {
      const css = await cssOf(request, path);
      expect(blockingBytes(css), `render-blocking CSS of ${path}`).toBeLessThan(MAX_BLOCKING_CSS_BYTES);
      // The shell's sheet is the one request; the templates' sheets are inline.
      expect(css.linked.map((l) => l.href), `stylesheet requests of ${path}`).toHaveLength(1);
    }
  });

  test('the inlined sheets apply (the CSP allows them) on the pages that use them', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(COINS);
    // coins.css: a bordered, flex card.
    const card = page.locator('.coin-card').first();
    await expect(card).toHaveCSS('display', 'flex');
    await expect(card).toHaveCSS('border-top-style', 'solid');
    await page.goto(RATES);
    // rates.css (inlined): the table's header cells are shaded and stick; site.css (linked): the skip link is positioned.
    const headerCell = page.locator('table.rates__table thead th').first();
    await expect(headerCell).toHaveCSS('background-color', 'rgb(232, 238, 243)');
    await expect(headerCell).toHaveCSS('position', 'sticky');
    await expect(page.locator('.skip-link')).toHaveCSS('position', 'absolute');
    expect(violations).toEqual([]);
  });
});
