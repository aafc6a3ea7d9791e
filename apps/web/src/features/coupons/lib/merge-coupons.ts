import type { Coupon } from '@app/shared/coupons/coupons.schemas';

/** The store's and platform coupons plus the customer's own, each coupon once (by id). */
export function mergeCoupons(...lists: readonly (readonly Coupon[] | undefined)[]): Coupon[] {
  const seen = new Set<number>();
  const merged: Coupon[] = [];
  for (const list of lists) {
    for (const coupon of list ?? []) {
      if (seen.has(coupon.id)) continue;
      seen.add(coupon.id);
      merged.push(coupon);
    }
  }
  return merged;
}
