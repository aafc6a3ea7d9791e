// Builds the customer PWA and the operator console when a build is missing or older than its
// sources (`npm start`, `npm run start:cluster`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Each client: its workspace, the file its build writes, and the sources that build reads. */
const clients = [
  {
    name: 'web app',
    workspace: 'apps/web',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts'],
  },
  {
    name: 'console',
    workspace: 'apps/console',
    sources: ['apps/console/src', 'apps/console/index.html', 'apps/console/vite.config.ts'],
  },
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Exits the process with the build's status when a build fails. */
export function buildClientsIfStale() {
  for (const client of clients) {
    const index = path.join(root, client.workspace, 'dist/index.html');
    const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
    const changedAt = Math.max(
      ...[...client.sources, 'packages/shared/src'].map((source) =>
        newestMtime(path.join(root, source)),
      ),
    );
    if (builtAt >= changedAt) continue;
    console.log(`Building the ${client.name}...`);
    const build = spawnSync('npm', ['run', 'build', '--workspace', client.workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}
