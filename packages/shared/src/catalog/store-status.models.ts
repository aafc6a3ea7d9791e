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

/**
 * A store's parsed ranges per weekday, kept beside its hours object: store lists ask the status of
 * the same cached rows on every request, and parsing the "HH:MM" texts was most of its cost.
 */
const parsedHours = new WeakMap<OpeningHours, (readonly Range[] | undefined)[]>();

function rangesOf(hours: OpeningHours, weekday: number): readonly Range[] {
  let days = parsedHours.get(hours);
  if (!days) {
    days = [];
    parsedHours.set(hours, days);
  }
  return (days[weekday] ??= parseRanges(hours, weekday));
}

function parseRanges(hours: OpeningHours, weekday: number): readonly Range[] {
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

/** 'YYYY-MM-DD' of an instant in the platform time zone. */
export function platformDate(now: Date): string {
  return new Date(now.getTime() + PLATFORM_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** "HH:MM" of an instant in the platform time zone. */
export function platformClock(at: Date): string {
  const { minute } = toPlatformTime(at);
  return formatClock(minute);
}

/** What the owner set on top of the weekly hours (console /hours): holidays, a pause, busy mode. */
export interface StoreOverrides {
  /** Whole days closed, 'YYYY-MM-DD' in the platform time zone. */
  holidays?: readonly string[] | null;
  /** No new orders until then. */
  ordersPausedUntil?: Date | string | null;
}

export interface StoreStatus extends OpeningStatus {
  /** Why a store that would be open by its hours is not: a holiday or a pause; else null. */
  closed_reason: 'holiday' | 'paused' | null;
}

const asDate = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(value);

/** Whether the store's orders are paused at `now` (the pause ends at `ordersPausedUntil`). */
export function isOrdersPaused(ordersPausedUntil: Date | string | null | undefined, now: Date) {
  const until = asDate(ordersPausedUntil);
  return until !== null && until.getTime() > now.getTime();
}

/** A pause ending within this long is shown with its clock time, even past midnight. */
const PAUSE_CLOCK_WINDOW_MS = 6 * 3_600_000;

/**
 * The opening status with the owner's overrides: closed on a holiday ("Closed today (holiday)"),
 * not accepting orders while paused ("Not accepting orders until 14:30"), else by the hours.
 */
export function getStoreStatus({
  openingHours,
  holidays,
  ordersPausedUntil,
  now,
}: StoreOverrides & { openingHours: OpeningHours | null | undefined; now: Date }): StoreStatus {
  // platformDate allocates and formats: only for a store that has holidays at all.
  if (holidays && holidays.length > 0 && holidays.includes(platformDate(now))) {
    return { is_open: false, opens_at_text: 'Closed today (holiday)', closed_reason: 'holiday' };
  }
  const status = getOpeningStatus({ openingHours, now });
  if (status.is_open && isOrdersPaused(ordersPausedUntil, now)) {
    const until = asDate(ordersPausedUntil) as Date;
    // A clock time reads right for a pause ending today or within the next hours (a 30-minute
    // pause at 23:50 ends "until 00:20"); a longer one has no clock time to give.
    const soon =
      platformDate(until) === platformDate(now) ||
      until.getTime() - now.getTime() <= PAUSE_CLOCK_WINDOW_MS;
    return {
      is_open: false,
      opens_at_text: soon
        ? `Not accepting orders until ${platformClock(until)}`
        : 'Not accepting orders right now',
      closed_reason: 'paused',
    };
  }
  // A plain literal (no spread): this runs for every store of a list, on every request.
  return { is_open: status.is_open, opens_at_text: status.opens_at_text, closed_reason: null };
}

/** Busy mode's extra preparation minutes at `now` (0 when not busy). */
export function busyExtraMinutes(
  busy: { busyUntil: Date | string | null | undefined; busyExtraMinutes: number },
  now: Date,
): number {
  const until = asDate(busy.busyUntil);
  return until !== null && until.getTime() > now.getTime() ? busy.busyExtraMinutes : 0;
}
