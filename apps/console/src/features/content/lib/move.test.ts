import { describe, expect, test } from 'vitest';
import { movedIds } from './move';

const rows = [
  { id: 1, slider_id: 10 },
  { id: 2, slider_id: 10 },
  { id: 3, slider_id: 20 },
  { id: 4, slider_id: 10 },
];

describe('moving a row', () => {
  test('swaps it with its neighbour and answers every id in the new order', () => {
    expect(movedIds(rows, 1, -1)).toEqual([2, 1, 3, 4]);
    expect(movedIds(rows, 1, 1)).toEqual([1, 3, 2, 4]);
  });
  test('cannot move past either end', () => {
    expect(movedIds(rows, 0, -1)).toBeNull();
    expect(movedIds(rows, 3, 1)).toBeNull();
  });
  test('within a group, skips rows of other groups and answers only the group', () => {
    expect(movedIds(rows, 3, -1, 'slider_id')).toEqual([1, 4, 2]);
    expect(movedIds(rows, 2, 1, 'slider_id')).toBeNull();
  });
});
