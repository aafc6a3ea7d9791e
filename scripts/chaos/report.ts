// The pure parts of the chaos runner: which scenarios to run, the verdict, and the section of
// bench/RELIABILITY.md the full form rewrites.
import type { ChaosResult } from './scenario';

export const SECTION_START = '<!-- chaos:start -->';
export const SECTION_END = '<!-- chaos:end -->';

export interface ScenarioOutcome {
  name: string;
  title: string;
  seconds: number;
  result: ChaosResult;
}

export interface RunOptions {
  short: boolean;
  write: boolean;
  filters: string[];
  /** `--report=<file>`: a JSON report of the run (npm test's summary reads it). */
  reportFile: string | null;
}

/** `--short`, `--write` / `--no-write`, `--report=<file>` and scenario names; the full form writes by default. */
export function parseArguments(args: string[]): RunOptions {
  const short = args.includes('--short');
  const write = args.includes('--write') || (!short && !args.includes('--no-write'));
  const filters = args.filter((arg) => !arg.startsWith('--'));
  const report = args.find((arg) => arg.startsWith('--report='));
  return { short, write, filters, reportFile: report ? report.slice('--report='.length) : null };
}

/** A scenario runs when no filter is given or a filter names it (or part of its name). */
export function isSelected(name: string, filters: string[]): boolean {
  return filters.length === 0 || filters.some((filter) => name.includes(filter));
}

/** A thrown scenario is a failed one, its error its note. */
export function failedResult(error: unknown): ChaosResult {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return {
    ok: false,
    figures: [],
    notes: [`threw: ${message.split('\n').slice(0, 6).join(' | ')}`],
  };
}

/** The verdict; each failed scenario named with its first note (what `npm test` prints). */
export function summarize(outcomes: ScenarioOutcome[]): {
  passed: number;
  failed: number;
  ok: boolean;
  failures: string[];
} {
  const failures = outcomes
    .filter((outcome) => !outcome.result.ok)
    .map((outcome) => {
      const note = outcome.result.notes?.[0];
      return `${outcome.name}${note ? `: ${note.slice(0, 200)}` : ''}`;
    });
  return {
    passed: outcomes.length - failures.length,
    failed: failures.length,
    ok: failures.length === 0,
    failures,
  };
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** One scenario's block: its verdict, when, how and where it ran, its figures and notes. */
export function renderScenario(
  outcome: ScenarioOutcome,
  { date, machine, command }: { date: string; machine: string; command: string },
): string {
  const verdict = outcome.result.ok ? 'passed' : '**FAILED**';
  const lines = [
    `### ${outcome.title} (\`${outcome.name}\`): ${verdict}`,
    '',
    `${date}, \`${command}\`, ${machine}; ${outcome.seconds.toFixed(1)} s.`,
    '',
    '| figure | value |',
    '| ------ | ----- |',
    ...outcome.result.figures.map((figure) => `| ${cell(figure.label)} | ${cell(figure.value)} |`),
  ];
  const notes = outcome.result.notes ?? [];
  if (notes.length) lines.push('', ...notes.map((note) => `- ${cell(note)}`));
  return lines.join('\n');
}

/** The scenario blocks of the document's marked section, by name, in their order. */
export function sectionBlocks(document: string): Map<string, string> {
  const start = document.indexOf(SECTION_START);
  const end = document.indexOf(SECTION_END);
  const blocks = new Map<string, string>();
  if (start < 0 || end < start) return blocks;
  const body = document.slice(start + SECTION_START.length, end);
  for (const part of body.split(/\n(?=### )/)) {
    const name = /^### .*?\(`([^`]+)`\)/.exec(part.trim())?.[1];
    if (name) blocks.set(name, part.trim());
  }
  return blocks;
}

/**
 * The document with its marked section rewritten: the scenarios just run replace their blocks,
 * the others' blocks (a filtered run) stay as they were; appended when the section is missing.
 */
export function rewriteSection(document: string, fresh: Map<string, string>): string {
  const blocks = sectionBlocks(document);
  for (const [name, block] of fresh) blocks.set(name, block);
  const section = [SECTION_START, ...blocks.values(), SECTION_END].join('\n\n');
  const start = document.indexOf(SECTION_START);
  const end = document.indexOf(SECTION_END);
  if (start < 0 || end < start) return `${document.replace(/\s*$/, '')}\n\n${section}\n`;
  return document.slice(0, start) + section + document.slice(end + SECTION_END.length);
}
