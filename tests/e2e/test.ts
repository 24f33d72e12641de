/**
 * Playwright's `test` for this site's browser tests: after `goto`, `reload`,
 * `goBack` and `goForward`, every page waits until the page's own scripts have
 * run, as a visitor's browser has by the time they click.
 *
 * Why: the page's bundled scripts start after its first paint (decision 0011,
 * src/features/site/script-loader.ts), so the `load` event Playwright waits for
 * can come before they run, and a test that clicks right after it would race the
 * script that answers the click. The loader marks <html data-scripts="waiting">,
 * `loading`, then `ready` once every script has run or failed; the islands that
 * hydrate after the paint (`client:painted`, the forms among them) are waited for
 * too, until Astro drops their `ssr` mark; pages without the loader
 * (JSON, files, JavaScript switched off) have no mark and are not waited for.
 *
 * A test that installs a fake clock before loading a page must let it run (the
 * loader waits for a frame and a timer): see tests/e2e/home.spec.ts.
 */
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;
const SCRIPTS_TIMEOUT_MS = 10_000;
const watched = new WeakSet<object>();

/** Waits until the page's scripts have run (no-op on a page without the loader). */
export async function scriptsReady(page: Page): Promise<void> {
  const deadline = Date.now() + SCRIPTS_TIMEOUT_MS;
  for (;;) {
    // Polled from here rather than with waitForFunction: a test's fake clock would hold the page's timers.
    // Islands that hydrate after the paint (`client:painted`) count among the page's scripts:
    // Astro drops an island's `ssr` mark once it has hydrated.
    const state = await page
      .evaluate(() => {
        const mark = document.documentElement?.getAttribute('data-scripts');
        return mark === 'ready' && document.querySelector('astro-island[client="painted"][ssr]') ? 'hydrating' : mark;
      })
      .catch(() => 'navigating');
    if (state !== 'waiting' && state !== 'loading' && state !== 'hydrating' && state !== 'navigating') return;
    if (Date.now() > deadline) throw new Error(`the page's scripts did not run within ${SCRIPTS_TIMEOUT_MS} ms (${page.url()})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function watchPage(page: Page): void {
  if (watched.has(page)) return;
  watched.add(page);
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await scriptsReady(page);
        return response;
      },
    });
  }
}

function watchContext(context: BrowserContext): BrowserContext {
  if (!watched.has(context)) {
    watched.add(context);
    context.pages().forEach(watchPage);
    context.on('page', watchPage);
    const newPage = context.newPage.bind(context);
    Object.assign(context, {
      newPage: async () => {
        const page = await newPage();
        watchPage(page);
        return page;
      },
    });
  }
  return context;
}

function watchBrowser(browser: Browser): Browser {
  if (watched.has(browser)) return browser;
  watched.add(browser);
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  Object.assign(browser, {
    newContext: async (...args: Parameters<Browser['newContext']>) => watchContext(await newContext(...args)),
    newPage: async (...args: Parameters<Browser['newPage']>) => {
      const page = await newPage(...args);
      watchContext(page.context());
      watchPage(page);
      return page;
    },
  });
  return browser;
}

export const test = base.extend<object, object>({
  browser: [async ({ browser }, use) => use(watchBrowser(browser)), { scope: 'worker' }],
  context: async ({ context }, use) => use(watchContext(context)),
});
