import { describe, expect, test } from 'vitest';
import { droppedIds, movedIds } from './move';

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

describe('dropping a dragged row', () => {
  test('takes the place of the row it is dropped on, the rows between shift by one', () => {
    expect(droppedIds(rows, 0, 2)).toEqual([2, 3, 1, 4]);
    expect(droppedIds(rows, 3, 0)).toEqual([4, 1, 2, 3]);
    expect(droppedIds(rows, 1, 2)).toEqual([1, 3, 2, 4]);
  });
  test('dropped where it was, or outside the list, nothing moves', () => {
    expect(droppedIds(rows, 2, 2)).toBeNull();
    expect(droppedIds(rows, 2, 9)).toBeNull();
  });
  test('within a group: answers only the group, and refuses a drop on another group', () => {
    expect(droppedIds(rows, 3, 0, 'slider_id')).toEqual([4, 1, 2]);
    expect(droppedIds(rows, 0, 3, 'slider_id')).toEqual([2, 4, 1]);
    expect(droppedIds(rows, 0, 2, 'slider_id')).toBeNull();
  });
});
