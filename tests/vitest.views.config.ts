/**
 * The `views` project: `*.view.test.ts` beside the page-module views, rendering each
 * `.astro` view with Astro's container API from a loader model. Compiling `.astro`
 * files needs Astro's Vite plugins, so this project's config comes from
 * `getViteConfig` (the other projects stay plain Vite).
 */
import react from '@astrojs/react';
import { getViteConfig } from 'astro/config';

export default getViteConfig(
  {
    test: {
      name: 'views',
      include: ['src/**/*.view.test.ts'],
      environment: 'node',
    },
  },
  // Not the site's astro.config.mjs: its integrations open the database and build the
  // server; a view needs only the React renderer.
  { configFile: false, logLevel: 'error', integrations: [react()] },
);
