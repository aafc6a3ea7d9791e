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

/** The bill's parts a short line changes, minor units (the order's columns of the same names). */
export interface AdjustableBill {
  subtotal: number;
  coupon_discount: number;
  store_charge: number;
  small_cart_fee: number;
  delivery_fee: number;
  tax: number;
  tip: number;
  total: number;
}

/**
 * The bill after a short line: the subtotal loses `reduction` (the line's total, or what an
 * approved substitute saves). The coupon's discount is kept up to the new subtotal, tax follows
 * its base at the rate the order was taxed at (halves up), and fees stay as charged: the store's
 * shortage never makes the customer pay a fee they did not pay before. Returns the new bill and
 * the refund (old total − new total, never negative).
 */
export function adjustBillForShortLine(
  bill: AdjustableBill,
  reduction: number,
): { bill: AdjustableBill; refund: number } {
  const cut = Math.min(Math.max(0, reduction), bill.subtotal);
  const subtotal = bill.subtotal - cut;
  const discount = Math.min(bill.coupon_discount, subtotal);
  const oldBase = bill.subtotal - bill.coupon_discount + bill.store_charge;
  const newBase = subtotal - discount + bill.store_charge;
  const tax = oldBase > 0 ? Math.floor((2 * bill.tax * newBase + oldBase) / (2 * oldBase)) : 0;
  const total =
    subtotal -
    discount +
    bill.store_charge +
    bill.small_cart_fee +
    bill.delivery_fee +
    Math.min(tax, bill.tax) +
    bill.tip;
  const next = {
    ...bill,
    subtotal,
    coupon_discount: discount,
    tax: Math.min(tax, bill.tax),
    total,
  };
  return { bill: next, refund: Math.max(0, bill.total - total) };
}

/**
 * Where a refund goes: first off what the payment method covers (`payable`: the card or the
 * gateway's refund, or less cash to collect at the door), the rest back to the wallet part.
 */
export function splitRefund({
  refund,
  payable,
  walletUsed,
}: {
  refund: number;
  payable: number;
  walletUsed: number;
}): { fromPayable: number; toWallet: number } {
  const fromPayable = Math.min(refund, payable);
  return { fromPayable, toWallet: Math.min(refund - fromPayable, walletUsed) };
}
