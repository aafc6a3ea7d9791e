import type { Order } from '@app/shared/orders/orders.schemas';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ReplaceCartDialog } from '../../../components/cart/replace-cart-dialog';
import { replaceCart } from '../../../lib/cart/cart-actions';
import { useCartStore, type CartLine } from '../../../lib/cart/cart-store';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../../../lib/i18n/order-strings';

/** The order's lines as cart lines (lines whose item no longer exists are left out). */
export function orderToCartLines(order: Order): CartLine[] {
  return order.items.flatMap((line) =>
    line.item_id === null
      ? []
      : [
          {
            id: line.item_id,
            restaurant_id: order.restaurant.id,
            name: line.name,
            price: line.price,
            addons: line.addons.map(({ id, name, price }) => ({ id, name, price })),
            quantity: line.quantity,
          },
        ],
  );
}

/**
 * "Reorder": the order's lines go back in the cart and the customer to /cart, after asking when
 * the cart already holds something. Prices are checked again when the cart opens.
 */
export function useReorder(): { reorder: (order: Order) => void; dialog: ReactNode } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState<Order | null>(null);

  const commit = (order: Order) => {
    replaceCart(orderToCartLines(order));
    setPending(null);
    void navigate('/cart');
  };

  const reorder = (order: Order) => {
    const cart = useCartStore.getState().cart ?? [];
    if (cart.length > 0) setPending(order);
    else commit(order);
  };

  const dialog = pending ? (
    <ReplaceCartDialog
      message={t('reorderReplaceMessage').replace('{store}', pending.restaurant.name)}
      onCancel={() => setPending(null)}
      onConfirm={() => commit(pending)}
    />
  ) : null;

  return { reorder, dialog };
}
