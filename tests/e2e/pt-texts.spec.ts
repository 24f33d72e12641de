/**
 * Portuguese pages (issue 19, docs/decisions/0008): menu titles are Portuguese
 * (the side menu of the currency reproduction pages, their headings and <title>),
 * the complaint pages whose texts are Portuguese do not say that content is only
 * in Chinese and English, and a page whose content really falls back still does,
 * under a Portuguese heading that is not marked as English.
 */
import { expect, test } from '@playwright/test';
import { t } from './support.ts';

const NOTICE = t('pt', 'site.ptPartial');
const SITE = t('pt', 'site.name');

test('the currency reproduction pages have Portuguese titles in the side menu, the heading and the <title>, and no Chinese-and-English notice', async ({ page }) => {
  const pages = [
    ['services/currency-reproduction/application-form', 'Formulário de Pedido em Linha'],
    ['services/currency-reproduction/notes-calculator', 'Simulador de Dimensões de Notas'],
    ['services/currency-reproduction/coins-calculator', 'Simulador de Dimensões de Moedas'],
  ] as const;
  for (const [path, title] of pages) {
    expect((await page.goto(`/pt/${path}`))?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', /.+/);
    await expect(page).toHaveTitle(`${title} | ${SITE}`);
    const side = page.locator('.side-nav');
    for (const [, other] of pages) await expect(side.getByRole('link', { name: other, exact: true })).toHaveCount(1);
    await expect(side.getByText(/Online Application Form|Banknote Size Calculator|Coin Size Calculator/)).toHaveCount(0);
    // Their texts are all translated: no notice that content is only in Chinese and English.
    await expect(page.getByText(NOTICE)).toHaveCount(0);
  }
});

test('the complaint pages in Portuguese show their Portuguese texts without the Chinese-and-English notice', async ({ page }) => {
  expect((await page.goto('/pt/services/complaint'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reclamações');
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  for (const [type, note] of [
    ['dsg', 'Para as seguradoras dos ramos vida e não vida autorizadas em Macau'],
    ['def', 'Para as outras instituições supervisionadas pela Autoridade'],
  ] as const) {
    expect((await page.goto(`/pt/complaint/${type}/note`))?.status()).toBe(200);
    await expect(page.locator('main')).toContainText(note);
    await expect(page.getByText(NOTICE)).toHaveCount(0);
  }
});

test('a Portuguese page whose content is only in English says so, under a Portuguese heading', async ({ page }) => {
  expect((await page.goto('/pt/banking-sector/fintech'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tecnologia Financeira');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', /.+/);
  await expect(page).toHaveTitle(`Tecnologia Financeira | ${SITE}`);
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(page.locator('main [lang="en"]').first()).toBeVisible();
});
