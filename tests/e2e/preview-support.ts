/**
 * The one way the browser tests find a preview target (SPEC §2 preview routes):
 * the seeded entry by module and slug (`/cms/information`), its saved version
 * (`/cms/version_data`, whose ids depend on the order of the seed parts), and the
 * version's texts; and the checks every preview route shares.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { t, type Envelope, type Language } from './support.ts';

export const PREVIEW_KEY = 'e2e-preview-key';

export interface PreviewTarget {
  id: number;
  vid: number;
  /** The version's texts by language, as saved. */
  texts: Partial<Record<Language, { title: string; content?: string }>>;
  /** The published entry's title in English. */
  publishedTitle: string;
}

/** The published entry `slug` of `module` and its first saved version. */
export async function previewTarget(request: APIRequestContext, module: string, slug: string): Promise<PreviewTarget> {
  const entry = await request.get(`/api/v1.0/cms/information?Module=${module}&slug=${slug}`, { headers: { 'Api-Language': 'en' } });
  expect(entry.status(), `${module} ${slug}`).toBe(200);
  const { id, title } = ((await entry.json()) as Envelope<{ id: number; title: string }>).data;
  for (let vid = 1; vid <= 60; vid++) {
    const res = await request.get(`/api/v1.0/cms/version_data?module=${module}&key=${PREVIEW_KEY}&id=${String(id)}&vid=${String(vid)}`);
    if (res.status() === 200) return { id, vid, texts: ((await res.json()) as Envelope<PreviewTarget['texts']>).data, publishedTitle: title };
  }
  throw new Error(`no saved version of ${module} ${slug}`);
}

/** The text blocks (paragraphs, list items, headings) of a version's HTML, as a visitor reads them. */
export function textBlocks(html: string): string[] {
  return html
    .split(/<\/(?:p|li|h[1-6]|div)>/)
    .map((block) =>
      block
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

export function previewUrl(lang: Language, route: string, target: Pick<PreviewTarget, 'id' | 'vid'>, key: string): string {
  return `/${lang}/preview/${route}?id=${String(target.id)}&vid=${String(target.vid)}&key=${encodeURIComponent(key)}`;
}

/**
 * With the key the route shows the draft (title and text in `lang`) under the
 * preview banner, never cached; with a wrong key the draft is refused: no banner,
 * no draft text, and the version call answers 404.
 */
export async function expectPreviewRoute(page: Page, request: APIRequestContext, route: string, module: string, target: PreviewTarget, lang: Language = 'en'): Promise<void> {
  const texts = target.texts[lang];
  if (!texts) throw new Error(`the version of ${module} ${String(target.id)} has no ${lang} text`);
  const response = await page.goto(previewUrl(lang, route, target, PREVIEW_KEY));
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toContain('no-store');
  await expect(page.getByRole('note').filter({ hasText: t(lang, 'site.previewBanner') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
  const blocks = texts.content ? textBlocks(texts.content) : [];
  for (const block of blocks) await expect(page.locator('main')).toContainText(block);

  await page.goto(previewUrl(lang, route, target, 'not-the-key'));
  await expect(page.getByText(t(lang, 'site.previewBanner'))).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(texts.title);
  // The published text may share paragraphs with the draft, never all of them.
  const shown = ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
  if (blocks.length) expect(blocks.filter((block) => !shown.includes(block)), 'draft paragraphs shown without the key').not.toEqual([]);
  const denied = await request.get(`/api/v1.0/cms/version_data?module=${module}&key=not-the-key&id=${String(target.id)}&vid=${String(target.vid)}`);
  expect(denied.status()).toBe(404);
}
