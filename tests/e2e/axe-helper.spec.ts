/**
 * The axe helper every spec relies on finds violations: a helper that always
 * answered "none" would let every accessibility check in the suite pass.
 */
import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.ts';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>axe helper</title></head><body>
<main><h1>Page</h1>
<section id="bad"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10"><p style="color:#bbb;background:#fff">Faint text</p></section>
<section id="good"><p>Readable text</p></section>
</main></body></html>`;

test('the axe helper reports a missing alt text and faint text, and only inside the region asked for', async ({ page }) => {
  await page.setContent(PAGE);
  const all = await axeViolations(page);
  expect(all.map((line) => line.split(':')[0])).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
  expect(all.find((line) => line.startsWith('image-alt'))).toMatch(/ at .*img/);
  expect(await axeViolations(page, '#good')).toEqual([]);
  // A second scan of the same page reuses the injected axe and finds the same.
  expect(await axeViolations(page)).toEqual(all);
});
