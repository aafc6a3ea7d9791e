import { describe, expect, test } from 'vitest';
import { buildSlotDays, findSlot, firstOpenSlot, SLOT_DAYS } from './time-slots';

describe('scheduled order slots', () => {
  test('30-minute slots from at least 30 minutes ahead through the next 7 days', () => {
    const now = new Date(2026, 10, 21, 10, 10);
    const days = buildSlotDays(now);
    expect(days).toHaveLength(SLOT_DAYS);
    const first = new Date(days[0]!.slots[0]!);
    expect(first.getHours()).toBe(11);
    expect(first.getMinutes()).toBe(0);
    expect(days[1]!.slots).toHaveLength(48);
    const last = new Date(days.at(-1)!.slots.at(-1)!);
    expect(last.getDate()).toBe(27);
    expect(last.getHours()).toBe(23);
    expect(last.getMinutes()).toBe(30);
  });

  test('[H8.12] the first open slot of a closed store is its next opening, past midnight too', () => {
    const lateNight = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
      day,
      ranges: [['19:00', '03:00']] as [string, string][],
    }));
    // 10:00 in Kolkata on Monday 23 November 2026: closed until 19:00.
    expect(firstOpenSlot(new Date('2026-11-23T04:30:00Z'), lateNight)).toBe(
      '2026-11-23T13:30:00.000Z',
    );
    // Closed every day: nothing to schedule.
    expect(firstOpenSlot(new Date('2026-11-23T04:30:00Z'), [])).toBeNull();
  });

  test('[H8.12] checkout keeps the slot asked for, or the next one once the grid moved on', () => {
    const days = buildSlotDays(new Date('2026-11-23T04:40:00Z'));
    const first = days[0]!.slots[0]!;
    expect(findSlot(days, first)).toEqual({ date: days[0]!.date, slot: first });
    const earlier = new Date(Date.parse(first) - 30 * 60_000).toISOString();
    expect(findSlot(days, earlier)?.slot).toBe(first);
    expect(findSlot(days, 'not a time')).toBeNull();
    expect(findSlot(days, null)).toBeNull();
  });
});
