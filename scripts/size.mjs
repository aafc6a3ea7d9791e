// `npm run size`: what a phone downloads on a first visit of each route, measured in a real
// browser. The built app (`npm run build`) is served by the real API server (in-memory demo data,
// a free port); headless Chromium (playwright-core, Debian's /usr/bin/chromium) opens each page at
// 390x844 in a fresh context (empty cache and storage: the GDPR notice shows), with only what the
// route needs seeded in local storage the way the app writes it (the saved location, the signed-in
// user, the cart). Every script response of the page (entry, module preloads, lazy chunks, the
// after-interactive layer) until the network has been idle for a second is gzipped at level 9 and
// summed. `--check` exits non-zero when `/` (both its first-visit splash and its home feed) is over
// 130 KB or any other page over 150 KB. The service worker's own scripts (sw.js, workbox, push-sw)
// are printed apart ("worker") and not budgeted: the page never runs them, and its precache (every
// chunk, for offline use, decision 008) is a background download after the page is interactive.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import {
  budgetKb,
  failures,
  formatTable,
  gzipBytes,
  isPageScript,
  isWorkerScript,
  sumScripts,
} from './size-budget.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-args.mjs';
import { setUpVisitor, visits } from './size-visits.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
/** Idle: no request of the page for this long, once the after-interactive layer has run. */
const QUIET_MS = 600;
/** The after-interactive layer registers the service worker (load, then idle within 2 s). */
const AFTER_INTERACTIVE_LIMIT_MS = 12_000;
const PAGE_LIMIT_MS = 15_000;
/** Pages measured at once: bytes do not depend on timing, and the whole run stays under 60 s. */
const PARALLEL_PAGES = 3;

for (const built of ['apps/web/dist/index.html', 'apps/console/dist/index.html']) {
  if (!fs.existsSync(path.join(root, built))) {
    console.error(`No ${built}: build first (npm run build).`);
    process.exit(1);
  }
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const port = Number(process.env.SIZE_PORT ?? (await freePort()));
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_ADDRESS: '1000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopServer = () => server.exitCode === null && server.kill('SIGTERM');
process.on('exit', stopServer);

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (server.exitCode !== null) throw new Error('the API server exited');
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API server did not start within 30 s');
}

/** Opens one page in a fresh context and returns its scripts' gzipped sizes. */
async function measure(browser, visit) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'allow',
    locale: 'en-IN',
  });
  if (visit.storage) {
    await context.addInitScript((entries) => {
      // The first document only: the app's own later writes stand.
      if (sessionStorage.getItem('__sizeSeeded')) return;
      sessionStorage.setItem('__sizeSeeded', '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, visit.storage);
  }
  const pending = [];
  let workerRegistered = false;
  // A script whose response comes while the context closes cannot be read: the visit is measured
  // again rather than summed without it (a page busy past PAGE_LIMIT_MS on a loaded machine).
  let closing = false;
  let late = false;
  // Every response of the context, the service worker's included (its scripts are listed apart).
  // A signed-in visit whose token is refused shows the log-in page instead: that is not the page
  // to measure (a full run once measured three console pages as the log-in page's 150.4 KB).
  const refused = [];
  context.on('response', (response) => {
    const request = response.request();
    if (visit.storage && response.status() === 401) refused.push(new URL(response.url()).pathname);
    const entry = {
      url: response.url(),
      resourceType: request.resourceType(),
      status: response.status(),
      fromServiceWorker: Boolean(request.serviceWorker()),
    };
    const page = isPageScript(entry);
    const worker = !page && isWorkerScript(entry);
    if (new URL(entry.url).pathname === '/sw.js') workerRegistered = true;
    if (!page && !worker) return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: entry.url, gzip: gzipBytes(body), worker }))
        .catch((error) => {
          // A page script that cannot be read would be left out of the sum: fail instead.
          if (worker) return null;
          if (closing) {
            late = true;
            return null;
          }
          throw new Error(`${visit.name}: could not read ${entry.url}: ${error.message}`);
        }),
    );
  });
  const page = await context.newPage();
  // Network idle is the page's own: the service worker's precache (its requests are the
  // context's, not the page's) would keep the network busy for seconds after the page is done.
  let inFlight = 0;
  let lastActivity = Date.now();
  const settle = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  page.on('requestfailed', settle);
  page.on('requestfinished', settle);
  const started = Date.now();
  await page.goto(base + visit.path, { waitUntil: 'load' });
  while (Date.now() - started < PAGE_LIMIT_MS) {
    const layerDone =
      workerRegistered ||
      !visit.registersWorker ||
      Date.now() - started > AFTER_INTERACTIVE_LIMIT_MS;
    if (layerDone && inFlight === 0 && Date.now() - lastActivity >= QUIET_MS) {
      // A quiet network is not a finished page: the main thread may still be running a big
      // bundle, after which a route's lazy chunk is asked for (a loaded machine measured console
      // pages as their 4 entry scripts, the route stuck at "Loading…"). Done once the page has
      // been idle with nothing new asked for.
      const before = lastActivity;
      await page
        .evaluate(
          () =>
            new Promise((resolve) => globalThis.requestIdleCallback(resolve, { timeout: 5000 })),
        )
        .catch(() => undefined);
      if (inFlight === 0 && lastActivity === before) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (visit.registersWorker && !workerRegistered) {
    console.warn(`${visit.name}: the service worker was not registered within the wait`);
  }
  // Responses may still arrive while the bodies are read: wait until none is added.
  let read;
  do {
    read = pending.length;
    await Promise.all(pending);
  } while (pending.length !== read);
  const scripts = (await Promise.all(pending)).filter(Boolean);
  closing = true;
  await context.close();
  if (late) throw new Error(`${visit.name}: a script came after the page was measured`);
  if (refused.length) throw new Error(`${visit.name}: ${refused.join(', ')} answered 401`);
  const total = sumScripts(scripts.filter((script) => !script.worker));
  const worker = sumScripts(scripts.filter((script) => script.worker));
  return {
    name: visit.name,
    ...total,
    workerKb: worker.kb,
    budget: visit.budget ?? budgetKb(visit.path),
    scripts: scripts.filter((script) => !script.worker).map((script) => script.url),
  };
}

let exitCode = 0;
const started = Date.now();
let browser;
try {
  await waitForServer();
  const visitor = await setUpVisitor(base);
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const chosen = visits(visitor).filter(
    (visit) => !only.length || only.some((name) => visit.name.includes(name)),
  );
  const rows = new Array(chosen.length);
  let next = 0;
  const worker = async () => {
    while (next < chosen.length) {
      const index = next++;
      rows[index] = await measure(browser, chosen[index]).catch((error) => {
        console.warn(`${error.message}; measuring it again`);
        return measure(browser, chosen[index]);
      });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker));
  console.log(formatTable(rows));
  if (process.argv.includes('--files')) {
    for (const row of rows) {
      console.log(`\n${row.name}`);
      for (const url of row.scripts) console.log(`  ${new URL(url).pathname}`);
    }
  }
  console.log(`(measured in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const failed = failures(rows);
  if (check && failed.length) {
    console.error(`Over budget: ${failed.map((row) => row.name).join(', ')}`);
    exitCode = 1;
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await browser?.close();
  stopServer();
}
process.exit(exitCode);
