// `npm run size`: each route's gzipped JavaScript, read from Vite's manifest of the built web app,
// and the console's whole bundle from its own manifest.
// A route's JavaScript is the entry chunk plus the route's lazy chunk and everything either imports
// statically: what the browser must download before that route renders. `--check` enforces budgets.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
const ROUTES_DIR = 'src/app/routes/';
/** Budgets in KB gzipped (issue 2: the home route at most 130 KB; issue 3: every route at most 150 KB). */
const budgets = { 'src/app/routes/home.tsx': 130 };
const DEFAULT_BUDGET_KB = 150;

if (!fs.existsSync(manifestFile)) {
  console.error(
    `No ${path.relative(root, manifestFile)}: build the web app first (npm run build).`,
  );
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  }
  return gzipCache.get(file);
}

/** The chunk files a manifest entry needs before it runs: itself and its static imports. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('The manifest has no entry chunk.');
  process.exit(1);
}
const entryFiles = closure(entryKey);
const routeKeys = Object.keys(manifest)
  .filter((key) => key.startsWith(ROUTES_DIR) || manifest[key].src?.startsWith(ROUTES_DIR))
  .sort();

const rows = routeKeys.map((key) => {
  const files = closure(key, new Set(entryFiles));
  const bytes = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  const budget = budgets[key] ?? DEFAULT_BUDGET_KB;
  return { route: key.slice(ROUTES_DIR.length), kb: bytes / 1024, budget };
});
const entryKb = [...entryFiles].reduce((sum, file) => sum + gzipSize(file), 0) / 1024;

console.log(`entry (shared by every route): ${entryKb.toFixed(1)} KB gzipped`);
console.log('route'.padEnd(36) + 'JS gzipped'.padStart(12) + 'budget'.padStart(10));
for (const row of rows) {
  const flag = row.kb > row.budget ? '  OVER' : '';
  console.log(
    row.route.padEnd(36) +
      `${row.kb.toFixed(1)} KB`.padStart(12) +
      `${row.budget} KB`.padStart(10) +
      flag,
  );
}

// The operator console (apps/console) is one entry: everything it needs before its first screen.
const CONSOLE_BUDGET_KB = 130;
const consoleDist = path.join(root, 'apps/console/dist');
const consoleManifestFile = path.join(consoleDist, '.vite/manifest.json');
let consoleOver = false;
if (fs.existsSync(consoleManifestFile)) {
  const consoleManifest = JSON.parse(fs.readFileSync(consoleManifestFile, 'utf8'));
  const consoleEntry = Object.keys(consoleManifest).find((key) => consoleManifest[key].isEntry);
  const files = new Set();
  const walk = (key) => {
    const chunk = consoleManifest[key];
    if (!chunk || files.has(chunk.file)) return;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  if (consoleEntry) walk(consoleEntry);
  const kb =
    [...files].reduce(
      (sum, file) =>
        sum + zlib.gzipSync(fs.readFileSync(path.join(consoleDist, file)), { level: 9 }).length,
      0,
    ) / 1024;
  consoleOver = !consoleEntry || kb > CONSOLE_BUDGET_KB;
  console.log(
    'console (apps/console)'.padEnd(36) +
      `${kb.toFixed(1)} KB`.padStart(12) +
      `${CONSOLE_BUDGET_KB} KB`.padStart(10) +
      (consoleOver ? '  OVER' : ''),
  );
} else if (process.argv.includes('--check')) {
  console.error(
    'No apps/console/dist/.vite/manifest.json: build the console first (npm run build).',
  );
  consoleOver = true;
}

if (process.argv.includes('--check')) {
  if (consoleOver) console.error('The console is over its budget or not built.');
  const missing = Object.keys(budgets).filter((key) => !routeKeys.includes(key));
  const over = rows.filter((row) => row.kb > row.budget);
  if (missing.length)
    console.error(`Budgeted routes missing from the build: ${missing.join(', ')}`);
  if (over.length) console.error(`Over budget: ${over.map((row) => row.route).join(', ')}`);
  if (missing.length || over.length || rows.length === 0 || consoleOver) process.exit(1);
}
