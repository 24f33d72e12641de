/**
 * Smoke test of the build as Astro makes it (decision 0012): the output is there,
 * and a built page carries its bundled scripts as plain module scripts, its islands
 * with Astro's own directives, and a CSP that allows every inline script by hash.
 * It checks Astro's output, not its internals: an Astro upgrade passes as long as
 * the pages it builds still do this.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function directive(csp: string, name: string): string[] {
  const found = csp.split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name);
  return found ? found.slice(1) : [];
}

test.describe('the build', () => {
  test('writes the server entry and the client scripts', () => {
    expect(existsSync(`${dist}server/entry.mjs`)).toBe(true);
    const scripts = readdirSync(`${dist}client/_astro`).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
  });

  test('a content page has its scripts as module scripts that load, and a CSP hash for every inline script', async ({ request }) => {
    const res = await request.get('/en/about-us/introduction');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('<template data-module');
    const sources = [...html.matchAll(/<script type="module" src="([^"]+)"><\/script>/g)].map((m) => m[1]!);
    expect(sources.length, 'the shell script').toBeGreaterThan(0);
    for (const src of sources) {
      expect(src).toMatch(/^\/_astro\/.+\.js$/);
      const script = await request.get(src);
      expect(script.status(), src).toBe(200);
      expect(script.headers()['content-type']).toMatch(/javascript/);
    }
    const scriptSrc = directive(res.headers()['content-security-policy'] ?? '', 'script-src');
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).filter((s) => s.length > 0);
    for (const script of inline) expect(scriptSrc).toContain(hashOf(script));
  });

  test('islands use Astro’s own directives', async ({ request }) => {
    const menu = (await (await request.get('/api/v1/menu', { headers: { 'api-language': 'en' } })).json()) as { data?: MenuItem[] };
    const newsList = findModule(menu.data ?? [], 'news-category');
    expect(newsList).toBeTruthy();
    const html = await (await request.get(`/en/${newsList!}`)).text();
    expect(html).toMatch(/<astro-island[^>]* client="idle"/);
    expect(html).not.toContain('client="painted"');
  });

  test('the page hydrates its islands and runs its scripts without CSP violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    await page.goto('/en/');
    await page.goto('/en/financial-information/exchange-rates');
    const chart = page.locator('astro-island[client="visible"]').first();
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).not.toHaveAttribute('ssr');
    expect(violations).toEqual([]);
  });
});

interface MenuItem {
  path: string;
  page?: { module?: string };
  childrens?: MenuItem[];
}

function findModule(items: MenuItem[], module: string): string | undefined {
  for (const item of items) {
    if (item.page?.module === module) return item.path;
    const found = findModule(item.childrens ?? [], module);
    if (found) return found;
  }
  return undefined;
}
