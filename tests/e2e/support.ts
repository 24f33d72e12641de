/**
 * Shared helpers of the browser tests: the menu as the API serves it (so the tests
 * follow the seed instead of hard-coding it) and the interface messages.
 */
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { t } from '../../src/features/messages.ts';
import type { Language } from '../../src/lib/i18n/languages.ts';
import type { MenuItem } from '#src/server/page/contract.ts';

export { t };
export type { Language, MenuItem };

export const LANGS: readonly Language[] = ['zh-hant', 'zh-hans', 'en', 'pt'];

/** `<html lang>` expected for each URL language. */
export const HTML_LANG: Readonly<Record<Language, string>> = {
  'zh-hant': 'zh-Hant',
  'zh-hans': 'zh-Hans',
  en: 'en',
  pt: 'pt',
};

export interface Envelope<T = unknown> {
  code: number;
  data: T;
  message?: string;
}

/** The main menu from `GET /api/bff/common` in one language. */
export async function mainMenu(request: APIRequestContext, lang: Language): Promise<MenuItem[]> {
  const res = await request.get('/api/bff/common', { headers: { 'Api-Language': lang } });
  expect(res.status(), 'GET /api/bff/common').toBe(200);
  const body = (await res.json()) as Envelope<{ mainMenu: MenuItem[]; grayStyle: boolean }>;
  expect(body.code).toBe(0);
  return body.data.mainMenu;
}

/** The top-level sections a visitor sees in the main menu. */
export function visibleSections(menu: MenuItem[]): MenuItem[] {
  return menu.filter((item) => item.showInMenu && item.status === 'published');
}

/** The first top-level section rendered as a section page (a list of its children). */
export function firstSection(menu: MenuItem[]): MenuItem {
  const sections = visibleSections(menu).filter((item) => !item.url && item.childrens.some((c) => c.showInMenu));
  const section = sections.find((item) => item.page?.template === 'section') ?? sections[0];
  if (!section) throw new Error('The main menu has no section with children');
  return section;
}

export function pageUrl(lang: Language, path = ''): string {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return clean ? `/${lang}/${clean}` : `/${lang}/`;
}

/** Any CJK ideograph. */
/**
 * How long a page may take to show its verification code picture: the code is issued
 * by a database write, which on the 2-core CI machine waits behind the other browser
 * files' submissions and exports (once over 5 s, near the end of a run).
 */
export const CODE_TIMEOUT = 15_000;

export const CJK = /[\u3400-\u9fff]/;

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Waits until the island holding `target` has hydrated (Astro drops its `ssr` mark
 * then), scrolling it into view so that a `client:visible` island starts: a visitor
 * types into a form once its island answers, as a test must. No-op outside an island.
 */
export async function islandReady(target: Locator): Promise<void> {
  const island = target.locator('xpath=ancestor::astro-island[1]');
  if ((await island.count()) === 0) return;
  await island.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('ssr', { timeout: 15_000 });
}

/**
 * What went wrong in the page while a test ran, printed only when it fails: console
 * errors, uncaught exceptions, failed requests and 4xx/5xx answers, and whether the
 * islands had hydrated. A flake that happens once in a few hundred runs (issue 36's
 * verification code picture) leaves its cause in the CI log instead of only a retry.
 */
const troubles = new WeakMap<Page, string[]>();

export function recordPageTrouble(page: Page): void {
  const started = Date.now();
  const lines: string[] = [];
  troubles.set(page, lines);
  const at = () => `+${String(Date.now() - started)} ms`;
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') lines.push(`${at()} console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => lines.push(`${at()} pageerror: ${e.message}`));
  page.on('requestfailed', (r) => lines.push(`${at()} failed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => {
    if (r.status() >= 400) lines.push(`${at()} ${String(r.status())}: ${r.request().method()} ${r.url()}`);
  });
}

/** Prints what `recordPageTrouble` saw, when the test failed. */
export async function reportPageTrouble(page: Page, info: TestInfo): Promise<void> {
  const lines = troubles.get(page);
  if (!lines || info.status === info.expectedStatus) return;
  const islands = await page
    .evaluate(() => [...document.querySelectorAll('astro-island')].map((el) => `${el.getAttribute('component-url') ?? '?'}${el.hasAttribute('ssr') ? ' (not hydrated)' : ''}`))
    .catch((e: unknown) => [`unreadable: ${String(e)}`]);
  console.log([`--- page trouble of "${info.title}" (retry ${String(info.retry)}):`, ...lines, `islands: ${islands.join(', ') || 'none'}`].join('\n'));
}
