import { afterEach, describe, expect, it, vi } from 'vitest';

/** e2e/servers.ts as a Playwright process with this environment would load it. */
async function loadServers(env: Record<string, string>) {
  vi.resetModules();
  vi.unstubAllEnvs();
  for (const name of ['E2E_PORT', 'E2E_SERVERS', 'TEST_PARALLEL_INDEX'])
    vi.stubEnv(name, undefined);
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import('../e2e/servers');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the browser journeys run on one server per worker (e2e/servers.ts)', () => {
  it('gives each worker its own server, from E2E_PORT up, one unless E2E_SERVERS says', async () => {
    const two = await loadServers({ E2E_PORT: '5200', E2E_SERVERS: '2', TEST_PARALLEL_INDEX: '1' });
    expect(two.SERVER_COUNT).toBe(2);
    expect(two.workerBaseURL()).toBe('http://127.0.0.1:5201');
    const first = await loadServers({
      E2E_PORT: '5200',
      E2E_SERVERS: '2',
      TEST_PARALLEL_INDEX: '0',
    });
    expect(first.workerBaseURL()).toBe('http://127.0.0.1:5200');
    const unset = await loadServers({ TEST_PARALLEL_INDEX: '0' });
    expect(unset.SERVER_COUNT).toBe(1);
    expect(unset.workerBaseURL()).toBe('http://127.0.0.1:4317');
  });

  it('keeps every port a journey listens on apart from every other worker’s, for 1 to 4 servers', async () => {
    for (const count of [1, 2, 3, 4]) {
      const servers = await loadServers({ E2E_PORT: '4317', E2E_SERVERS: String(count) });
      const ports = Array.from({ length: count }, (_, index) => [
        servers.serverPort(index),
        servers.googleKeysPort(index),
        servers.paymentsAppPort(index, 0),
        servers.paymentsAppPort(index, 1),
      ]).flat();
      expect(new Set(ports).size).toBe(4 * count);
    }
  });
});
