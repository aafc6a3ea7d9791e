import { getOpeningStatus, type OpeningHours } from '@app/shared/catalog/store-status.models';

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

/** A store's week as get-restaurant-info sends it: ISO weekday rows of "HH:MM" ranges. */
export interface OpeningHoursRow {
  day: number;
  ranges: [string, string][];
}

/**
 * H8.12: the first slot at which the store is open (the store is closed now): what the cart's
 * "Schedule for when it opens" preselects. Null when no slot of the coming week is open.
 */
export function firstOpenSlot(now: Date, rows: readonly OpeningHoursRow[]): string | null {
  const openingHours: OpeningHours = Object.fromEntries(
    rows.map((row) => [String(row.day), row.ranges]),
  );
  for (const day of buildSlotDays(now)) {
    const slot = day.slots.find(
      (iso) => getOpeningStatus({ openingHours, now: new Date(iso) }).is_open,
    );
    if (slot) return slot;
  }
  return null;
}

/**
 * The day and slot checkout starts with for a slot asked for in its address (`?slot=`): that slot,
 * or the first one after it when the grid has moved on since; null for none or a bad value.
 */
export function findSlot(days: readonly SlotDay[], requested: string | null): SlotChoice | null {
  const at = requested ? Date.parse(requested) : Number.NaN;
  if (!Number.isFinite(at)) return null;
  for (const day of days) {
    const slot = day.slots.find((iso) => Date.parse(iso) >= at);
    if (slot) return { date: day.date, slot };
  }
  return null;
}

export interface SlotChoice {
  date: string;
  slot: string;
}
