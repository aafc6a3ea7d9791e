import { describe, expect, test } from 'vitest';
import { diffJson } from './json-diff';

describe('diffJson', () => {
  test('changed, added and removed leaves first, unchanged last, nested by dotted path', () => {
    const rows = diffJson(
      { status: 1, rider: { id: 4 }, tags: ['a'], note: 'x' },
      { status: 6, rider: { id: 4 }, tags: ['a', 'b'], reason: 'late' },
    );
    expect(rows).toEqual([
      { path: 'status', before: '1', after: '6', change: 'changed' },
      { path: 'reason', before: undefined, after: '"late"', change: 'added' },
      { path: 'tags.1', before: undefined, after: '"b"', change: 'added' },
      { path: 'note', before: '"x"', after: undefined, change: 'removed' },
      { path: 'rider.id', before: '4', after: '4', change: 'same' },
      { path: 'tags.0', before: '"a"', after: '"a"', change: 'same' },
    ]);
  });

  test('a missing side shows every leaf as added or removed; scalars and empties are leaves', () => {
    expect(diffJson(undefined, { a: {} })).toEqual([
      { path: 'a', before: undefined, after: '{}', change: 'added' },
    ]);
    expect(diffJson(true, false)).toEqual([
      { path: '(value)', before: 'true', after: 'false', change: 'changed' },
    ]);
  });
});
