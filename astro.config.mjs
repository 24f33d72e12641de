// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { fileURLToPath } from 'node:url';
import { precompressDirectory } from './src/server/http/compression.ts';

/**
 * In `astro dev` there is no start script, so the database is opened when the
 * dev server starts, through Vite's module graph: pages then share that instance.
 * @returns {import('astro').AstroIntegration}
 */
function openDatabaseInDev() {
  return {
    name: 'amcm:dev-database',
    hooks: {
      'astro:server:setup': async ({ server }) => {
        const mod = await server.ssrLoadModule('/src/app/boot.ts');
        await mod.boot();
      },
    },
  };
}

/**
 * Writes `.br` and `.gz` copies of the built client assets, so the server sends
 * them compressed without compressing them per request.
 * @returns {import('astro').AstroIntegration}
 */
function precompressAssets() {
  /** @type {URL | undefined} */
  let clientDir;
  return {
    name: 'amcm:precompress',
    hooks: {
      'astro:config:done': ({ config }) => {
        clientDir = config.build.client;
      },
      'astro:build:done': async ({ logger }) => {
        if (!clientDir) return;
        const totals = await precompressDirectory(fileURLToPath(clientDir));
        logger.info(`pre-compressed ${totals.files} assets: ${Math.round(totals.bytes / 1024)} KB → ${Math.round(totals.brotliBytes / 1024)} KB with brotli`);
      },
    },
  };
}

export default defineConfig({
  output: 'server',
  // Middleware mode: scripts/start.mjs serves the built assets itself (from memory),
  // so the handler renders without looking for a file on disk first.
  // The largest body the server reads (MAX_REQUEST_BODY_BYTES of src/server/http/guard.ts):
  // the largest form's 25 MB of files (10 files of at most 5 MB) plus 1 MB of fields and
  // framing. The adapter's default is 1 GiB; each call then has its own, smaller limit.
  adapter: node({ mode: 'middleware', bodySizeLimit: 26 * 1024 * 1024, experimentalDisableStreaming: true }),
  integrations: [react(), openDatabaseInDev(), precompressAssets()],
  // Astro's and the adapter's own log lines as JSON with the request id, URLs cut to
  // their path (a crashing page's query string may hold personal data).
  logger: { entrypoint: './src/server/http/astro-log.js' },
  server: {
    port: Number(process.env.PORT ?? 4321),
    host: process.env.HOST ?? 'localhost',
  },
  trailingSlash: 'ignore',
  security: {
    checkOrigin: true,
    // Astro hashes its own scripts and styles into the policy; the middleware adds
    // frame-ancestors and analytics sources, which are known only at run time.
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "media-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
      ],
    },
  },
  build: { inlineStylesheets: 'never' },
  // No page renders Markdown (no .md or .mdx pages, no content collections, no <Code>):
  // without this, every build warned that Shiki's inline styles break the CSP above.
  markdown: { syntaxHighlight: false },
  // No page uses Astro.session: without this, the Node adapter set up file-system
  // sessions under .astro/sessions (its "Enabling sessions" notice on every build).
  session: false,
  vite: {
    build: {
      // Scripts stay files (cached, immutable) rather than being inlined in every
      // page: Astro hashes an inlined script into the CSP on every render.
      assetsInlineLimit: (/** @type {string} */ file) => (file.endsWith('.js') ? false : undefined),
    },
    ssr: {
      // Native and WASM packages are loaded from node_modules at run time, not bundled.
      external: ['@electric-sql/pglite', 'pg'],
    },
  },
});
