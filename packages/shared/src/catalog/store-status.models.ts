/**
 * Opening status of a store, in the platform time zone (Asia/Kolkata, UTC+5:30, no daylight
 * saving). Pure: the server answers it with every store, the client may recompute it as time passes.
 */

/** Per ISO weekday (1 = Monday ... 7 = Sunday), [open, close] "HH:MM" ranges; a close before the open runs past midnight. */
export type OpeningHours = Partial<
  Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', [string, string][]>
>;

export interface OpeningStatus {
  is_open: boolean;
  /** When closed: 'Opens at 11:00', 'Opens tomorrow at 09:00' or 'Opens Monday at 10:00'; else null. */
  opens_at_text: string | null;
}

export const PLATFORM_UTC_OFFSET_MINUTES = 330;
const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

/** Minutes since midnight of "HH:MM" ("24:00" is the end of the day); null when malformed. */
export function parseClockTime(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** The platform-local ISO weekday (1-7) and minute of the day of an instant. */
export function toPlatformTime(now: Date): { weekday: number; minute: number } {
  const local = new Date(now.getTime() + PLATFORM_UTC_OFFSET_MINUTES * 60_000);
  const weekday = ((local.getUTCDay() + 6) % 7) + 1;
  return { weekday, minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

interface Range {
  open: number;
  close: number;
  openText: string;
}

function rangesOf(hours: OpeningHours, weekday: number): Range[] {
  const key = String(weekday) as keyof OpeningHours;
  const ranges: Range[] = [];
  for (const [openText, closeText] of hours[key] ?? []) {
    const open = parseClockTime(openText);
    const close = parseClockTime(closeText);
    if (open === null || close === null) continue;
    ranges.push({ open, close, openText: formatClock(open) });
  }
  return ranges.sort((a, b) => a.open - b.open);
}

function formatClock(minute: number): string {
  const hours = Math.floor(minute / 60) % 24;
  return `${String(hours).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** A range covers [open, close); open == close is the whole day; close < open runs past midnight. */
function coversToday(range: Range, minute: number): boolean {
  if (range.open === range.close) return true;
  if (range.close > range.open) return minute >= range.open && minute < range.close;
  return minute >= range.open;
}

function coversFromYesterday(range: Range, minute: number): boolean {
  return range.close < range.open && minute < range.close;
}

const addDays = (weekday: number, days: number) => ((weekday - 1 + days) % 7) + 1;

export function getOpeningStatus({
  openingHours,
  now,
}: {
  openingHours: OpeningHours | null | undefined;
  now: Date;
}): OpeningStatus {
  if (!openingHours) return { is_open: true, opens_at_text: null };
  const { weekday, minute } = toPlatformTime(now);
  const yesterday = addDays(weekday, 6);
  const isOpen =
    rangesOf(openingHours, weekday).some((range) => coversToday(range, minute)) ||
    rangesOf(openingHours, yesterday).some((range) => coversFromYesterday(range, minute));
  if (isOpen) return { is_open: true, opens_at_text: null };

  for (let offset = 0; offset <= 7; offset += 1) {
    const day = addDays(weekday, offset);
    const next = rangesOf(openingHours, day).find((range) => offset > 0 || range.open > minute);
    if (!next) continue;
    if (offset === 0) return { is_open: false, opens_at_text: `Opens at ${next.openText}` };
    if (offset === 1)
      return { is_open: false, opens_at_text: `Opens tomorrow at ${next.openText}` };
    return {
      is_open: false,
      opens_at_text: `Opens ${WEEKDAY_NAMES[day - 1] ?? ''} at ${next.openText}`,
    };
  }
  return { is_open: false, opens_at_text: null };
}
