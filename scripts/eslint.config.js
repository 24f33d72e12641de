// Lint configuration (run by `npm run lint`, zero warnings allowed).
// It lives in scripts/ to keep the top level to what DEVELOPERS.md lists.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

// Boundaries between the parts of the code (docs/decisions/0003). Regexes, not
// globs: a glob beginning with `#` reads as a comment in ignore-file syntax.
const SERVER_PACKAGES = ['drizzle-orm', 'drizzle-orm/pg-core', 'pg', '@electric-sql/pglite', 'exceljs', 'pdfkit', 'nodemailer', 'busboy', 'file-type', 'opencc-js', 'jsdom', 'dompurify'];
const browserBoundary = {
  regex: '^#src/(?!lib/|i18n/|components/[^/]+\\.tsx$|features/[^/]+/(contract\\.ts|rules\\.ts|permissions\\.ts|client\\.ts|client/.+|ui/.+|[^/]+\\.tsx|[^/]+\\.css)$)',
  message: 'Islands and browser code import only contract.ts, rules.ts and permissions.ts files, src/lib, src/i18n/format.ts and other islands (docs/decisions/0003).',
};
// Of src/i18n, browser code takes only the formatting part (format.ts) as a value: the
// catalogue and the messages files hold four languages of text, so the server picks the
// templates an island shows (`pickMessages`) and passes them as props. Types (MessageKey,
// PickedMessages, a feature's own message keys from ./messages.ts) are erased and allowed.
// (The form kit's ui/messages.ts is browser code, key lists and helpers, not a catalogue.)
const browserMessages = [
  {
    regex: '^#src/i18n/(?!format\\.ts$)',
    allowTypeImports: true,
    message: 'Browser code imports only src/i18n/format.ts as a value; its messages come as props picked on the server (src/i18n/README.md).',
  },
  {
    regex: '^(\\./|#src/features/[^/]+/)messages\\.ts$',
    allowTypeImports: true,
    message: 'A messages.ts file holds four languages: browser code imports only its types (src/i18n/README.md).',
  },
];
const noSeed = {
  regex: '(^#src/seed/|/seed/)',
  message: 'Demo data lives only in the seed: runtime code never imports it (tests, scripts and boot.ts may).',
};
// SQL lives in a feature's queries.ts (and its tables in schema.ts), the database
// plumbing in src/server/db: nowhere else builds a Drizzle query (issue 30). A rule of
// its own name, so it adds to the boundaries above instead of replacing them.
const SQL_HOMES = [
  '**/queries.ts',
  '**/schema.ts',
  'src/server/db/**',
  // A database test checks the database: it may arrange and read rows with Drizzle itself.
  '**/*.db.test.ts',
];
const onlyQueriesBuildSql = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  message: 'Drizzle is for queries.ts (SQL), schema.ts (tables), src/server/db and database tests (*.db.test.ts) only: put the query in the feature’s queries.ts and call it (issue 30).',
};
const noDeepRelative = { regex: '^\\.\\./\\.\\./', message: 'Use the #src/… alias instead of ../../ (docs/decisions/0003).' };
const noDatabaseInViews = {
  regex: '(^#src/server/db/|/queries\\.ts$|^drizzle-orm)',
  message: 'Views render their model and fetch nothing: read data in the feature’s page.ts loader (docs/decisions/0003).',
};


export default defineConfig(
  { basePath: root },
  { ignores: ['dist/**', 'var/**', '.astro/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'src/env.d.ts'] },
  js.configs.recommended,
  tseslint.configs.strict,
  astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['scripts/**', 'tests/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Small islands and screens (issue 30): a component past 150 lines is split into hooks and steps.
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 150 }] },
  },
  {
    // In tests a failed assertion already says what was missing.
    files: ['**/*.test.ts', 'tests/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx', 'src/**/*.astro'],
    ignores: ['src/seed/**', 'src/app/boot.ts', '**/*.test.ts', 'src/**/tests/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noSeed, noDeepRelative] }] },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.astro'],
    ignores: SQL_HOMES,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [onlyQueriesBuildSql] }] },
  },
  {
    // Tables are gathered by relative paths so drizzle-kit can load the schema as it is.
    files: ['src/features/*/schema.ts', 'src/server/db/schema.ts', 'src/server/db/columns.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/features/**/*.astro', 'src/components/**/*.astro', 'src/layouts/**/*.astro'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noSeed, noDeepRelative, noDatabaseInViews] }] },
  },
  {
    files: ['src/**/*.tsx', 'src/features/*/client.ts', 'src/features/*/client/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: SERVER_PACKAGES.map((name) => ({ name, message: 'Server-only package: not for the browser.' })),
          patterns: [
            noSeed,
            noDeepRelative,
            browserBoundary,
            {
              regex: '^\\./(?!contract\\.ts$|rules\\.ts$|client\\.ts$|messages\\.ts$|[^/]+\\.(tsx|css)$)',
              message: 'Islands import only contract.ts, rules.ts, client code, the types of messages.ts and other islands of their feature (docs/decisions/0003).',
            },
          ],
        },
      ],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...browserMessages, onlyQueriesBuildSql] }],
    },
  },
  {
    // Browser modules of one folder of client code (client/, the form kit's ui/) import each other.
    files: ['src/features/*/client/**/*.ts', 'src/features/*/ui/**/*.ts', 'src/features/*/ui/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: SERVER_PACKAGES.map((name) => ({ name, message: 'Server-only package: not for the browser.' })), patterns: [noSeed, noDeepRelative, browserBoundary] },
      ],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [browserMessages[0], onlyQueriesBuildSql] }],
    },
  },
);
