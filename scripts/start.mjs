// `npm start`: builds the customer PWA and the operator console when a build is missing or older
// than its sources, then runs the API (migrations and demo seed happen at start-up) serving
// everything on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClientsIfStale } from './build-clients.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildClientsIfStale();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
