import { CouponsScreen } from '../../features/coupons/components/coupons-screen';

/** `/cart/coupons`. */
export function Component() {
  return <CouponsScreen />;
}
