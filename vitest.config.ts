import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiTests = ['apps/api/src/**/*.test.ts'];
/**
 * API test files share one module graph per worker instead of importing the app afresh each:
 * every file builds its own app on its own database, and the modules keep no state outside what
 * an app or a database owns (caches are WeakMaps keyed by them), so nothing carries over. About a
 * third faster (PGlite: 335 s to 219 s).
 */
const shareModules = { isolate: false };

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a two-core machine. API tests
    // wait on PostgreSQL much of the time, so two overlap well there (both API projects: 320 s
    // one at a time, 214 s two at a time).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Vitest's 5 s default failed CPU-bound tests (5,000 random carts, an ESLint run, a 40-store
    // render) on a loaded two-core CI machine; a hung test still fails, 20 s later.
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['scripts/testing-library-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'console',
          include: ['apps/console/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['scripts/testing-library-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          ...shareModules,
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup-pglite.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: apiTests,
          ...shareModules,
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup-postgres.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
