import { test as base } from '@playwright/test';
import { workerBaseURL } from './servers';

export { expect } from '@playwright/test';

/**
 * Every journey's `test`: it points the pages and requests of a worker at that worker's own server
 * (e2e/servers.ts). A spec's test.use({ baseURL }) or test.use({ storageState }) still wins.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  baseURL: async ({}, use) => {
    await use(workerBaseURL());
  },
  // A returning visitor who has confirmed the cookie banner; GDPR journeys start from empty storage.
  storageState: async ({ baseURL }, use) => {
    await use({
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL ?? workerBaseURL()).origin,
          localStorage: [
            { name: 'gdprAccepted', value: 'true' },
            // ...and who answered "Not now" to the push question (the push journeys ask afresh).
            { name: 'pushPromptDeferredUntil', value: '99999999999999' },
          ],
        },
      ],
    });
  },
});
