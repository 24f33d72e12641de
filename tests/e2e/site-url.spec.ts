/**
 * Absolute URLs (issue 17): canonical, hreflang alternates, Open Graph, feeds and
 * the sitemap are absolute and on the site's public origin (SITE_URL, else the
 * server's own address in production), never on the Host header a client sends:
 * these answers are public and a CDN would hand a forged host to everyone.
 */
import http from 'node:http';
import { expect, test } from '@playwright/test';

function get(baseURL: string, path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, baseURL);
    http
      .get(url, { headers: { host, accept: 'text/html' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

test('canonical, hreflang, Open Graph, feeds and the sitemap ignore a forged Host header', async ({ baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const forged = 'attacker.example';
  const page = await get(origin, '/en/about-us/introduction', forged);
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1];
  expect(canonical).toBe(`${origin}/en/about-us/introduction`);
  const alternates = [...page.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => m[2]);
  expect(alternates.length).toBeGreaterThanOrEqual(3);
  for (const href of alternates) expect(href).toMatch(new RegExp(`^${origin}/(zh-hant|zh-hans|en|pt)/about-us/introduction$`));
  expect(/<meta property="og:url" content="([^"]+)"/.exec(page)?.[1]).toBe(canonical);
  expect(/<meta property="og:image" content="([^"]+)"/.exec(page)?.[1]).toBe(`${origin}/og-image.jpg`);
  expect(page).not.toContain(forged);

  const sitemap = await get(origin, '/sitemap.xml', forged);
  expect(sitemap).toContain(`<loc>${origin}/en/`);
  expect(sitemap).not.toContain(forged);
  const feed = await get(origin, '/feeds/en/rates.atom', forged);
  expect(feed).toContain(`${origin}/feeds/en/rates.atom`);
  expect(feed).not.toContain(forged);
});
