// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';

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
        const mod = await server.ssrLoadModule('/src/server/boot.ts');
        await mod.boot();
      },
    },
  };
}

export default defineConfig({
  output: 'server',
  // The largest body the server reads (MAX_REQUEST_BODY_BYTES of src/server/http/guard.ts):
  // the largest form's 25 MB of files (10 files of at most 5 MB) plus 1 MB of fields and
  // framing. The adapter's default is 1 GiB; each call then has its own, smaller limit.
  adapter: node({ mode: 'standalone', bodySizeLimit: 26 * 1024 * 1024 }),
  integrations: [react(), openDatabaseInDev()],
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
  vite: {
    ssr: {
      // Native and WASM packages are loaded from node_modules at run time, not bundled.
      external: ['@electric-sql/pglite', 'pg'],
    },
  },
});
