import { describe, expect, test } from 'vitest';
import { AVATAR_MAX_PX, fitWithin } from './resize-avatar';

describe('fitWithin', () => {
  test('a large landscape photo shrinks to 512 px wide, keeping its shape', () => {
    expect(fitWithin({ width: 4000, height: 3000, max: AVATAR_MAX_PX })).toEqual({
      width: 512,
      height: 384,
    });
  });
  test('a small photo keeps its size', () => {
    expect(fitWithin({ width: 300, height: 200, max: AVATAR_MAX_PX })).toEqual({
      width: 300,
      height: 200,
    });
  });
});
