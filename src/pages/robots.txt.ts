import type { APIRoute } from 'astro';
import { publicOrigin } from '#src/server/http/site-url.ts';

/**
 * `robots.txt`: everything but the API may be crawled, and the sitemap is named
 * by its absolute address (the Sitemap line must be absolute), on the site's public
 * origin (SITE_URL; never the request's Host header in production), like the
 * sitemap's own URLs.
 */
export const GET: APIRoute = ({ url }) =>
  new Response(['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${publicOrigin(url)}/sitemap.xml`, ''].join('\n'), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=600',
      'X-Content-Type-Options': 'nosniff',
    },
  });
