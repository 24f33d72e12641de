import type { APIRoute } from 'astro';
import { getDb } from '#src/server/db/registry.ts';
import { publicOrigin } from '#src/server/http/site-url.ts';
import { buildSitemap } from '#src/features/seo/sitemap.ts';

/** The sitemap of every page in every offered language (see src/features/seo/sitemap.ts). */
export const GET: APIRoute = async ({ url }) => {
  const xml = await buildSitemap(getDb(), publicOrigin(url));
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      // Crawlers fetch it rarely; a CDN may keep it for a while.
      'Cache-Control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=600',
      'X-Content-Type-Options': 'nosniff',
    },
  });
};
