import { expect, test } from 'vitest';
import { startServerProcess } from './server-process.fixture';

test('the server process migrates and seeds an empty database, serves, and shuts down cleanly on SIGTERM', async () => {
  const server = startServerProcess();
  const url = await server.url;

  const health = await fetch(`${url}/healthz`);
  expect(health.status).toBe(200);
  // The process migrated its new database itself: it is ready for traffic.
  const ready = await fetch(`${url}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready' });
  const settings = await fetch(`${url}/public/api/get-settings`, { method: 'POST' });
  const publicSettings = (await settings.json()).data;
  expect(publicSettings.storeName).toBe('Swiftbite');
  // Plugins that write settings at start-up (VAPID keys) must not stop the seeding.
  expect(publicSettings.vapidPublicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
  const languages = await fetch(`${url}/public/api/get-all-languages`, { method: 'POST' });
  expect((await languages.json()).data).toHaveLength(2);
  expect(server.output()).toContain('empty database: loaded the demo data');

  server.child.kill('SIGTERM');
  const exitCode = await server.exited;
  expect(exitCode).toBe(0);
  expect(server.output()).toContain('shutting down');
}, 240_000);
