// `npm test`: lint, typecheck, unit and API integration tests (PGlite and PostgreSQL), the web
// and console builds with their size budgets, and the browser journeys. Every step runs even when
// an earlier one fails, so one run shows everything; the last line is the totals: "N passed, N
// failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.tmp/reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const results = [];

function run(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', ...env },
  });
  return { ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

/** A step that counts as one check: it passes or fails as a whole. */
function check(name, command, args) {
  console.log(`\n━━ ${name}`);
  const { ok, seconds } = run(command, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
}

/** A step whose JSON report holds its own counts; a crash without a report is one failure. */
function suite(name, command, args, reportFile, readCounts, env) {
  console.log(`\n━━ ${name}`);
  const { ok, seconds } = run(command, args, env);
  let counts = { passed: 0, failed: ok ? 0 : 1 };
  if (fs.existsSync(reportFile)) {
    counts = readCounts(JSON.parse(fs.readFileSync(reportFile, 'utf8')));
    if (!ok && counts.failed === 0) counts.failed = 1; // the runner failed outside any test
  }
  results.push({ name, ...counts, seconds });
}

check('lint (eslint)', 'npx', ['eslint', '.', '--max-warnings=0']);
check('format (prettier)', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
check('typecheck (tsc)', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);

const vitestReport = path.join(reports, 'vitest.json');
suite(
  'unit and API tests (vitest: shared, web, console, API on PGlite and on PostgreSQL)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  vitestReport,
  (report) => ({
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numPendingTests + report.numTodoTests,
  }),
);

check('bad-input sweep over every API call (npm run check:security)', 'npx', [
  'tsx',
  'scripts/check-security.ts',
]);
check('web build (vite)', 'npm', ['run', 'build', '--workspace', 'apps/web', '--silent']);
check('console build (vite)', 'npm', ['run', 'build', '--workspace', 'apps/console', '--silent']);
check('customer bundles hold no console code', 'node', ['scripts/bundle-separation.mjs']);
check('route size budgets (npm run size)', 'node', ['scripts/size.mjs', '--check']);

const playwrightReport = path.join(reports, 'playwright.json');
suite(
  'browser journeys (playwright, headless chromium)',
  'npx',
  ['playwright', 'test', '--reporter=list,json'],
  playwrightReport,
  (report) => ({
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + report.stats.skipped,
  }),
  { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport, PLAYWRIGHT_SKIP_BUILD: '1' },
);

const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log('\n━━ summary');
for (const result of results) {
  const mark = result.failed ? 'FAIL' : 'ok  ';
  console.log(
    `${mark} ${result.name}: ${result.passed} passed, ${result.failed} failed (${result.seconds} s)`,
  );
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
