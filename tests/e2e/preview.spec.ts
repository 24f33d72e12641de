/** Preview of unpublished versions (SPEC §2, §4): only with the server's preview key. */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { t } from './support.ts';

const PATH = 'about-us/introduction';
const KEY = 'e2e-preview-key';

async function pageId(request: APIRequestContext): Promise<number> {
  const res = await request.get(`/api/v1.0/page?path=${PATH}`, { headers: { 'Api-Language': 'en' } });
  return ((await res.json()) as { data: { id: number } }).data.id;
}

test.describe('preview', () => {
  test('with a valid key the saved version shows, with a banner, no breadcrumb and no caching', async ({ page, request }) => {
    const id = await pageId(request);
    const version = await request.get(`/api/v1.0/cms/version_data?module=page&key=${KEY}&id=${id}&vid=1`);
    expect(version.status()).toBe(200);
    const draftTitle = ((await version.json()) as { data: { en: { title: string } } }).data.en.title;

    const response = await page.goto(`/en/${PATH}?preview&id=${id}&vid=1&key=${KEY}`);
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftTitle);
    await expect(page.getByText(t('en', 'site.previewBanner'))).toBeVisible();
    await expect(page.locator('nav.breadcrumb')).toHaveCount(0);
  });

  test('without a valid key the published page shows and no banner', async ({ page, request }) => {
    const id = await pageId(request);
    const published = await request.get(`/api/v1.0/page?path=${PATH}`, { headers: { 'Api-Language': 'en' } });
    const title = ((await published.json()) as { data: { title: string } }).data.title;
    await page.goto(`/en/${PATH}?preview&id=${id}&vid=1&key=not-the-key`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(t('en', 'site.previewBanner'))).toHaveCount(0);
    const denied = await request.get(`/api/v1.0/cms/version_data?module=page&key=nope&id=${id}&vid=1`);
    expect(denied.status()).toBe(404);
  });
});
