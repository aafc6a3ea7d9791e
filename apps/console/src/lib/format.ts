/**
 * Every date and time the console shows, in the marketplace's time zone (Asia/Kolkata, as store
 * hours, the reports and the Orders page use it), whatever the browser's own zone is.
 */
export const MARKETPLACE_TIME_ZONE = 'Asia/Kolkata';

const inZone = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-IN', { ...options, timeZone: MARKETPLACE_TIME_ZONE });

const FORMATS = {
  /** "27 Nov 2026, 2:02 am" */
  when: inZone({
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }),
  /** "27 Nov, 2:02 am" */
  dayAndTime: inZone({ day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }),
  /** "2:02 am" */
  time: inZone({ hour: 'numeric', minute: '2-digit' }),
  /** "27 Nov 2026" */
  date: inZone({ day: 'numeric', month: 'short', year: 'numeric' }),
  /** "Fri, 27 Nov 2026" */
  weekdayDate: inZone({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
  /** "27 Nov" */
  shortDate: inZone({ day: 'numeric', month: 'short' }),
  /** "2026-11-27", to compare days */
  day: new Intl.DateTimeFormat('en-CA', {
    timeZone: MARKETPLACE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }),
};

export type TimeStyle = Exclude<keyof typeof FORMATS, 'day'>;

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The one display formatter: an instant in the marketplace's zone; '' when it is not a date. */
export function formatInstant(value: string | Date, style: TimeStyle = 'when'): string {
  const date = toDate(value);
  return date ? FORMATS[style].format(date) : '';
}

/** An instant as a marketplace date and time, "25 Nov 2026, 5:40 pm". */
export function formatWhen(iso: string): string {
  return formatInstant(iso, 'when');
}

/** A time of day in the marketplace, "9:12 pm". */
export function formatTime(iso: string): string {
  return formatInstant(iso, 'time');
}

/** A marketplace date, "26 Nov 2026". */
export function formatDate(iso: string): string {
  return formatInstant(iso, 'date');
}

/** A marketplace calendar day given as YYYY-MM-DD ("2026-11-27"), shown as "27 Nov" or with the year. */
export function formatDay(
  day: string,
  style: 'date' | 'shortDate' | 'weekdayDate' = 'date',
): string {
  // Noon UTC is the same calendar day in the marketplace's zone.
  return formatInstant(`${day}T12:00:00Z`, style);
}

/** A marketplace calendar day as YYYY-MM-DD, `daysAgo` days before `now`. */
export function marketplaceDay(daysAgo = 0, now: Date = new Date()): string {
  return FORMATS.day.format(new Date(now.getTime() - daysAgo * 86_400_000));
}

/** Today's times (in the marketplace) as "7:05 pm", other days with the date. */
export function formatOrderTime(iso: string, now: Date = new Date()): string {
  const date = toDate(iso);
  if (!date) return '';
  const today = FORMATS.day.format(date) === FORMATS.day.format(now);
  return FORMATS[today ? 'time' : 'dayAndTime'].format(date);
}
