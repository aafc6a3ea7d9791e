import { CartScreen } from '../../features/cart/components/cart-screen';
import { AppTabBar } from '../app-tab-bar';

/** `/cart`. */
export function Component() {
  return (
    <>
      <CartScreen />
      <AppTabBar />
    </>
  );
}
