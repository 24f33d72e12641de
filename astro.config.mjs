// @ts-check
import { defineConfig, passthroughImageService } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { precompressDirectory } from './src/server/http/compression.ts';

/**
 * The packages Astro's runtime and adapters import, with what those import in turn,
 * bundled into the built server (decision 0017): production then installs only our own
 * dependencies, not Astro and its build chain. Our own dependencies stay external:
 * `scripts/start.mjs` loads some of them from source too, and two copies of one package
 * would not know each other's classes. Read from the lock, so it follows upgrades.
 */
const lock = /** @type {{ packages: Record<string, { dependencies?: Record<string, string> }> }} */ (
  JSON.parse(readFileSync(new URL('./package-lock.json', import.meta.url), 'utf8'))
);
const ownDependencies = new Set(Object.keys(lock.packages['']?.dependencies ?? {}));
/** @param {string[]} names @param {Set<string>} seen @returns {Set<string>} */
function withDependencies(names, seen = new Set()) {
  for (const name of names) {
    if (seen.has(name) || ownDependencies.has(name)) continue;
    seen.add(name);
    withDependencies(Object.keys(lock.packages[`node_modules/${name}`]?.dependencies ?? {}), seen);
  }
  return seen;
}

/**
 * Bundles them at build time only: `astro dev` loads packages as Node does, and Vite's
 * development server would otherwise have to transform CommonJS packages it cannot.
 * @returns {import('astro').AstroIntegration}
 */
function bundleAstroRuntime() {
  return {
    name: 'amcm:bundle-astro-runtime',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'build') updateConfig({ vite: { ssr: { noExternal: [...withDependencies(['astro', '@astrojs/node', '@astrojs/react'])] } } });
      },
    },
  };
}

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
  integrations: [react(), openDatabaseInDev(), precompressAssets(), bundleAstroRuntime()],
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
  // No page uses Astro's images: the passthrough service needs no sharp (an optional,
  // native package of Astro's that production does not install).
  image: { service: passthroughImageService() },
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
