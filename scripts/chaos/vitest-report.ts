import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { ChaosResult } from './scenario';

/**
 * Runs one chaos vitest file on PostgreSQL as a child process (CHAOS_LONG=1 unless short) and
 * reads the figures the test wrote to `.tmp/chaos/<report>-pg.json`. The test's own
 * database setup applies: `DATABASE_URL` when set, else an embedded PostgreSQL it stops itself.
 */
export async function runChaosTest({
  file,
  report,
  short,
  log,
}: {
  file: string;
  report: string;
  short: boolean;
  log: (line: string) => void;
}): Promise<{ passed: boolean; figures: Record<string, unknown> | null; tail: string[] }> {
  const reportFile = path.resolve('.tmp/chaos', `${report}-pg.json`);
  fs.rmSync(reportFile, { force: true });
  const env = { ...process.env, ...(short ? {} : { CHAOS_LONG: '1' }) };
  log(`npx vitest run --project api-postgres ${file}${short ? '' : ' (CHAOS_LONG=1)'}`);
  const lines: string[] = [];
  const code = await new Promise<number>((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'api-postgres', file], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      lines.splice(0, Math.max(0, lines.length - 40));
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (exit) => resolve(exit ?? 1));
  });
  const figures = fs.existsSync(reportFile)
    ? (JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Record<string, unknown>)
    : null;
  return { passed: code === 0, figures, tail: lines.slice(-15) };
}

/** A scenario's result from the test's figures, or the end of its output when it failed. */
export function chaosResult(
  outcome: Awaited<ReturnType<typeof runChaosTest>>,
  labels: [key: string, label: string][],
): ChaosResult {
  const figures = labels.map(([key, label]) => ({
    label,
    value: String(outcome.figures?.[key] ?? 'n/a'),
  }));
  // eslint-disable-next-line no-control-regex
  const plain = (line: string) => line.replace(/\u001b\[[0-9;]*m/g, '');
  return {
    ok: outcome.passed && outcome.figures !== null,
    figures,
    notes: outcome.passed ? undefined : outcome.tail.map(plain),
  };
}
