// `npm run check:chaos [names...] [--short] [--write | --no-write]`: every scenario of
// scripts/chaos/scenarios/ one after the other (issue 19). The full form rewrites its scenarios'
// blocks in bench/RELIABILITY.md; `--short` is the form `npm test` runs. Exits 1 when any fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { postgresInfo } from './processes';
import {
  failedResult,
  isSelected,
  parseArguments,
  renderScenario,
  rewriteSection,
  summarize,
  type ScenarioOutcome,
} from './report';
import type { ChaosScenario } from './scenario';

const here = path.dirname(fileURLToPath(import.meta.url));
const reliabilityFile = path.resolve(here, '../../bench/RELIABILITY.md');
const args = process.argv.slice(2);
const options = parseArguments(args);

const files = fs
  .readdirSync(path.join(here, 'scenarios'))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .sort();
const scenarios: ChaosScenario[] = [];
for (const file of files) {
  const module = (await import(pathToFileURL(path.join(here, 'scenarios', file)).href)) as {
    default?: ChaosScenario;
  };
  if (options.short && module.default?.shortFormIn) {
    console.log(`── ${module.default.name}: short form in ${module.default.shortFormIn} (Vitest)`);
    continue;
  }
  if (module.default && isSelected(module.default.name, options.filters)) {
    scenarios.push(module.default);
  }
}
if (scenarios.length === 0) {
  console.error(`no scenario matches ${options.filters.join(', ')}`);
  process.exit(1);
}

const outcomes: ScenarioOutcome[] = [];
for (const scenario of scenarios) {
  console.log(`\n── ${scenario.name}: ${scenario.title}${options.short ? ' (short)' : ''}`);
  const started = Date.now();
  const log = (line: string) => console.log(`   ${scenario.name}: ${line}`);
  const result = await scenario.run({ short: options.short, log }).catch(failedResult);
  const outcome = { name: scenario.name, title: scenario.title, seconds: 0, result };
  outcome.seconds = (Date.now() - started) / 1000;
  outcomes.push(outcome);
  console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${scenario.name} (${outcome.seconds.toFixed(1)} s)`);
  for (const figure of result.figures) console.log(`     ${figure.label}: ${figure.value}`);
  for (const note of result.notes ?? []) console.log(`     note: ${note}`);
}

if (options.write) {
  const machine = [
    `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'})${process.env.CHAOS_MACHINE_NOTE ? `, ${process.env.CHAOS_MACHINE_NOTE}` : ''}`,
    `Node ${process.versions.node}`,
    postgresInfo.version || 'no PostgreSQL',
  ].join(', ');
  const command = `npm run check:chaos${args.length ? ` -- ${args.join(' ')}` : ''}`;
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
  const fresh = new Map(
    outcomes.map((outcome) => [outcome.name, renderScenario(outcome, { date, machine, command })]),
  );
  const document = fs.readFileSync(reliabilityFile, 'utf8');
  // Formatted as `npm run lint` checks it (the tables' columns aligned).
  const formatted = await prettier.format(rewriteSection(document, fresh), {
    ...(await prettier.resolveConfig(reliabilityFile)),
    filepath: reliabilityFile,
  });
  fs.writeFileSync(reliabilityFile, formatted);
  console.log(
    `\nwrote ${outcomes.length} scenario(s) to ${path.relative(process.cwd(), reliabilityFile)}`,
  );
}

const summary = summarize(outcomes);
if (options.reportFile) fs.writeFileSync(options.reportFile, JSON.stringify(summary, null, 2));
console.log(`\n${summary.passed} passed, ${summary.failed} failed`);
for (const failure of summary.failures) console.log(`FAIL ${failure}`);
process.exit(summary.ok ? 0 : 1);
