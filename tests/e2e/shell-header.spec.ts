/**
 * The page shell's header as a visitor uses it (SPEC §2 Layout): the language
 * switcher on a deep link, the drop-down navigation by keyboard, mouse and on a
 * phone, the search box, the WeChat dialog and the mini header.
 */
import { expect, test, type Page } from '@playwright/test';
import { escapeRegExp, mainMenu, pageUrl, t, visibleSections, type MenuItem } from './support.ts';

/** A third-level page of the seed: section › group › page, found from the menu. */
function thirdLevel(menu: MenuItem[]): { section: MenuItem; group: MenuItem; leaf: MenuItem } {
  for (const section of visibleSections(menu)) {
    for (const group of section.childrens.filter((c) => c.showInMenu && !c.url)) {
      const leaf = group.childrens.find((c) => c.showInMenu && !c.url);
      if (leaf) return { section, group, leaf };
    }
  }
  throw new Error('The seed has no third-level page');
}

function mainNav(page: Page, lang: 'en' | 'zh-hant' = 'en') {
  return page.getByRole('navigation', { name: t(lang, 'site.mainNavigation') });
}

test.describe('language switcher', () => {
  test('keeps the path and the query of a deep link', async ({ page, request }) => {
    const { leaf } = thirdLevel(await mainMenu(request, 'en'));
    await page.goto(`${pageUrl('en', leaf.path)}?year=2024&tab=b`);
    const switcher = page.getByRole('navigation', { name: t('en', 'site.languages') });
    const zh = switcher.getByRole('link', { name: '繁體' });
    await expect(zh).toHaveAttribute('href', `${pageUrl('zh-hant', leaf.path)}?year=2024&tab=b`);
    await expect(zh).toHaveAttribute('data-lang-switch', 'zh-hant');
    await zh.click();
    await expect(page).toHaveURL(new RegExp(`${pageUrl('zh-hant', leaf.path)}\\?year=2024&tab=b$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await expect(page.getByRole('navigation', { name: t('zh-hant', 'site.languages') }).getByRole('link', { name: '繁體' })).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('drop-down navigation', () => {
  test('opens with Enter on the section button and closes with Escape, by keyboard', async ({ page, request }) => {
    const section = visibleSections(await mainMenu(request, 'en')).find((s) => s.childrens.some((c) => c.showInMenu))!;
    const children = section.childrens.filter((c) => c.showInMenu);
    await page.goto(pageUrl('en', 'no-such-page'));
    const nav = mainNav(page);
    // Tab from the section's link to its button.
    await nav.getByRole('link', { name: section.title, exact: true }).focus();
    await page.keyboard.press('Tab');
    const button = nav.getByRole('button', { name: t('en', 'shell.submenu', { title: section.title }) });
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`#${(await button.getAttribute('aria-controls'))!}`);
    await expect(panel).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link')).toHaveText(children.map((c) => new RegExp(`^${escapeRegExp(c.title)}`)));

    // Tab goes into the list; Escape closes it and puts the focus back on the button.
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    // Arrow keys: down opens and enters, down moves on, up goes back.
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
  });

  test('opens on hover and on click, one at a time, and says which items open a new window', async ({ page, request }) => {
    const menu = visibleSections(await mainMenu(request, 'en'));
    const [first, second] = menu.filter((s) => s.childrens.some((c) => c.showInMenu));
    await page.goto(pageUrl('en', 'no-such-page'));
    const nav = mainNav(page);
    const firstButton = nav.getByRole('button', { name: t('en', 'shell.submenu', { title: first!.title }) });
    const secondButton = nav.getByRole('button', { name: t('en', 'shell.submenu', { title: second!.title }) });
    await nav.getByRole('link', { name: first!.title, exact: true }).hover();
    await expect(firstButton).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 600);
    await expect(firstButton).toHaveAttribute('aria-expanded', 'false');

    await secondButton.click();
    await expect(secondButton).toHaveAttribute('aria-expanded', 'true');
    // A click elsewhere on the page closes it.
    await page.mouse.click(5, 650);
    await expect(secondButton).toHaveAttribute('aria-expanded', 'false');

    // An external item of the seed opens in a new window and says so.
    const withExternal = menu.find((s) => s.childrens.some((c) => c.showInMenu && c.newWindow))!;
    const external = withExternal.childrens.find((c) => c.showInMenu && c.newWindow)!;
    await nav.getByRole('button', { name: t('en', 'shell.submenu', { title: withExternal.title }) }).click();
    const link = nav.getByRole('link', { name: external.title });
    await expect(link).toHaveAccessibleName(new RegExp(`${escapeRegExp(external.title)}\\s*${escapeRegExp(t('en', 'site.opensInNewWindow'))}`));
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', external.url ?? pageUrl('en', external.path));
  });

  test('on a phone the menu button shows the same tree', async ({ browser, request }) => {
    const sections = visibleSections(await mainMenu(request, 'zh-hant'));
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(pageUrl('zh-hant', 'no-such-page'));
    const nav = mainNav(page, 'zh-hant');
    await expect(nav).toBeHidden();
    const menuButton = page.getByRole('button', { name: t('zh-hant', 'shell.menu'), exact: true });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link')).toHaveText(sections.map((s) => s.title));
    const section = sections.find((s) => s.childrens.some((c) => c.showInMenu))!;
    await nav.getByRole('button', { name: t('zh-hant', 'shell.submenu', { title: section.title }) }).click();
    await expect(nav.getByRole('link', { name: section.childrens.find((c) => c.showInMenu)!.title }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menuButton).toBeFocused();
    await context.close();
  });
});

test.describe('main menu at 1280 px', () => {
  for (const lang of ['zh-hant', 'zh-hans', 'en', 'pt'] as const) {
    test(`fits on one line, each title on one line, in ${lang}`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(pageUrl(lang, 'no-such-page'));
      const layout = await page.evaluate(() => {
        const list = document.querySelector<HTMLElement>('.main-nav__list')!;
        const links = [...list.querySelectorAll<HTMLElement>('.main-nav__link')];
        // Lines of the visible title: the distinct tops of its text's boxes.
        const lines = (el: HTMLElement) => {
          const tops = new Set<number>();
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.parentElement?.closest('.visually-hidden')) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
          }
          return tops.size;
        };
        const box = list.getBoundingClientRect();
        const style = getComputedStyle(list);
        const inner = box.right - parseFloat(style.paddingRight);
        return {
          rows: new Set(links.map((l) => Math.round(l.getBoundingClientRect().top))).size,
          wrapped: links.filter((l) => lines(l) > 1).map((l) => l.textContent.trim()),
          // An item squeezed narrower than its title and button, or pushed past the list's edge.
          outside: links
            .filter((l) => {
              const item = l.closest('li')!;
              const row = item.querySelector<HTMLElement>('.main-nav__row')!;
              return row.scrollWidth > item.clientWidth + 0.5 || item.getBoundingClientRect().right > inner + 0.5;
            })
            .map((l) => l.textContent.trim()),
        };
      });
      expect(layout).toEqual({ rows: 1, wrapped: [], outside: [] });
    });
  }
});

test.describe('search box', () => {
  test('does not submit empty text and submits trimmed text to /{lang}/search?q=', async ({ page }) => {
    await page.goto(pageUrl('en', 'no-such-page'));
    const box = page.getByRole('searchbox', { name: t('en', 'shell.searchLabel') });
    await expect(box).toHaveAttribute('placeholder', t('en', 'site.searchPlaceholder'));
    const url = page.url();

    await box.fill('');
    await box.press('Enter');
    await expect(page.getByText(t('en', 'shell.searchEmpty'))).toBeVisible();
    await box.fill('    ');
    await page.getByRole('search').getByRole('button', { name: t('en', 'site.search') }).click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(url);
    await expect(box).toBeFocused();

    await box.fill('  exchange rates ');
    await box.press('Enter');
    await page.waitForURL(/\/en\/search\?/);
    const target = new URL(page.url());
    expect(target.pathname).toBe('/en/search');
    expect(target.searchParams.get('q')).toBe('exchange rates');
  });
});

test.describe('WeChat dialog', () => {
  test('opens as a modal dialog and closes with Escape, returning the focus', async ({ page }) => {
    await page.goto(pageUrl('en', 'no-such-page'));
    const opener = page.getByRole('button', { name: t('en', 'shell.wechat'), exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: t('en', 'shell.wechatTitle') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('AMCM');
    await expect(dialog.getByRole('button', { name: t('en', 'shell.close') })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByRole('button', { name: t('en', 'shell.close') }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('mini header', () => {
  test('appears once the scroll passes the main header', async ({ page, request }) => {
    const { leaf } = thirdLevel(await mainMenu(request, 'en'));
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(pageUrl('en', leaf.path));
    const html = page.locator('html');
    await expect(html).not.toHaveAttribute('data-mini', /.*/);
    const headerHeight = await page.locator('header.site-header').evaluate((el) => el.getBoundingClientRect().height);
    await page.mouse.wheel(0, 10);
    await expect(html).toHaveAttribute('data-scrolled', '');
    await expect(html).not.toHaveAttribute('data-mini', /.*/);

    await page.evaluate((y) => window.scrollTo(0, y), headerHeight + 50);
    await expect(html).toHaveAttribute('data-mini', '');
    const masthead = page.locator('[data-masthead]');
    await expect(masthead).toBeInViewport();
    // It slides in: wait for the end of the transition, not its first frame.
    await expect.poll(async () => (await masthead.boundingBox())?.y).toBe(0);
    const box = await masthead.boundingBox();
    expect(box!.height).toBeLessThan(headerHeight);
    await expect(mainNav(page)).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(html).not.toHaveAttribute('data-mini', /.*/);
  });
});
