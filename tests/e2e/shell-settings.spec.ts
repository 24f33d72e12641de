/**
 * The WeChat QR code follows the `wechat-url` setting (switched through the test
 * hook): shown as a server-rendered SVG when set, left out when not.
 */
import { expect, test } from '@playwright/test';
import { setSetting } from './settings-hook.ts';
import { pageUrl, t } from './support.ts';

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ request }) => {
  await setSetting(request, 'wechat-url', '');
});

test('the WeChat dialog shows the QR code of the account URL only when the setting has one', async ({ page, request }) => {
  await setSetting(request, 'wechat-url', '');
  await page.goto(pageUrl('en', 'about-us'));
  const opener = page.getByRole('button', { name: t('en', 'shell.wechat'), exact: true });
  const dialog = page.getByRole('dialog', { name: t('en', 'shell.wechatTitle') });
  await opener.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: t('en', 'shell.qrCode') })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await setSetting(request, 'wechat-url', 'https://weixin.qq.com/r/amcm-example');
  await page.goto(pageUrl('zh-hant', 'about-us'));
  await page.getByRole('button', { name: t('zh-hant', 'shell.wechat'), exact: true }).click();
  const qr = page.getByRole('dialog', { name: t('zh-hant', 'shell.wechatTitle') }).getByRole('img', { name: t('zh-hant', 'shell.qrCode') });
  await expect(qr).toBeVisible();
  await expect(qr.locator('svg path')).toHaveCount(1);
  const box = await qr.boundingBox();
  expect(box!.width).toBeGreaterThan(120);
  await page.keyboard.press('Escape');
  await expect(qr).toBeHidden();
});
