import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoCatalog } from '../../seed/demo-catalog';
import { buildTestApp } from '../../test/build-test-app';
import { queryRows } from './catalog.repository';
import {
  prepareTrigrams,
  similarity,
  SIMILARITY_THRESHOLD,
  wordSimilarity,
  WORD_SIMILARITY_THRESHOLD,
} from './trigram';

/** Every `name` in the demo catalogue: stores, cuisines, dishes, add-ons. */
function namesIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const entry of value) namesIn(entry, into);
  else if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      if (key === 'name' && typeof entry === 'string') into.add(entry);
      else namesIn(entry, into);
    }
  }
  return into;
}

/** A seeded generator: the same pairs every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** What customers type: prefixes as they type, typos, other cases, several words, stray marks. */
function pairsFrom(names: string[], next: () => number, count: number) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const queries: string[] = [];
  const texts: string[] = [];
  while (queries.length < count) {
    const name = pick(names);
    // Two pairs in three ask about the name the query came from.
    texts.push(next() < 0.67 ? name : pick(names));
    const words = name.split(/\s+/);
    let query = next() < 0.7 ? pick(words) : words.slice(0, 2).join(' ');
    const edit = next();
    const at = Math.floor(next() * query.length);
    if (edit < 0.2) query = query.slice(0, Math.max(1, at));
    else if (edit < 0.4) query = query.slice(0, at) + query.slice(at + 1);
    else if (edit < 0.55) query = query.slice(0, at) + pick([...letters]) + query.slice(at + 1);
    else if (edit < 0.65)
      query = query.slice(0, at) + query[at + 1] + query[at] + query.slice(at + 2);
    else if (edit < 0.72) query = query.toUpperCase();
    else if (edit < 0.78) query = `${query} ${Math.floor(next() * 100)}`;
    else if (edit < 0.82) query = `${query}!`;
    queries.push(query.replace(/undefined/g, ''));
  }
  return { queries, texts };
}

describe('trigram matching in memory agrees with pg_trgm', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: {} });
  });
  afterAll(() => ctx.close());

  test('[H8.14] similarity, word_similarity, % and <% equal the database on 3,000 typed queries against catalogue names', async () => {
    const names = [...namesIn(demoCatalog)].filter((name) => name.trim() !== '');
    expect(names.length).toBeGreaterThan(100);
    const next = random(20261123);
    const { queries, texts } = pairsFrom(names, next, 3000);
    const rows = await queryRows<{ s: number; w: number; sm: boolean; wm: boolean }>(
      ctx.db,
      sql`select similarity(t, q)::float8 as s, word_similarity(q, t)::float8 as w,
            t % q as sm, q <% t as wm
          from unnest(${`{${queries.map(quote).join(',')}}`}::text[],
                      ${`{${texts.map(quote).join(',')}}`}::text[]) with ordinality as x(q, t, n)
          order by n`,
    );
    expect(rows).toHaveLength(queries.length);
    const mismatches: string[] = [];
    rows.forEach((row, index) => {
      const query = prepareTrigrams(queries[index]!);
      const text = prepareTrigrams(texts[index]!);
      const s = similarity(text, query);
      const w = wordSimilarity(query, text);
      if (
        s !== row.s ||
        w !== row.w ||
        s >= SIMILARITY_THRESHOLD !== row.sm ||
        w >= WORD_SIMILARITY_THRESHOLD !== row.wm
      ) {
        mismatches.push(`${queries[index]} / ${texts[index]}: js ${s} ${w}, pg ${row.s} ${row.w}`);
      }
    });
    expect(mismatches.slice(0, 10)).toEqual([]);
    // The pairs are not trivially all zero: many match, many do not.
    expect(rows.filter((row) => row.wm).length).toBeGreaterThan(300);
    expect(rows.filter((row) => !row.wm && !row.sm).length).toBeGreaterThan(300);
  });
});

/** A Postgres array element, quoted. */
function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
