import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The database tests load pages as the page route does (the module registry), up to
 * the model; compiling `.astro` views needs Astro's Vite config (the `views`
 * project), so here every view is a component that refuses to render.
 */
const viewsNotRendered = {
  name: 'views-not-rendered',
  enforce: 'pre' as const,
  load(id: string) {
    if (!id.endsWith('.astro')) return null;
    return `export default function View() { throw new Error('database tests do not render views: ${id.replace(/[\\']/g, '')}'); }`;
  },
};

/**
 * Three projects: `unit` (no database), `db` (every `*.db.test.ts`: services and
 * API handlers against a fresh database per file: in-memory PGlite, or a throwaway
 * database on the PostgreSQL server named by TEST_DATABASE_URL, copied from the
 * run's seeded or migrated database) and `views` (every `*.view.test.ts`: page-module
 * views rendered with Astro's container API, in vitest.views.config.ts because
 * compiling `.astro` needs Astro's Vite config).
 */
export default defineConfig({
  root,
  // Astro's middleware helpers under their public name, so src/middleware.ts runs in a test.
  resolve: { alias: { 'astro:middleware': 'astro/middleware' } },
  test: {
    // Files run two at a time (Vitest's default on 2 cores is one): each has its own
    // database copy, ports from the system and temporary folders, so none share state.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: ['**/*.db.test.ts', '**/*.view.test.ts', 'node_modules/**'],
          environment: 'node',
          // Two files share the 2 cores: worker-thread and dictionary tests need more than Vitest's 5 s there.
          testTimeout: 30_000,
          // A hook that opens an embedded database (fair-pglite.test.ts: two PGlites) took over
          // Vitest's 10 s default on the busy 2-core CI machine.
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [viewsNotRendered],
        test: {
          name: 'db',
          include: ['src/**/*.db.test.ts', 'tests/unit/**/*.db.test.ts'],
          environment: 'node',
          // Seeds once per run; files start from copies (src/server/db/testing.ts).
          globalSetup: ['tests/db-snapshot.setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      'tests/vitest.views.config.ts',
    ],
  },
});
