import { describe, expect, it } from 'vitest';
import { formatOrderTime } from './format';

describe('formatting', () => {
  it('shows today as a time and other days with the date', () => {
    const now = new Date('2030-01-01T15:00:00');
    expect(formatOrderTime('2030-01-01T13:05:00', now)).toMatch(/1:05\s?pm/i);
    expect(formatOrderTime('2029-12-30T13:05:00', now)).toMatch(/30 Dec/);
    expect(formatOrderTime('not a date', now)).toBe('');
  });
});
