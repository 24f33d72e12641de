/**
 * A visitor's pass over one page of every template in every language (issue 19):
 * axe finds no WCAG 2.2 AA violation at 1280 px, and at 320 px no page is wider
 * than the viewport (WCAG 1.4.10: a table that cannot shrink scrolls inside its
 * own region, never the page); on a Portuguese page, text shown as on the English
 * page is marked `lang="en"` unless it is the same in both (WCAG 3.1.2). One test
 * per template and language, its checks soft, so one failure never hides another.
 *
 * The pages are found through the menu the API serves (one menu page per page
 * module, plus the pages the menu does not list: home, 404, news, statement and
 * bond details), so the test follows the seed instead of hard-coding paths.
 */
import { expect, test, type Page } from '@playwright/test';
import { LANGS, t } from './support.ts';
import { TEMPLATES, templateUrl } from './templates.ts';
import { expectNoAxeViolations } from './axe.ts';


const REGISTER_TEMPLATES = new Set(['corporate-agents-register', 'individual-agents-register', 'intermediary', 'licence-cancelled', 'licence-suspended', 'renewal-period', 'clerk']);

async function widestOverflow(page: Page): Promise<string> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && el.getClientRects().length > 0)
      .filter((el) => !el.parentElement?.closest('[role="region"]'))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''} (${String(Math.round(el.getBoundingClientRect().right))} px)`);
    return wide.join(', ');
  });
}

/**
 * Texts a Portuguese page may show as they are written in English without being
 * English: proper names, codes and abbreviations that are the same in both
 * languages. Anything else in English must be marked `lang="en"` so that a
 * screen reader reads it with an English voice (WCAG 3.1.2).
 */
const SAME_IN_PT_AND_EN: readonly RegExp[] = [
  // Codes, abbreviations and brand names.
  /^(?:[A-Z0-9]{2,8}|FinTech|Facebook|WeChat|Atom|Excel \(XLSX\)|Overnight)$/u,
  // Places: Macao's own Portuguese names and the countries and regions the seed lists.
  /^(?:Macau|Macao|Portugal|Angola|Brasil|Moçambique|Timor-Leste|Cabo Verde|Hong Kong, China|Taiwan, China)$/u,
  // Addresses (Portuguese street names), web addresses, file names and file details.
  /^(?:Avenida|Rua|Travessa|Alameda|Estrada|Largo|Praça)\b/u,
  /^(?:https?:\/\/|www\.)|^[a-z0-9.-]+\.[a-z]{2,}(?:\/\S*)?$/iu,
  /^[\w.-]+\.(?:pdf|xlsx?|csv|docx?|zip|png|jpe?g|ics)$/iu,
  /^\((?:PDF|CSV|XLSX|XLS|DOCX?|ZIP|PNG|JPE?G), [\d.,\s]+ ?[KMG]?B\)$/u,
  // Face values drawn on the coin pictures: the pataca is the currency's Portuguese name.
  /^\d+ PATACAS$/u,
  // Reference numbers (AMCM/CP/2026/09) and money amounts (USD 350,000,000).
  /^[A-Z]+(?:\/[A-Z0-9]+)+$/u,
  /^[A-Z]{3} [\d,. \u00a0\u202f]+$/u,
  // Institutions and companies: their names are the same in both languages.
  /\b(?:S\.A\.|Limited|Ltd\.?|Ratings|Banco|Bank|Autoridade)\b/u,
];

/** Text nodes inside `main` with their nearest `lang`. */
async function mainTexts(page: Page): Promise<{ text: string; lang: string }[]> {
  return page.evaluate(() => {
    const out: { text: string; lang: string }[] = [];
    const main = document.querySelector('main');
    if (!main) return out;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template, [hidden], .visually-hidden[aria-hidden="true"]')) continue;
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!/[A-Za-z]{3}/.test(text)) continue;
      // Text inside an element marked with its own language is the author's choice; only text that inherits the page's language counts.
      const marked = parent.closest('[lang]');
      out.push({ text, lang: marked === document.documentElement ? '' : (marked?.getAttribute('lang') ?? '') });
    }
    return out;
  });
}

/** The texts inside `main` of the English page at `url`. */
async function englishTexts(page: Page, url: string): Promise<Set<string>> {
  await page.goto(url);
  return new Set((await mainTexts(page)).map((x) => x.text));
}

/** English text inside `main` of a pt page that is not marked `lang="en"` (WCAG 3.1.2); `english` holds the en page's texts. */
async function unmarkedEnglish(page: Page, english: ReadonlySet<string>): Promise<string[]> {
  const unmarked = (await mainTexts(page)).filter((x) => english.has(x.text) && x.lang === '' && !SAME_IN_PT_AND_EN.some((name) => name.test(x.text)));
  return [...new Set(unmarked.map((x) => x.text))];
}

for (const lang of LANGS) {
  test.describe(`every template in ${lang}`, () => {
    for (const template of TEMPLATES) {
      const extra = lang === 'pt' ? '; English text marked lang="en"' : '';
      test(`${template} (${lang}): no axe violation at 1280 px, no page wider than 320 px${extra}`, async ({ page, request }) => {
        // Portuguese pages are checked against the English page of the same template:
        // its texts, where the pt page shows them unmarked, are English read with a Portuguese voice.
        const english = lang === 'pt' ? await englishTexts(page, await templateUrl(request, 'en', template)) : undefined;
        const url = await templateUrl(request, lang, template);
        await page.setViewportSize({ width: 1280, height: 900 });
        const res = await page.goto(url);
        expect(res?.status(), url).toBe(template === 'not found' ? 404 : 200);
        await expectNoAxeViolations(page, url, { soft: true });
        if (english) {
          expect.soft(await unmarkedEnglish(page, english), `English text outside lang="en" on ${url}`).toEqual([]);
          // The registers are kept in Chinese and English only: their pages say so, once.
          if (REGISTER_TEMPLATES.has(template)) await expect(page.getByText(t('pt', 'site.ptPartial'))).toHaveCount(1);
        }

        await page.setViewportSize({ width: 320, height: 640 });
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${url} at 320 px is wider than the viewport` })
          .toBeLessThanOrEqual(320)
          .catch(async (error: unknown) => {
            throw new Error(`${String(error)}\nToo wide: ${await widestOverflow(page)}`);
          });
      });
    }
  });
}
