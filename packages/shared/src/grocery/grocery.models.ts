/**
 * Grocery's pure rules (issue 15): how a pack size reads, what an MRP saves, how many of an item a
 * customer may add, and what happens to a short line. Server, PWA and console share them.
 */

export const PACK_UNITS = ['g', 'kg', 'ml', 'l', 'pcs'] as const;
export type PackUnit = (typeof PACK_UNITS)[number];

/** What the customer wants when an item is short; `similar` is the default. */
export const SUBSTITUTION_PREFERENCES = ['similar', 'specific', 'remove'] as const;
export type SubstitutionPreference = (typeof SUBSTITUTION_PREFERENCES)[number];

/** A grocery line while the store picks: ticked, or short (then a substitute may be proposed). */
export const PICK_STATUSES = ['picked', 'short'] as const;
export type PickStatus = (typeof PICK_STATUSES)[number];

export const SUBSTITUTION_STATUSES = ['proposed', 'approved', 'declined'] as const;
export type SubstitutionStatus = (typeof SUBSTITUTION_STATUSES)[number];

/** "500 g", "1 L", "6 pcs", "1.5 kg"; empty when the item has no pack size. */
export function packLabel(quantity: number | null, unit: PackUnit | null): string {
  if (quantity === null || unit === null || !(quantity > 0)) return '';
  const amount = Number.isInteger(quantity)
    ? String(quantity)
    : String(Math.round(quantity * 100) / 100);
  return `${amount} ${unit === 'l' ? 'L' : unit}`;
}

/** What the MRP saves, minor units; 0 when there is no MRP or it is not above the price. */
export function mrpSaving(price: number, mrp: number | null): number {
  return mrp !== null && mrp > price ? mrp - price : 0;
}

/** Stock at or below this shows "only N left". */
export const LOW_STOCK_THRESHOLD = 5;

/**
 * How many of an item one order may hold: the smallest of the item's own maximum, the units on
 * the shelf (when counted) and the platform's per-line cap. 0 means it cannot be added.
 */
export function maxOrderable({
  stockCount,
  maxPerOrder,
  lineCap,
  isAvailable,
}: {
  stockCount: number | null;
  maxPerOrder: number | null;
  lineCap: number;
  isAvailable: boolean;
}): number {
  if (!isAvailable) return 0;
  let max = lineCap;
  if (maxPerOrder !== null) max = Math.min(max, maxPerOrder);
  if (stockCount !== null) max = Math.min(max, Math.max(0, stockCount));
  return max;
}

/**
 * What the customer pays for an approved substitute line: its shelf price times the quantity,
 * never more than the line it replaces (the customer agreed to that amount, and a prepaid order
 * cannot be charged again).
 */
export function substituteLineTotal({
  substitutePrice,
  quantity,
  originalLineTotal,
}: {
  substitutePrice: number;
  quantity: number;
  originalLineTotal: number;
}): number {
  return Math.min(substitutePrice * quantity, originalLineTotal);
}

/** What a proposal becomes when the customer does not answer in time. */
export function timeoutDecision(preference: SubstitutionPreference | null): SubstitutionStatus {
  return preference === 'remove' ? 'declined' : 'approved';
}
