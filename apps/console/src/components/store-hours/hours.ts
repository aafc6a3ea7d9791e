/** Pure helpers of the hours page: the countdown and the week editor's rows. */

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** "1:02:03" or "12:34" until `until`, or null once it has passed. */
export function countdownText(until: string | null, now: number): string | null {
  if (!until) return null;
  const left = Math.ceil((new Date(until).getTime() - now) / 1000);
  if (!Number.isFinite(left) || left <= 0) return null;
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}

export type WeekRows = { day: number; ranges: [string, string][] }[];

/** The editor's seven days from the saved hours (null: open around the clock). */
export function weekRowsOf(hours: WeekRows | null): WeekRows {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    ranges: hours ? (hours.find((row) => row.day === day)?.ranges ?? []) : [['00:00', '24:00']],
  }));
}

/** The first problem with the week as typed, or null: each range needs both times. */
export function weekProblem(rows: WeekRows): string | null {
  for (const row of rows) {
    for (const [open, close] of row.ranges) {
      if (!/^\d{2}:\d{2}$/.test(open) || !/^\d{2}:\d{2}$/.test(close)) {
        return `${WEEKDAYS[row.day - 1]}: give both the opening and the closing time.`;
      }
    }
  }
  return null;
}
