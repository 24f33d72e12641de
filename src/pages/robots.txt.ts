import type { APIRoute } from 'astro';

/**
 * `robots.txt`: everything but the API may be crawled, and the sitemap is named
 * by its absolute address (the Sitemap line must be absolute), on the origin the
 * site is served from, like the sitemap's own URLs.
 */
export const GET: APIRoute = ({ url }) =>
  new Response(['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${url.origin}/sitemap.xml`, ''].join('\n'), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=600',
      'X-Content-Type-Options': 'nosniff',
    },
  });
