import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The browser's zone must not matter: these run with the process in UTC, where 20:32 UTC is
// still 26 Nov but the marketplace (IST, +5:30) is already at 2:02 am on 27 Nov.
const previousTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'UTC';
});
afterAll(() => {
  process.env.TZ = previousTz;
});

const format = () => import('./format');

describe('formatting in the marketplace zone', () => {
  it('runs with the process in UTC', () => {
    expect(new Date('2026-11-26T20:32:00Z').getHours()).toBe(20);
  });

  it('shows instants in IST, not the browser zone', async () => {
    const { formatWhen, formatTime, formatDate, formatInstant } = await format();
    expect(formatWhen('2026-11-26T20:32:00Z')).toMatch(/^27 Nov 2026, 2:02\s?am$/);
    expect(formatTime('2026-11-26T15:42:00Z')).toMatch(/^9:12\s?pm$/);
    expect(formatDate('2026-11-26T20:35:00Z')).toBe('27 Nov 2026');
    expect(formatInstant('not a date')).toBe('');
  });

  it('shows today as a time and other days with the date, by the marketplace day', async () => {
    const { formatOrderTime } = await format();
    // 20:00 UTC on 26 Nov is 1:30 am on 27 Nov in IST: an order at 20:32 UTC is "today".
    const now = new Date('2026-11-26T20:40:00Z');
    expect(formatOrderTime('2026-11-26T20:32:00Z', now)).toMatch(/^2:02\s?am$/);
    // 18:00 UTC on 26 Nov is 11:30 pm on 26 Nov in IST: yesterday for the marketplace.
    expect(formatOrderTime('2026-11-26T18:00:00Z', now)).toMatch(/^26 Nov, 11:30\s?pm$/);
    expect(formatOrderTime('not a date', now)).toBe('');
  });

  it('shows a marketplace calendar day and counts days in IST', async () => {
    const { formatDay, marketplaceDay } = await format();
    expect(formatDay('2026-11-27')).toBe('27 Nov 2026');
    expect(formatDay('2026-11-27', 'shortDate')).toBe('27 Nov');
    expect(formatDay('2026-11-27', 'weekdayDate')).toMatch(/^Fri, 27 Nov,? 2026$/);
    expect(marketplaceDay(0, new Date('2026-11-26T20:32:00Z'))).toBe('2026-11-27');
    expect(marketplaceDay(1, new Date('2026-11-26T20:32:00Z'))).toBe('2026-11-26');
    expect(marketplaceDay(-30, new Date('2026-11-26T20:32:00Z'))).toBe('2026-12-27');
  });
});
