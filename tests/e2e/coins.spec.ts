/**
 * The coin shop end to end, in zh-hant and en, by keyboard only and checked with axe:
 * browse → add two coins → the header's cart count → change a quantity → the order form
 * with its error summary → check your answers → the thank-you page with the reference,
 * and the acknowledgement e-mail in the page's language (read from a real SMTP server
 * this spec starts: the test-hooks server sends to it, see tests/playwright.config.ts).
 * Also: a coin whose stock ran out between adding it and ordering shows 'Coin out of stock'.
 */
import { expect, test, type Page } from '@playwright/test';
import { useTestMailbox } from './mailbox.ts';
import { islandReady, t, type Language } from './support.ts';
import { expectNoAxeViolations } from './axe.ts';

const SHOP = 'services/commemorative-coins';
const SILVER = '2026-year-of-the-horse-silver';
const HERITAGE = '2025-heritage-silver';

const { addressed } = useTestMailbox();

test.describe.configure({ mode: 'serial' });

async function setStock(page: Page, slug: string, stock: number) {
  const res = await page.request.post('/api/test/coins-stock', { data: { slug, stock } });
  expect(res.status(), `stock of ${slug}`).toBe(200);
}

async function press(page: Page, locator: ReturnType<Page['locator']>, key = 'Enter') {
  await islandReady(locator);
  await locator.focus();
  await page.keyboard.press(key);
}

async function typeInto(page: Page, selector: string, text: string) {
  await islandReady(page.locator(selector));
  await page.locator(selector).focus();
  await page.keyboard.type(text);
}

/** Islands answer only once hydrated (Astro removes `ssr` from the island then). */
async function hydrated(scope: ReturnType<Page['locator']>) {
  // The list's buttons hydrate when they come into view (client:visible).
  await scope.scrollIntoViewIfNeeded();
  for (const island of await scope.locator('astro-island').all()) await expect(island).not.toHaveAttribute('ssr');
}

const cartCount = (page: Page) => page.locator('header [data-cart-count]');
const card = (page: Page, slug: string) => page.locator('.coin-card').filter({ has: page.locator(`a[href$="coin=${slug}"]`) });

for (const lang of ['zh-hant', 'en'] as const satisfies readonly Language[]) {
  test.describe(lang, () => {
    test('browse, add two coins, change a quantity, order with an error summary, check answers, thank-you and e-mail', async ({ page }) => {
      test.setTimeout(90_000);
      await setStock(page, SILVER, 200);
      await setStock(page, HERITAGE, 200);
      const email = `coins-${lang}-${String(Date.now())}@example.mo`;

      // Browse: the list, filtered by year and type with the keyboard.
      await page.goto(`/${lang}/${SHOP}`);
      await expect(page.locator('.coin-card')).not.toHaveCount(0);
      await expect(page.locator('.coin-status--offline').first()).toHaveText(t(lang, 'coins.status.offline'));
      await expect(page.locator('.coin-status--sold-out').first()).toContainText(t(lang, 'coins.status.sold-out'));
      await expectNoAxeViolations(page);
      await page.locator('#coins-type').focus();
      await page.locator('#coins-type').selectOption('silver');
      await press(page, page.getByRole('button', { name: t(lang, 'coins.filter') }));
      await expect(page).toHaveURL(/type=silver/);
      await expect(page.locator('.coin-card').filter({ hasText: t(lang, 'coins.type.gold') })).toHaveCount(0);

      // Add two coins; the header counts them.
      await hydrated(card(page, SILVER));
      await hydrated(card(page, HERITAGE));
      await press(page, card(page, SILVER).getByRole('button', { name: t(lang, 'coins.addToCart') }));
      await expect(card(page, SILVER).getByRole('status')).toContainText('1');
      // What a screen reader hears on the cart link counts in the language's plural forms ("1 item", never "1 items").
      await expect(page.locator('[data-cart-text]').first()).toHaveText(t(lang, 'shell.cartItems', { count: 1 }));
      await press(page, card(page, HERITAGE).getByRole('button', { name: t(lang, 'coins.addToCart') }));
      await expect(cartCount(page)).toHaveText('2');
      await expect(page.locator('[data-cart-text]').first()).toHaveText(t(lang, 'shell.cartItems', { count: 2 }));

      // A coin's own page; the count is on every page.
      await press(page, card(page, SILVER).getByRole('link'));
      await expect(page).toHaveURL(new RegExp(`coin=${SILVER}`));
      await expect(page.locator('.coin-specs')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto(`/${lang}/about-us/introduction`);
      await expect(cartCount(page)).toHaveText('2');

      // The cart, through the header link: change a quantity.
      await press(page, page.locator('header a[data-cart-link]'));
      await expect(page).toHaveURL(/action=cart/);
      const quantity = page.locator(`#coins-line-${SILVER}`);
      await expect(quantity).toHaveValue('1');
      await expectNoAxeViolations(page);
      await quantity.focus();
      await page.keyboard.press('ArrowUp');
      await expect(quantity).toHaveValue('2');
      await expect(cartCount(page)).toHaveText('3');

      // The order form: an empty submit shows the error summary, which takes focus.
      await press(page, page.getByRole('button', { name: t(lang, 'coins.checkout') }));
      await expect(page.getByRole('heading', { name: t(lang, 'coins.orderTitle') })).toBeFocused();
      await press(page, page.getByRole('button', { name: t(lang, 'form.continue') }));
      const summary = page.locator('.error-summary');
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link', { name: new RegExp(t(lang, 'coins.email')) })).toBeVisible();
      // A radio group left alone is "required", like a text field.
      await expect(summary.getByRole('link', { name: `${t(lang, 'coins.delivery')}: ${t(lang, 'validation.required')}` })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(page.locator('#coins-name')).toBeFocused();

      await page.keyboard.type('Chan Tai Man');
      await typeInto(page, '#coins-address', 'Avenida da Praia Grande 1, Macao');
      await typeInto(page, '#coins-phone', '66123456');
      await typeInto(page, '#coins-email', email);
      await press(page, page.locator('#coins-contactSlot-morning'), 'Space');
      await press(page, page.locator('#coins-smsConsent-no'), 'Space');
      await press(page, page.locator('#coins-delivery-counter'), 'Space');
      await page.keyboard.press('ArrowDown');
      await expect(page.locator('#coins-delivery-mail')).toBeChecked();
      await press(page, page.getByRole('button', { name: t(lang, 'form.continue') }));

      // Check your answers: the lines, the details and the special mail charge.
      await expect(page.locator('.check-answers')).toContainText(email);
      await expect(page.locator('.coin-cart__totals')).toContainText('MOP 50.00');
      await expectNoAxeViolations(page);
      await press(page, page.getByRole('button', { name: t(lang, 'coins.placeOrder') }));

      // Thank-you: the reference and what happens next.
      await expect(page).toHaveURL(/action=thanks&ref=CN-/);
      const reference = (await page.getByTestId('reference-number').textContent()) ?? '';
      expect(reference).toMatch(/^CN-\d{4}-\d{6,}-[A-Z]$/);
      await expect(page.getByText(t(lang, 'coins.next.pay'))).toBeVisible();
      await expect(page.getByText(t(lang, 'coins.next.mail'))).toBeVisible();
      await expectNoAxeViolations(page);
      await expect(cartCount(page)).toHaveText('0');

      // The acknowledgement, in the page's language.
      await expect.poll(async () => (await addressed(email)).length, { timeout: 20_000 }).toBe(1);
      const mail = (await addressed(email))[0]!;
      expect(mail.subject).toBe(t(lang, 'coins.mail.ackSubject', { reference }));
      expect(mail.text).toContain(t(lang, 'coins.next.amount'));
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });

    test('a coin that sold out after it was put in the cart is named in the cart and cannot be ordered', async ({ page }) => {
      await setStock(page, HERITAGE, 20);
      await page.goto(`/${lang}/${SHOP}?coin=${HERITAGE}`);
      await hydrated(page.locator('.coin-detail'));
      await press(page, page.getByRole('button', { name: t(lang, 'coins.addToCart') }));
      await expect(cartCount(page)).toHaveText('1');
      await setStock(page, HERITAGE, 0);
      await page.goto(`/${lang}/${SHOP}?action=cart`);
      await expect(page.locator('.coin-cart__table')).toContainText(t(lang, 'coins.outOfStock'));
      await press(page, page.getByRole('button', { name: t(lang, 'coins.checkout') }));
      const summary = page.locator('.error-summary');
      await expect(summary).toBeFocused();
      await expect(summary).toContainText(t(lang, 'coins.outOfStock'));
      await expectNoAxeViolations(page);
      await setStock(page, HERITAGE, 200);
    });
  });
}

test('every coin screen passes axe and reflows at 320 px in zh-hans and pt (Portuguese falls back to English where untranslated)', async ({ page }) => {
  test.setTimeout(90_000);
  await setStock(page, HERITAGE, 200);
  for (const [index, lang] of (['zh-hans', 'pt'] as const).entries()) {
    for (const query of ['', `?coin=${HERITAGE}`, '?action=cart', '?action=thanks']) {
      await page.setViewportSize({ width: 1280, height: 720 });
      const res = await page.goto(`/${lang}/${SHOP}${query}`);
      expect(res?.status(), `${lang} ${query}`).toBe(200);
      await expect(page.locator('main .coins')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${lang} ${query} at 320 px`).toBeLessThanOrEqual(320);
    }
    // The cart with a coin in it.
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`/${lang}/${SHOP}?coin=${HERITAGE}`);
    await hydrated(page.locator('.coin-detail'));
    await press(page, page.getByRole('button', { name: t(lang, 'coins.addToCart') }));
    await page.goto(`/${lang}/${SHOP}?action=cart`);
    // One more each time: the cart is kept for the session, whatever the language.
    await expect(page.locator(`#coins-line-${HERITAGE}`)).toHaveValue(String(index + 1));
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/pt/${SHOP}`);
  await expect(page.getByRole('link', { name: 'Moeda de Prata do Ano do Cavalo 2026' })).toBeVisible();
  await expect(page.getByRole('link', { name: '2023 Year of the Rabbit Silver Coin' })).toBeVisible();
});
