/**
 * The page shell around the content (SPEC §2 Layout, §4, §9): breadcrumb, side
 * navigation, article tool (text sizes and print), back-to-top, print styles,
 * the cart link and the progress bar.
 */
import { expect, test } from '@playwright/test';
import { escapeRegExp, mainMenu, pageUrl, t, visibleSections, type MenuItem } from './support.ts';

function thirdLevel(menu: MenuItem[]): { section: MenuItem; group: MenuItem; leaf: MenuItem } {
  for (const section of visibleSections(menu)) {
    for (const group of section.childrens.filter((c) => c.showInMenu && !c.url)) {
      const leaf = group.childrens.find((c) => c.showInMenu && !c.url);
      if (leaf) return { section, group, leaf };
    }
  }
  throw new Error('The seed has no third-level page');
}

/** A group of the side navigation with more children than the default auto-hide count (5). */
function longGroup(menu: MenuItem[]): { section: MenuItem; group: MenuItem } {
  for (const section of visibleSections(menu)) {
    const group = section.childrens.find((c) => c.showInMenu && c.childrens.filter((g) => g.showInMenu).length > 5);
    if (group) return { section, group };
  }
  throw new Error('The seed has no group of more than five pages');
}

test.describe('breadcrumb', () => {
  test('a third-level page shows home › section › group › page, the last one current', async ({ page, request }) => {
    const { section, group, leaf } = thirdLevel(await mainMenu(request, 'en'));
    await page.goto(pageUrl('en', leaf.path));
    const crumb = page.getByRole('navigation', { name: t('en', 'shell.breadcrumb') });
    const items = crumb.getByRole('listitem');
    await expect(items).toHaveText([t('en', 'site.home'), section.title, group.title, leaf.title]);
    await expect(crumb.getByRole('link', { name: t('en', 'site.home') })).toHaveAttribute('href', '/en/');
    await expect(crumb.getByRole('link', { name: section.title })).toHaveAttribute('href', pageUrl('en', section.path));
    await expect(crumb.getByRole('link', { name: leaf.title })).toHaveAttribute('aria-current', 'page');
    await expect(crumb.locator('[aria-current]')).toHaveCount(1);
    expect(await crumb.locator('ol').count()).toBe(1);
  });

  test('is not on the home page, the 404 page, or with ?preview', async ({ page, request }) => {
    const { leaf } = thirdLevel(await mainMenu(request, 'zh-hant'));
    const crumb = page.getByRole('navigation', { name: t('zh-hant', 'shell.breadcrumb') });
    await page.goto(pageUrl('zh-hant', leaf.path));
    await expect(crumb).toBeVisible();
    await page.goto(`${pageUrl('zh-hant', leaf.path)}?preview`);
    await expect(crumb).toHaveCount(0);
    await page.goto(pageUrl('zh-hant'));
    await expect(crumb).toHaveCount(0);
    await page.goto(pageUrl('zh-hant', 'no-such-page'));
    await expect(crumb).toHaveCount(0);
  });
});

test.describe('side navigation', () => {
  test('marks the current page and folds long groups behind show more / show less', async ({ page, request }) => {
    const { section, group } = longGroup(await mainMenu(request, 'en'));
    const children = group.childrens.filter((c) => c.showInMenu);
    const current = children[0]!;
    await page.goto(pageUrl('en', current.path));
    const side = page.getByRole('navigation', { name: section.title, exact: true });
    await expect(side.getByRole('link', { name: current.title, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(side.locator('[aria-current="page"]')).toHaveCount(1);

    const last = side.getByRole('link', { name: children.at(-1)!.title, exact: true });
    await expect(last).toBeHidden();
    const more = side.getByRole('button', { name: new RegExp(escapeRegExp(group.title)) });
    await expect(more).toHaveAccessibleName(new RegExp(t('en', 'shell.showMore')));
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(more).toHaveAccessibleName(new RegExp(t('en', 'shell.showLess')));
    await expect(last).toBeVisible();
    await more.click();
    await expect(last).toBeHidden();
  });

  test('opens a folded group when the current page is in its hidden part', async ({ page, request }) => {
    const { section, group } = longGroup(await mainMenu(request, 'en'));
    const current = group.childrens.filter((c) => c.showInMenu).at(-1)!;
    await page.goto(pageUrl('en', current.path));
    const side = page.getByRole('navigation', { name: section.title, exact: true });
    await expect(side.getByRole('link', { name: current.title, exact: true })).toBeVisible();
    await expect(side.getByRole('button', { name: new RegExp(t('en', 'shell.showLess')) })).toHaveAttribute('aria-expanded', 'true');
  });

  // The side navigation's HTML is kept per section and current page (CachedFragment):
  // whichever page of the section rendered before, each page marks only itself and
  // opens the folded part of its group only when it is in it.
  test('each page of a section marks itself, after any other page of it', async ({ request }) => {
    const { section, group } = longGroup(await mainMenu(request, 'en'));
    const children = group.childrens.filter((c) => c.showInMenu && !c.url);
    const visits = [...children, ...[...children].reverse(), children[0]!, children.at(-1)!];
    for (const visit of visits) {
      const res = await request.get(pageUrl('en', visit.path), { maxRedirects: 0 });
      expect(res.status(), visit.path).toBe(200);
      const html = await res.text();
      const side = new RegExp(`<nav class="side-nav" aria-labelledby="side-nav-${section.id}"[\\s\\S]*?</nav>`).exec(html)?.[0] ?? '';
      const current = [...side.matchAll(/<a\b[^>]*\bhref="([^"]+)"[^>]*\baria-current="page"/g)].map((m) => m[1]);
      expect(current, `marked in the side navigation of ${visit.path}`).toEqual([pageUrl('en', visit.path)]);
      const folded = children.indexOf(visit) >= 5;
      if (folded) expect(side, `the group of ${visit.path} shown whole`).toMatch(/aria-expanded="true"/);
      else expect(side, `no group shown whole on ${visit.path}`).not.toMatch(/aria-expanded="true"/);
    }
  });
});

test.describe('article tool', () => {
  test('three text sizes change the article, say which is on, and last for the session', async ({ page, request }) => {
    const { leaf } = thirdLevel(await mainMenu(request, 'en'));
    await page.goto(pageUrl('en', leaf.path));
    const body = page.locator('[data-article-body]');
    const size = () => body.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const parent = await body.evaluate((el) => parseFloat(getComputedStyle(el.parentElement!).fontSize));
    const group = page.getByRole('group', { name: t('en', 'shell.fontSize') });
    const small = group.getByRole('button', { name: t('en', 'shell.fontSmall') });
    const medium = group.getByRole('button', { name: t('en', 'shell.fontMedium') });
    const large = group.getByRole('button', { name: t('en', 'shell.fontLarge') });

    await expect(medium).toHaveAttribute('aria-pressed', 'true');
    expect(await size()).toBeCloseTo(parent * 1.15, 1);
    await small.click();
    await expect(small).toHaveAttribute('aria-pressed', 'true');
    await expect(medium).toHaveAttribute('aria-pressed', 'false');
    expect(await size()).toBeCloseTo(parent * 0.95, 1);
    await large.click();
    await expect(large).toHaveAttribute('aria-pressed', 'true');
    expect(await size()).toBeCloseTo(parent * 1.35, 1);

    await page.reload();
    await expect(large).toHaveAttribute('aria-pressed', 'true');
    expect(await size()).toBeCloseTo(parent * 1.35, 1);
    await medium.click();
    expect(await size()).toBeCloseTo(parent * 1.15, 1);
  });

  test('print prints the article area after the print delay', async ({ page, request }) => {
    const { leaf } = thirdLevel(await mainMenu(request, 'en'));
    await page.addInitScript(() => {
      const w = window as unknown as { __printed: number[]; print: () => void };
      w.__printed = [];
      w.print = () => w.__printed.push(performance.now());
    });
    await page.goto(pageUrl('en', leaf.path));
    const clicked = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: t('en', 'shell.print') }).click();
    await expect(page.locator('html')).toHaveClass(/print-article/);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __printed: number[] }).__printed.length)).toBe(1);
    const printedAt = await page.evaluate(() => (window as unknown as { __printed: number[] }).__printed[0]!);
    expect(printedAt - clicked).toBeGreaterThanOrEqual(333);

    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('[data-article]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.side-nav')).toBeHidden();
    await expect(page.locator('.article-tools')).toBeHidden();
  });
});

test.describe('print', () => {
  test('print media hides the navigation and keeps the content', async ({ page, request }) => {
    const { leaf } = thirdLevel(await mainMenu(request, 'en'));
    await page.goto(pageUrl('en', leaf.path));
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: t('en', 'site.mainNavigation') })).toBeHidden();
    await expect(page.getByRole('navigation', { name: t('en', 'shell.breadcrumb') })).toBeHidden();
    await expect(page.getByRole('navigation', { name: t('en', 'site.languages') })).toBeHidden();
    await expect(page.getByRole('navigation', { name: t('en', 'site.footerNavigation') })).toBeHidden();
    await expect(page.locator('.side-nav')).toBeHidden();
    await expect(page.getByRole('search')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(leaf.title);
    await expect(page.locator('main')).toBeVisible();
  });
});

test.describe('back to top', () => {
  test('appears after 400 px of scroll and takes the visitor back to the top', async ({ page, request }) => {
    const { leaf } = thirdLevel(await mainMenu(request, 'en'));
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto(pageUrl('en', leaf.path));
    const button = page.getByRole('button', { name: t('en', 'shell.backToTop') });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 350));
    await page.waitForTimeout(150);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 450));
    await expect(button).toBeVisible();

    // Keyboard reachable: it is a real button in the Tab order.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('#main')).toBeFocused();
    await expect(button).toBeHidden();
  });
});

test.describe('cart link and progress bar', () => {
  test('the cart link shows the number of items in the session cart', async ({ page }) => {
    await page.goto(pageUrl('en', 'no-such-page'));
    const cart = page.getByRole('link', { name: new RegExp(t('en', 'shell.cart')) });
    await expect(cart).toBeHidden();
    await page.evaluate(() => {
      sessionStorage.setItem(
        'amcm.cart',
        JSON.stringify({ a: { slug: 'a', title: 'A', price: 100, total: 2 }, b: { slug: 'b', title: 'B', price: 50, total: 1 } }),
      );
    });
    await page.reload();
    await expect(cart).toBeVisible();
    await expect(cart).toHaveAccessibleName(new RegExp(t('en', 'shell.cartItems', { count: 3 })));
    await expect(cart.locator('[data-cart-count]')).toHaveText('3');
  });

  test('the progress bar runs during API calls and turns the failure colour on failure', async ({ page }) => {
    await page.goto(pageUrl('en', 'no-such-page'));
    const bar = page.locator('[data-progress]');
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('amcm:fetch-start', { detail: { id: 1, url: '/x' } })));
    await expect(bar).toBeVisible();
    const progress = () => bar.evaluate((el) => Number(el.style.getPropertyValue('--progress')));
    await expect.poll(progress).toBeGreaterThan(0.1);
    // It stops at 95 % until the call ends (nominal 3 s).
    await expect.poll(progress, { timeout: 6000 }).toBeCloseTo(0.95, 2);
    await page.evaluate(() => {
      window.dispatchEvent(new CustomEvent('amcm:fetch-error', { detail: { id: 1, url: '/x', code: 5 } }));
      window.dispatchEvent(new CustomEvent('amcm:fetch-end', { detail: { id: 1, url: '/x', ok: false } }));
    });
    await expect(bar).toHaveClass(/is-failed/);
    await expect(bar).toBeHidden({ timeout: 3000 });
  });
});

test.describe('main navigation across pages', () => {
  // The navigation's HTML is kept per menu and marked item (CachedFragment): whichever
  // page rendered before, each page marks its own section and page, and no other.
  for (const lang of ['en', 'zh-hant'] as const) {
    test(`each page marks its own section and page in the main navigation (${lang})`, async ({ request }) => {
      const sections = visibleSections(await mainMenu(request, lang));
      const pages: { section: MenuItem; sub: MenuItem | undefined }[] = [{ section: sections[0]!, sub: undefined }];
      for (const section of sections) {
        for (const sub of section.childrens.filter((c) => c.showInMenu && !c.url).slice(0, 3)) pages.push({ section, sub });
      }
      let checked = 0;
      // Twice round, in two orders: a page rendered after any other still marks its own.
      for (const visit of [...pages, ...[...pages].reverse()]) {
        const path = visit.sub?.path ?? visit.section.path;
        const res = await request.get(pageUrl(lang, path), { maxRedirects: 0 });
        // An item without a page of its own sends the visitor on to its first child.
        if (res.status() === 302) continue;
        expect(res.status(), path).toBe(200);
        checked += 1;
        const html = await res.text();
        const nav = /<nav class="main-nav"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
        const current = [...nav.matchAll(/<a\b[^>]*\bhref="([^"]+)"[^>]*\baria-current="page"/g)].map((m) => m[1]);
        const expected = [pageUrl(lang, visit.section.path), ...(visit.sub ? [pageUrl(lang, visit.sub.path)] : [])];
        expect(current, `marked in the main navigation of ${path}`).toEqual(expected);
      }
      expect(checked).toBeGreaterThan(2 * sections.length);
      const home = await (await request.get(pageUrl(lang))).text();
      expect(/<nav class="main-nav"[\s\S]*?<\/nav>/.exec(home)?.[0], 'home page').not.toContain('aria-current');
    });
  }
});
