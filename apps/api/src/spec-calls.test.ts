import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from './test/build-test-app';

/** docs/spec-calls.md: the SPEC §7 call table (decision 016). */
const TABLE = path.resolve(import.meta.dirname, '../../../docs/spec-calls.md');

interface Row {
  number: number;
  call: string;
  method: string;
  path: string;
  status: string;
}

function readRows(markdown: string): Row[] {
  return markdown
    .split('\n')
    .filter((line) => /^\|\s*\d+\s*\|/.test(line))
    .map((line) => {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      const [number = '', , call = '', route = '', status = ''] = cells;
      const [method = '', routePath = ''] = route.replaceAll('`', '').split(' ');
      return {
        number: Number(number),
        call,
        method: method.toLowerCase(),
        path: routePath,
        status,
      };
    });
}

describe('the SPEC §7 call table (docs/spec-calls.md)', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let paths: Record<string, Record<string, unknown>>;
  const markdown = fs.readFileSync(TABLE, 'utf8');
  const rows = readRows(markdown);
  beforeAll(async () => {
    ctx = await buildTestApp();
    const response = await ctx.app.inject({ method: 'GET', url: '/public/api/docs/json' });
    paths = (response.json() as { paths: Record<string, Record<string, unknown>> }).paths;
  });
  afterAll(() => ctx.close());

  test('every call marked answered is registered in the OpenAPI document with its method and path', () => {
    const answered = rows.filter((row) => row.status.startsWith('answered'));
    expect(answered.length).toBeGreaterThan(90);
    const unregistered = answered
      .filter((row) => !paths[row.path]?.[row.method])
      .map((row) => `${row.number} ${row.method.toUpperCase()} ${row.path}`);
    expect(unregistered).toEqual([]);
  });

  test('the rows are numbered in order, each with a known status, and the totals line adds them up', () => {
    expect(rows.map((row) => row.number)).toEqual(rows.map((_, index) => index + 1));
    const count = (status: string) =>
      rows.filter((row) => row.status === status || row.status.startsWith(`${status} (`)).length;
    const used = count('answered and used');
    const unused = count('answered');
    const inProgress = count('in progress');
    const missing = count('missing');
    expect(used + unused + inProgress + missing).toBe(rows.length);
    expect(markdown).toContain(
      `**Totals: ${rows.length} calls; ${used + unused} answered (${used} answered and used, ` +
        `${unused} answered), ${inProgress} in progress, ${missing} missing.**`,
    );
  });

  test('a call marked missing is indeed not registered (or its row would say answered)', () => {
    const missing = rows.filter((row) => row.status.startsWith('missing'));
    expect(missing.filter((row) => paths[row.path]?.[row.method]).map((row) => row.call)).toEqual(
      [],
    );
  });
});
