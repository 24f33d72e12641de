/**
 * Every preview route of SPEC §2 shows a seeded draft under the preview banner
 * with the server's key and refuses it with a wrong key (helpers in
 * preview-support.ts); service-area redirects to the services section.
 */
import { expect, test } from '@playwright/test';
import { expectPreviewRoute, previewTarget, previewUrl, PREVIEW_KEY } from './preview-support.ts';

/** Route name, entry module, and the seeded entry that has a saved version. */
const ROUTES = [
  ['company', 'company', 'luso-international-bank'],
  ['banner', 'banner', 'fraud-alert-2026'],
  ['faq', 'faq', 'deposit-protection-limit'],
  ['holiday', 'holiday', 'christmas-eve-2026'],
  ['videos', 'video', 'phone-scams'],
  ['graphic', 'graphic', 'deposits-by-currency'],
  ['annual_events', 'annual-event', 'financial-forum-2026'],
  ['law', 'law', 'lei-13-2023'],
  ['recruitment', 'recruitment', 'rec-2026-12-it-security'],
  ['download', 'download', 'form-p01-complaint'],
  ['news', 'news', 'base-rate-2026-09-17'],
] as const;

test.describe('preview routes', () => {
  for (const [route, module, slug] of ROUTES) {
    test(`/preview/${route} shows the draft with the banner for a valid key and refuses a wrong one`, async ({ page, request }) => {
      await expectPreviewRoute(page, request, route, module, await previewTarget(request, module, slug));
    });
  }

  test('drafts show in Portuguese where written and in simplified Chinese (derived)', async ({ page, request }) => {
    const holiday = await previewTarget(request, 'holiday', 'christmas-eve-2026');
    await expectPreviewRoute(page, request, 'holiday', 'holiday', holiday, 'pt');
    await expectPreviewRoute(page, request, 'holiday', 'holiday', holiday, 'zh-hans');
    const event = await previewTarget(request, 'annual-event', 'financial-forum-2026');
    await expectPreviewRoute(page, request, 'annual_events', 'annual-event', event, 'pt');
    const law = await previewTarget(request, 'law', 'lei-13-2023');
    await expectPreviewRoute(page, request, 'law', 'law', law, 'pt');
    const news = await previewTarget(request, 'news', 'base-rate-2026-09-17');
    await expectPreviewRoute(page, request, 'news', 'news', news, 'zh-hans');
  });

  test('a draft without Portuguese text shows in English on a Portuguese preview, marked as English', async ({ page, request }) => {
    const graphic = await previewTarget(request, 'graphic', 'deposits-by-currency');
    const english = graphic.texts.en!.title;
    await page.goto(previewUrl('pt', 'graphic', graphic, PREVIEW_KEY));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english);
    await expect(page.locator('main [lang="en"] h1')).toHaveText(english);
  });

  test('/preview/service-area redirects to the services section, keeping the query', async ({ page }) => {
    const response = await page.goto(`/en/preview/service-area?id=1&vid=1&key=${PREVIEW_KEY}`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/en/services');
    expect(new URL(page.url()).searchParams.get('vid')).toBe('1');
  });
});
