import { ApplyCouponScreen } from '../../features/coupons/components/apply-coupon-screen';

/** `/cart/apply-coupon`. */
export function Component() {
  return <ApplyCouponScreen />;
}
