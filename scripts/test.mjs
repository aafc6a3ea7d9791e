// `npm test`: lint, typecheck, unit and API integration tests (PGlite and PostgreSQL), the web
// and console builds with their size budgets, and the browser journeys. Every step runs even when
// an earlier one fails, so one run shows everything. The summary at the end names each failed
// test (and the last lines of a failed check), since CI keeps only the tail of the output; the
// last line is the totals: "N passed, N failed".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.tmp/reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const results = [];

const TAIL_LINES = 12;

/** Runs a step, passing its output through and keeping its last lines for the summary. */
function run(command, args, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', ...env },
    });
    let tail = '';
    const keep = (chunk, out) => {
      out.write(chunk);
      tail = (tail + chunk.toString('utf8')).slice(-8000);
    };
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
    child.on('close', (status) => {
      const lines = tail
        // eslint-disable-next-line no-control-regex -- colour codes out of the summary
        .replace(/\x1b\[[0-9;]*m/g, '')
        .split('\n')
        .filter((line) => line.trim() !== '');
      resolve({
        ok: status === 0,
        seconds: ((Date.now() - started) / 1000).toFixed(1),
        tail: lines.slice(-TAIL_LINES),
      });
    });
  });
}

/** A step that counts as one check: it passes or fails as a whole. */
async function check(name, command, args) {
  console.log(`\n━━ ${name}`);
  const { ok, seconds, tail } = await run(command, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds, notes: ok ? [] : tail });
}

/** A step whose JSON report holds its own counts; a crash without a report is one failure. */
async function suite(name, command, args, reportFile, readReport, env) {
  console.log(`\n━━ ${name}`);
  const { ok, seconds, tail } = await run(command, args, env);
  let counts = { passed: 0, failed: ok ? 0 : 1, notes: ok ? [] : tail };
  if (fs.existsSync(reportFile)) {
    counts = readReport(JSON.parse(fs.readFileSync(reportFile, 'utf8')));
    if (!ok && counts.failed === 0) {
      counts = { ...counts, failed: 1, notes: tail }; // the runner failed outside any test
    }
  }
  results.push({ name, ...counts, seconds });
}

/** The first line of a failure message, without colour codes, at most 200 characters. */
function firstLine(message) {
  return (
    String(message ?? '')
      // eslint-disable-next-line no-control-regex -- colour codes out of the summary
      .replace(/\x1b\[[0-9;]*m/g, '')
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 200) ?? ''
  );
}

/** Vitest's JSON report: each failed test as "file › name: first line of the error". */
function vitestFailures(report) {
  return report.testResults.flatMap((file) => {
    const where = path.relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.status === 'failed')
      return [`${where}: ${firstLine(file.message)}`];
    return failed.map(
      (test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
    );
  });
}

/** Playwright's JSON report: each journey that did not pass, with the first line of its error. */
function playwrightFailures(report) {
  const out = [];
  const walk = (suiteNode, titles) => {
    for (const spec of suiteNode.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'flaky') continue;
        const last = test.results?.at(-1);
        const name = [...titles, spec.title].filter(Boolean).join(' › ');
        out.push(
          `${spec.file}:${spec.line} › ${name}: ${firstLine(last?.error?.message) || test.status}`,
        );
      }
    }
    for (const child of suiteNode.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const top of report.suites ?? []) walk(top, []);
  return out;
}

await check('lint (eslint)', 'npx', ['eslint', '.', '--max-warnings=0']);
await check('format (prettier)', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
await check('typecheck (tsc)', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);

const vitestReport = path.join(reports, 'vitest.json');
await suite(
  'unit and API tests (vitest: shared, web, console, API on PGlite and on PostgreSQL)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  vitestReport,
  (report) => ({
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numPendingTests + report.numTodoTests,
    notes: vitestFailures(report),
  }),
);

await check('bad-input sweep over every API call (npm run check:security)', 'npx', [
  'tsx',
  'scripts/check-security.ts',
]);
const chaosReport = path.join(reports, 'chaos.json');
await suite(
  'Chaos checks (short)',
  'npx',
  ['tsx', 'scripts/chaos/run.ts', '--short', `--report=${chaosReport}`],
  chaosReport,
  (report) => ({ passed: report.passed, failed: report.failed, notes: report.failures }),
);
await check('web build (vite)', 'npm', ['run', 'build', '--workspace', 'apps/web', '--silent']);
await check('console build (vite)', 'npm', [
  'run',
  'build',
  '--workspace',
  'apps/console',
  '--silent',
]);
await check('customer bundles hold no console code', 'node', ['scripts/bundle-separation.mjs']);
await check('route size budgets (npm run size)', 'node', ['scripts/size.mjs', '--check']);

const playwrightReport = path.join(reports, 'playwright.json');
await suite(
  'browser journeys (playwright, headless chromium)',
  'npx',
  ['playwright', 'test', '--reporter=list,json'],
  playwrightReport,
  (report) => ({
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + report.stats.skipped,
    notes: playwrightFailures(report),
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
  for (const note of (result.notes ?? []).slice(0, 20)) console.log(`       ${note}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
