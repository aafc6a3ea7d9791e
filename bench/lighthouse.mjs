// `npm run lighthouse`: Lighthouse 12.8.2 (mobile preset) against the built app with the demo data.
// A Chromium profile is prepared here through playwright-core with a saved address in its local
// storage (the home route needs one); Lighthouse's own Chrome then opens that profile with
// --disable-storage-reset. Lighthouse runs through npx outside the workspace (TOOLCHAIN.md: its
// own @types/pg breaks the typecheck when installed here).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium-args.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// LIGHTHOUSE_PORT lets a second run (another build) go beside this one.
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4391);
const base = `http://127.0.0.1:${PORT}`;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/stores/DEMO_STORE'];

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), DATA_DIR: 'memory://', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
for (let attempt = 0; attempt < 60; attempt += 1) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    // not up yet
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

// The first open store near Indiranagar stands in for DEMO_STORE.
const stores = await (
  await fetch(`${base}/public/api/get-delivery-restaurants`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ latitude: 12.9719, longitude: 77.6412 }),
  })
).json();
const demoStore = stores.data?.find((store) => store.is_open && store.is_active)?.slug;

console.log('server up; demo store', demoStore);
const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
const page = await context.newPage();
await page.goto(`${base}/robots.txt`);
await page.evaluate(() => {
  localStorage.setItem(
    'userSetAddress',
    JSON.stringify({
      lat: 12.9719,
      lng: 77.6412,
      address: 'Indiranagar, Bengaluru, Karnataka 560038',
      house: null,
      tag: null,
      city: 'Bengaluru',
      state: 'Karnataka',
      businessLocation: true,
    }),
  );
  localStorage.setItem('userAlreadySelectedLocation', 'true');
});
// Warm the settings into local storage as a returning visitor has them.
await page.goto(`${base}/`);
await page.waitForTimeout(1500);
await page.close();
// Close the browser so the profile (with its local storage) is on disk for Lighthouse's own Chrome.
await context.close().catch(() => {});

console.log('browser prepared');
const rows = [];
for (const target of paths) {
  const url = base + target.replace('DEMO_STORE', demoStore ?? 'missing');
  const out = path.join(userDataDir, 'report.json');
  const result = spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@12.8.2',
      url,
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')} --user-data-dir=${userDataDir}`,
      '--disable-storage-reset',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
    ],
    {
      cwd: os.tmpdir(),
      stdio: 'inherit',
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    },
  );
  if (result.status !== 0 || !fs.existsSync(out)) {
    rows.push(`| ${target} | failed | | | |`);
    continue;
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  const score = (key) => Math.round((report.categories[key]?.score ?? 0) * 100);
  const lcp = report.audits['largest-contentful-paint']?.displayValue ?? '';
  const tbt = report.audits['total-blocking-time']?.displayValue ?? '';
  const cls = report.audits['cumulative-layout-shift']?.displayValue ?? '';
  rows.push(
    `| ${target.replace('DEMO_STORE', demoStore ?? '?')} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${lcp} | ${tbt} | ${cls} |`,
  );
  const failing = Object.values(report.audits).filter(
    (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary',
  );
  for (const audit of failing.slice(0, 8)) console.log(`  ${target}: ${audit.id}: ${audit.title}`);
}

/**
 * Installability, which Lighthouse 12 no longer scores: a manifest with PNG icons of 192 and
 * 512 px, a service worker controlling the page, and an offline reload that shows the app.
 */
async function checkInstallability() {
  const checks = [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const installPage = await context.newPage();
    await installPage.goto(`${base}/`);
    const cdp = await context.newCDPSession(installPage);
    const { data, errors } = await cdp.send('Page.getAppManifest');
    const manifest = data ? JSON.parse(data) : {};
    const hasIcon = (size) =>
      (manifest.icons ?? []).some((icon) => icon.sizes === size && icon.type === 'image/png');
    checks.push([
      'manifest with name, start_url, display and PNG icons 192/512',
      errors.length === 0 &&
        Boolean(manifest.name && manifest.start_url && manifest.display) &&
        hasIcon('192x192') &&
        hasIcon('512x512'),
    ]);
    const controlled = await installPage
      .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 20_000,
      })
      .then(() => true)
      .catch(() => false);
    checks.push(['a service worker controls the page', controlled]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Contexts opened by playwright-core are incognito ones, never offered the install.
    const appErrors = installabilityErrors.filter((error) => error.errorId !== 'in-incognito');
    checks.push([
      `Chrome reports no installability error${appErrors.length ? ` (${appErrors.map((error) => error.errorId).join(', ')})` : ''}`,
      appErrors.length === 0,
    ]);
    await context.setOffline(true);
    const offlineReload = await installPage
      .reload()
      .then(() => installPage.locator('h1').first().waitFor({ timeout: 10_000 }))
      .then(() => true)
      .catch(() => false);
    checks.push(['an offline reload shows the app', offlineReload]);
  } finally {
    await browser.close();
  }
  return checks;
}

const installability = await checkInstallability().catch((error) => [[String(error), false]]);

server.kill('SIGTERM');
fs.rmSync(userDataDir, { recursive: true, force: true });
console.log('\nInstallability');
for (const [name, ok] of installability) console.log(`  ${ok ? 'pass' : 'FAIL'}: ${name}`);
console.log('\n| route | performance | accessibility | best practices | SEO | LCP | TBT | CLS |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
if (installability.some(([, ok]) => !ok)) process.exitCode = 1;
