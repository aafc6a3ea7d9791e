/**
 * The journeys' servers: `E2E_SERVERS` (1 unless set) API servers, each with its own in-memory
 * database and demo data, on `E2E_PORT` (4317), `E2E_PORT + 1`, … and one Playwright worker per
 * server. A journey that changes demo data (a setting, a store's menu) changes it only for the
 * files its own worker runs, in their order, so two workers never disturb each other. One by
 * default: on two cores, two servers and two browsers were no faster (708 s for the 156 journeys
 * in a clean-clone run, against 631 to 705 s with one); the CPU is the limit, not the waiting.
 */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 4317);

export const SERVER_COUNT = Math.max(1, Math.floor(Number(process.env.E2E_SERVERS ?? 1)));

export function serverPort(index: number): number {
  return FIRST_PORT + index;
}

/** Where server `index` looks for Google's signing keys (e2e/google-test-keys.ts serves them). */
export function googleKeysPort(index: number): number {
  return FIRST_PORT + 11 + index;
}

/** The own apps e2e/online-payments.spec.ts starts from worker `index`: `which` 0 or 1. */
export function paymentsAppPort(index: number, which: 0 | 1): number {
  return FIRST_PORT + 11 + SERVER_COUNT + 2 * index + which;
}

/**
 * The server of the worker this code runs in. Playwright numbers the workers running at the same
 * time from 0 (TEST_PARALLEL_INDEX, kept when a worker is restarted after a failure), and runs at
 * most SERVER_COUNT of them; outside a worker (the config's own process) it is 0.
 */
export function workerServerIndex(): number {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0) % SERVER_COUNT;
}

export function workerBaseURL(): string {
  return `http://127.0.0.1:${serverPort(workerServerIndex())}`;
}
