// Lint configuration (run by `npm run lint`, zero warnings allowed).
// It lives in scripts/ to keep the top level to what DEVELOPERS.md lists.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

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
    // In tests a failed assertion already says what was missing.
    files: ['**/*.test.ts', 'tests/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
