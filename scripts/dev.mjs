// `npm run dev`: the API with reload (tsx watch) on :8080, and Vite with hot reload for the web
// app on :5173 and for the console on :5174/console/; both proxy /public to the API.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn(
    process.execPath,
    ['--import', 'tsx', '--watch', '--watch-preserve-output', 'apps/api/src/server.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        DEV_OUTBOX_ENABLED: 'true',
        ...process.env,
      },
    },
  ),
  spawn('npx', ['vite'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  }),
  spawn('npx', ['vite'], {
    cwd: path.join(root, 'apps/console'),
    stdio: 'inherit',
  }),
];
console.log(
  'API on http://localhost:8080, web app with hot reload on http://localhost:5173, console on http://localhost:5174/console/',
);
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
