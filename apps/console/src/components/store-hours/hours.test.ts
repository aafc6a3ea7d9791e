import { describe, expect, it } from 'vitest';
import { countdownText, weekProblem, weekRowsOf } from './hours';

describe('hours helpers', () => {
  it('counts down to a time and stops once it has passed', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(countdownText('2026-11-25T10:12:34Z', now)).toBe('12:34');
    expect(countdownText('2026-11-25T11:02:03Z', now)).toBe('1:02:03');
    expect(countdownText('2026-11-25T09:59:00Z', now)).toBeNull();
    expect(countdownText(null, now)).toBeNull();
  });

  it('shows no hours as open all day, and finds a half-typed range', () => {
    expect(weekRowsOf(null)[0]).toEqual({ day: 1, ranges: [['00:00', '24:00']] });
    const rows = weekRowsOf([{ day: 2, ranges: [['09:00', '17:00']] }]);
    expect(rows[0]?.ranges).toEqual([]);
    expect(rows[1]?.ranges).toEqual([['09:00', '17:00']]);
    expect(weekProblem(rows)).toBeNull();
    expect(weekProblem([{ day: 3, ranges: [['09:00', '']] }])).toMatch(/^Wednesday/);
  });
});
