import { ViewCartBar } from '../../../components/cart/view-cart-bar';
import { selectCartTotal, useGroceryCartStore } from '../../../lib/cart/cart-store';
import { useMoney } from '../../../lib/use-money';

/** The floating bar to the grocery cart while it has items. */
export function GroceryCartBar() {
  const { money } = useMoney();
  const total = useGroceryCartStore(selectCartTotal);
  return <ViewCartBar kind="grocery" total={money(total)} />;
}
