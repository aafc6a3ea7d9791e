/** Scheduled orders: the next 7 days in 30-minute slots (the server refuses slots it cannot serve). */
export const SLOT_MINUTES = 30;
export const SLOT_DAYS = 7;
/** The earliest slot is at least this far ahead, so the store has time to prepare. */
export const SLOT_LEAD_MINUTES = 30;

export interface SlotDay {
  /** Local calendar date 'YYYY-MM-DD'. */
  date: string;
  /** Slot starts, ISO instants. */
  slots: string[];
}

function localDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export function buildSlotDays(now: Date): SlotDay[] {
  const step = SLOT_MINUTES * 60_000;
  const earliest = now.getTime() + SLOT_LEAD_MINUTES * 60_000;
  const first = new Date(Math.ceil(earliest / step) * step);
  const lastDay = new Date(now.getFullYear(), now.getMonth(), now.getDate() + SLOT_DAYS);
  const days: SlotDay[] = [];
  for (let at = first; at < lastDay; at = new Date(at.getTime() + step)) {
    const date = localDate(at);
    let day = days.at(-1);
    if (!day || day.date !== date) {
      day = { date, slots: [] };
      days.push(day);
    }
    day.slots.push(at.toISOString());
  }
  return days;
}
