import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Three projects: `unit` (no database), `db` (every `*.db.test.ts`: services and
 * API handlers against a fresh database per file: in-memory PGlite, or a throwaway
 * database on the PostgreSQL server named by TEST_DATABASE_URL) and `views` (every
 * `*.view.test.ts`: page-module views rendered with Astro's container API, in
 * vitest.views.config.ts because compiling `.astro` needs Astro's Vite config).
 */
export default defineConfig({
  root,
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: ['**/*.db.test.ts', '**/*.view.test.ts', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          include: ['src/**/*.db.test.ts', 'tests/unit/**/*.db.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      'tests/vitest.views.config.ts',
    ],
  },
});
