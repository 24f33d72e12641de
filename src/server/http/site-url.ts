/**
 * The site's public origin for absolute URLs (canonical, hreflang alternates, Open
 * Graph, feeds, the sitemap, the licence QR code, links in e-mails).
 *
 * SITE_URL when it is set. Without it, in development, the request's own origin
 * (what the developer typed); in production, the server's own address
 * (http://HOST:PORT), never the request's Host header: that header is chosen by
 * the client, and these URLs land in answers a CDN shares with everyone.
 */
import { getConfig, type ServerConfig } from '#src/server/config.ts';

/** The configured public origin (SITE_URL, else http://HOST:PORT), without a trailing slash. */
export function siteOrigin(config: ServerConfig = getConfig()): string {
  // Every page asks several times; a configuration is read once and never changes.
  let origin = origins.get(config);
  if (origin !== undefined) return origin;
  if (config.SITE_URL) origin = new URL(config.SITE_URL).origin;
  else {
    const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
    origin = `http://${host}:${String(config.PORT)}`;
  }
  origins.set(config, origin);
  return origin;
}

const origins = new WeakMap<ServerConfig, string>();

/** The origin absolute URLs of an answer to `requestUrl` are built on. */
export function publicOrigin(requestUrl: URL, config: ServerConfig = getConfig()): string {
  if (config.SITE_URL) return siteOrigin(config);
  const development = (process.env.NODE_ENV ?? config.NODE_ENV) !== 'production';
  return development ? requestUrl.origin : siteOrigin(config);
}
