import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

test('the server process migrates and seeds an empty database, serves, and shuts down cleanly on SIGTERM', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      // A real start, as npm start runs it (vitest sets NODE_ENV=test).
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });

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
  expect(output).toContain('empty database: loaded the demo data');

  const exitCode = await new Promise<number | null>((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
  expect(exitCode).toBe(0);
  expect(output).toContain('shutting down');
}, 90_000);
