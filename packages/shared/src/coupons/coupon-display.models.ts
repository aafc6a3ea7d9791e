import { formatMoney, formatWholeMoney, type MoneyFormat } from '../catalog/catalog.models';

/** Coupon display rules of SPEC §5, apart from the catalogue models so only coupon screens load them. */
export interface DisplayCoupon {
  code: string;
  discount_type: 'PERCENTAGE' | 'AMOUNT' | string;
  /** A percentage for PERCENTAGE, minor units for AMOUNT. */
  discount: number;
  /** Minor units; null when uncapped. */
  max_discount: number | null;
  /** Minor units. */
  min_subtotal: number;
  /** ISO date or date-time. */
  expiry_date: string;
  max_count: number;
  is_active: number;
}

/**
 * Coupon badge lines (SPEC §5): PERCENTAGE 'N% OFF' and 'Upto {max}' when capped; AMOUNT the
 * amount with currency and 'OFF'; otherwise 'Above {min}' when a minimum above 0 exists.
 */
export function getCouponBadge(
  coupon: Pick<DisplayCoupon, 'discount_type' | 'discount' | 'max_discount' | 'min_subtotal'>,
  format: MoneyFormat,
): { title: string; subtitle: string | null } {
  const minimum =
    coupon.min_subtotal > 0
      ? `Above ${formatWholeMoney({ minor: coupon.min_subtotal, ...format })}`
      : null;
  if (coupon.discount_type === 'PERCENTAGE') {
    const title = `${Number(coupon.discount)}% OFF`;
    if (
      coupon.max_discount !== null &&
      coupon.max_discount !== undefined &&
      coupon.max_discount > 0
    ) {
      return {
        title,
        subtitle: `Upto ${formatWholeMoney({ minor: coupon.max_discount, ...format })}`,
      };
    }
    return { title, subtitle: minimum };
  }
  return { title: `${formatMoney({ minor: coupon.discount, ...format })} OFF`, subtitle: minimum };
}

/**
 * Coupons shown to customers (SPEC §5): not expired (expiry on or after the start of today, in the
 * viewer's local day), max_count above 0 and is_active 1.
 */
export function filterDisplayableCoupons<
  T extends Pick<DisplayCoupon, 'expiry_date' | 'max_count' | 'is_active'>,
>(coupons: readonly T[], now: Date): T[] {
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  return coupons.filter((coupon) => {
    const expiry = parseLocalDate(coupon.expiry_date);
    return (
      expiry !== null &&
      expiry >= startOfToday &&
      coupon.max_count > 0 &&
      Number(coupon.is_active) === 1
    );
  });
}

/** 'YYYY-MM-DD' is a local calendar day (end of that day counts as not expired); full timestamps as given. */
function parseLocalDate(value: string): number | null {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (dateOnly) {
    return new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])).getTime();
  }
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}
