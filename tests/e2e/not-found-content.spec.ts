/**
 * Every detail of the reference, media and news page modules reached through its
 * menu path answers the 404 page (status and heading) for an id or slug that
 * names nothing, instead of a friendly message with status 200.
 */
import { expect, test } from '@playwright/test';
import { t } from './support.ts';

const CASES = [
  ['recruitment', '/en/about-us/recruitment?id=99999999'],
  ['tender-info', '/en/about-us/procurement?id=99999999'],
  ['annual-events', '/en/about-us/annual-events?slug=no-such-event'],
  ['videos', '/en/news-notice/multimedia/videos?id=99999999'],
  ['graphics', '/en/news-notice/multimedia/graphics?id=99999999'],
  ['news-detail', '/en/news-notice-detail?id=99999999'],
] as const;

test.describe('unknown ids on detail modules', () => {
  for (const [module, url] of CASES) {
    test(`${module}: ${url} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'site.notFoundTitle'));
    });
  }
});
