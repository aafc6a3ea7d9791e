/** The marketplace's time zone (Asia/Kolkata, as store hours and the reports use it). */
export const MARKETPLACE_TIME_ZONE = 'Asia/Kolkata';

const when = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: MARKETPLACE_TIME_ZONE,
});

/** An instant as a marketplace date and time, "25 Nov 2026, 5:40 pm". */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : when.format(date);
}

/** A marketplace calendar day as YYYY-MM-DD, `daysAgo` days before today. */
export function marketplaceDay(daysAgo = 0, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: MARKETPLACE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(now.getTime() - daysAgo * 86_400_000));
  return parts;
}
