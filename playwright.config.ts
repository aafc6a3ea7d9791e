import { defineConfig } from '@playwright/test';
// Debian's chromium, driven without a browser download (TOOLCHAIN.md).
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium-args.mjs';
import { SERVER_COUNT, googleKeysPort, serverPort } from './e2e/servers';

/**
 * E2E_PORT and WEB_DIST let a second run (another worktree's build) go beside this one: its servers
 * take E2E_PORT, E2E_PORT + 1, … (E2E_SERVERS of them, 1 unless set; e2e/servers.ts).
 */
const servers = Array.from({ length: SERVER_COUNT }, (_, index) => serverPort(index));

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // A file's journeys run in order on one worker; the files are shared out between the workers.
  fullyParallel: false,
  // One worker per server: each worker's journeys change only its own server's demo data
  // (e2e/fixtures.ts picks the server). More than one pays only with more than two cores.
  workers: SERVER_COUNT,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The test runner passes --reporter=list,json with PLAYWRIGHT_JSON_OUTPUT_NAME; this is the default.
  reporter: [['list']],
  outputDir: 'test-results/e2e',
  // baseURL and storageState come from e2e/fixtures.ts: they depend on the worker's server.
  use: {
    viewport: { width: 390, height: 844 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // Journeys about the service worker opt in with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: servers.map((port, index) => ({
    // `npm test` builds the web app and the console before this step and sets
    // PLAYWRIGHT_SKIP_BUILD; otherwise the first server builds them. Each server runs as one node
    // process (no npx wrapper) so stopping it frees the port.
    command: `${process.env.PLAYWRIGHT_SKIP_BUILD || index > 0 ? '' : 'npm run build && '}node --import tsx apps/api/src/server.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    env: {
      PORT: String(port),
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      // Every journey signs in from 127.0.0.1; the per-address limit is the API tests' subject.
      AUTH_RATE_LIMIT_PER_ADDRESS: '1000',
      // Journeys read one-time codes from the outbox, as a developer working offline does.
      DEV_OUTBOX_ENABLED: 'true',
      // Google's signing keys: the Google sign-in journey serves test keys there while it runs
      // (e2e/google-test-keys.ts); the real ones are out of reach offline.
      GOOGLE_JWKS_URL: `http://127.0.0.1:${googleKeysPort(index)}/certs`,
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
