import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { boundariesPlugin } from './scripts/eslint/boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // One-way dependencies: shared knows nothing of the apps; the apps never import each other.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@app/api*', '@app/web*', '@app/console*', '**/apps/**'] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@app/api*', '@app/console*', '**/apps/api/**', '**/apps/console/**'] },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/features/**', '**/app/**', '@app/api*'] },
      ],
    },
  },
  {
    files: ['apps/console/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@app/api*', '@app/web*', '**/apps/api/**', '**/apps/web/**'] },
      ],
    },
  },
  {
    files: ['apps/console/src/components/**', 'apps/console/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/features/**', '**/app/**', '@app/api*', '@app/web*'] },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@app/web*', '@app/console*', '**/apps/web/**', '**/apps/console/**'] },
      ],
    },
  },
  {
    // A journey's `test` comes from e2e/fixtures.ts, which points each worker at its own server.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './fixtures': it points each worker at its own server.",
            },
          ],
        },
      ],
    },
  },
  {
    // Module and feature boundaries (scripts/eslint/boundaries.mjs).
    files: ['apps/*/src/**/*.{ts,tsx}'],
    plugins: { swiftbite: boundariesPlugin },
    rules: { 'swiftbite/boundaries': 'error' },
  },
);
