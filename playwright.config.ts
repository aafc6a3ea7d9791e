import { defineConfig } from '@playwright/test';
// Debian's chromium, driven without a browser download (TOOLCHAIN.md).
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium-args.mjs';

/** E2E_PORT and WEB_DIST let a second run (another worktree's build) go beside this one. */
const PORT = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two cores: one for the server, one for the browser.
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The test runner passes --reporter=list,json with PLAYWRIGHT_JSON_OUTPUT_NAME; this is the default.
  reporter: [['list']],
  outputDir: 'test-results/e2e',
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // Journeys about the service worker opt in with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    // A returning visitor who has confirmed the cookie banner; GDPR journeys start from empty storage.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [
            { name: 'gdprAccepted', value: 'true' },
            // ...and who answered "Not now" to the push question (the push journeys ask afresh).
            { name: 'pushPromptDeferredUntil', value: '99999999999999' },
          ],
        },
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // `npm test` builds the web app and the console before this step and sets
    // PLAYWRIGHT_SKIP_BUILD. The server runs as one node process (no npx wrapper) so stopping it
    // frees the port.
    command: `${process.env.PLAYWRIGHT_SKIP_BUILD ? '' : 'npm run build && '}node --import tsx apps/api/src/server.ts`,
    url: `${baseURL}/healthz`,
    env: {
      PORT: String(PORT),
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      // Every journey signs in from 127.0.0.1; the per-address limit is the API tests' subject.
      AUTH_RATE_LIMIT_PER_ADDRESS: '1000',
      // Journeys read one-time codes from the outbox, as a developer working offline does.
      DEV_OUTBOX_ENABLED: 'true',
      // Google's signing keys: the Google sign-in journey serves test keys there while it runs
      // (e2e/google-test-keys.ts); the real ones are out of reach offline.
      GOOGLE_JWKS_URL: `http://127.0.0.1:${PORT + 11}/certs`,
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
