import { describe, expect, test } from 'vitest';
import {
  SECTION_END,
  SECTION_START,
  failedResult,
  isSelected,
  parseArguments,
  renderScenario,
  rewriteSection,
  sectionBlocks,
  summarize,
  type ScenarioOutcome,
} from './report';

const run = { date: '2026-11-26 17:00 UTC', machine: '2 cores', command: 'npm run check:chaos' };

function outcome(name: string, ok: boolean, value = '1'): ScenarioOutcome {
  return {
    name,
    title: `The ${name} scenario`,
    seconds: 2.5,
    result: { ok, figures: [{ label: 'orders | keys', value }], notes: ok ? [] : ['2 lost'] },
  };
}

describe('the chaos runner', () => {
  test('the full form writes by default, the short form only when asked; names filter', () => {
    expect(parseArguments([])).toEqual({
      short: false,
      write: true,
      filters: [],
      reportFile: null,
    });
    expect(parseArguments(['--short', 'soak', '--report=/tmp/r.json'])).toEqual({
      short: true,
      write: false,
      filters: ['soak'],
      reportFile: '/tmp/r.json',
    });
    expect(parseArguments(['--no-write']).write).toBe(false);
    expect(isSelected('payment-kill', ['payment'])).toBe(true);
    expect(isSelected('soak', ['payment', 'backend'])).toBe(false);
    expect(isSelected('soak', [])).toBe(true);
  });

  test('the verdict fails when any scenario fails, naming it with its first note', () => {
    const summary = summarize([outcome('soak', true), outcome('payment-kill', false)]);
    expect(summary).toEqual({
      passed: 1,
      failed: 1,
      ok: false,
      failures: ['payment-kill: 2 lost'],
    });
    expect(summarize([outcome('soak', true)]).ok).toBe(true);
  });

  test('a scenario that throws is a failure carrying the error', () => {
    const result = failedResult(new Error('database gone'));
    expect(result.ok).toBe(false);
    expect(result.notes?.[0]).toContain('database gone');
  });

  test('a block has the verdict, the run line and the figures as a table, pipes escaped', () => {
    const block = renderScenario(outcome('soak', false), run);
    expect(block).toContain('### The soak scenario (`soak`): **FAILED**');
    expect(block).toContain('2026-11-26 17:00 UTC, `npm run check:chaos`, 2 cores; 2.5 s.');
    expect(block).toContain('| orders \\| keys | 1 |');
    expect(block).toContain('- 2 lost');
  });

  test('the section is appended once, then rewritten in place, keeping what comes around it', () => {
    const document = '# Reliability\n\nIntro.\n';
    const first = rewriteSection(
      document,
      new Map([['soak', renderScenario(outcome('soak', true, '10'), run)]]),
    );
    expect(first.startsWith('# Reliability\n\nIntro.\n\n' + SECTION_START)).toBe(true);
    const withFooter = `${first}\n## Later section\n`;
    const second = rewriteSection(
      withFooter,
      new Map([['soak', renderScenario(outcome('soak', true, '20'), run)]]),
    );
    expect(second.split(SECTION_START)).toHaveLength(2);
    expect(second.split(SECTION_END)).toHaveLength(2);
    expect(second).toContain('| orders \\| keys | 20 |');
    expect(second).not.toContain('| orders \\| keys | 10 |');
    expect(second.endsWith('## Later section\n')).toBe(true);
  });

  test('a filtered run replaces its own blocks and keeps the other scenarios’ blocks', () => {
    const both = rewriteSection(
      '',
      new Map([
        ['backend-terminate', renderScenario(outcome('backend-terminate', true, 'a'), run)],
        ['soak', renderScenario(outcome('soak', true, 'b'), run)],
      ]),
    );
    const again = rewriteSection(
      both,
      new Map([['soak', renderScenario(outcome('soak', false, 'c'), run)]]),
    );
    const blocks = sectionBlocks(again);
    expect([...blocks.keys()]).toEqual(['backend-terminate', 'soak']);
    expect(blocks.get('backend-terminate')).toContain('| orders \\| keys | a |');
    expect(blocks.get('soak')).toContain('**FAILED**');
    expect(blocks.get('soak')).toContain('| orders \\| keys | c |');
  });
});
