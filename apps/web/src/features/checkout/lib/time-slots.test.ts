import { describe, expect, test } from 'vitest';
import { buildSlotDays, SLOT_DAYS } from './time-slots';

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
});
