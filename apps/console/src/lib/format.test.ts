import { describe, expect, it } from 'vitest';
import { formatMoney, formatOrderTime } from './format';

describe('formatting', () => {
  it('shows whole rupees without paise and keeps paise when there are some', () => {
    expect(formatMoney(45000)).toBe('₹450');
    expect(formatMoney(73290)).toBe('₹732.90');
  });

  it('shows today as a time and other days with the date', () => {
    const now = new Date('2030-01-01T15:00:00');
    expect(formatOrderTime('2030-01-01T13:05:00', now)).toMatch(/1:05\s?pm/i);
    expect(formatOrderTime('2029-12-30T13:05:00', now)).toMatch(/30 Dec/);
    expect(formatOrderTime('not a date', now)).toBe('');
  });
});
