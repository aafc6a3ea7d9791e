import type { GroceryItem } from '@app/shared/grocery/grocery.schemas';
import { useState } from 'react';
import { ReplaceCartDialog } from '../../../components/cart/replace-cart-dialog';
import { useGroceryCartStore, type NewCartLine } from '../../../lib/cart/cart-store';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../../../lib/i18n/grocery-strings';

/** How many of `itemId` the grocery cart holds. */
export function useGroceryQuantity(itemId: number): number {
  return useGroceryCartStore((state) =>
    (state.cart ?? [])
      .filter((line) => line.id === itemId)
      .reduce((n, line) => n + line.quantity, 0),
  );
}

export function toGroceryLine(item: GroceryItem): NewCartLine {
  return {
    id: item.id,
    restaurant_id: item.restaurant_id,
    name: item.name,
    price: item.price,
    is_veg: item.is_veg,
    addons: [],
    max: item.max_per_order,
    pack_label: item.pack_label,
    sub_category_id: item.sub_category_id,
    image: item.image,
  };
}

/**
 * Adding to the grocery cart: one store per cart (another store's item asks first), never past
 * the item's maximum (stock, its own limit, the platform cap), with a message when it is hit.
 */
export function useGroceryAdder({ storeName }: { storeName: (storeId: number) => string }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<GroceryItem | null>(null);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);

  const add = (item: GroceryItem) => {
    const state = useGroceryCartStore.getState();
    const cart = state.cart ?? [];
    const inCart = cart.filter((line) => line.id === item.id).reduce((n, l) => n + l.quantity, 0);
    if (inCart >= item.max_per_order) {
      setLimitMessage(t('groceryMaxReached').replace('{count}', String(item.max_per_order)));
      return;
    }
    setLimitMessage(null);
    if (cart.length > 0 && cart[0]?.restaurant_id !== item.restaurant_id) {
      setPending(item);
      return;
    }
    state.addLine(toGroceryLine(item));
  };

  const remove = (item: GroceryItem) => {
    setLimitMessage(null);
    useGroceryCartStore.getState().removeOne(item.id);
  };

  const currentStoreId = useGroceryCartStore((state) => state.cart?.[0]?.restaurant_id ?? null);
  const dialog = pending ? (
    <ReplaceCartDialog
      message={t('groceryReplaceCart').replace(
        '{store}',
        currentStoreId === null ? '' : storeName(currentStoreId),
      )}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        useGroceryCartStore.setState({
          cart: [{ ...toGroceryLine(pending), quantity: 1 }],
          details: null,
        });
        setPending(null);
      }}
    />
  ) : null;

  return { add, remove, dialog, limitMessage };
}
