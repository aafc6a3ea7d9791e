import type { Item } from '@app/shared/catalog/catalog.schemas';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { useCartStore, type CartAddon, type NewCartLine } from '../../../lib/cart/cart-store';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { AddonSheet } from '../components/addon-sheet';
import '../../../lib/i18n/screen-strings';

function toLine(item: Item, addons: CartAddon[]): NewCartLine {
  return {
    id: item.id,
    restaurant_id: item.restaurant_id,
    name: item.name,
    price: item.price,
    is_veg: item.is_veg,
    addons,
  };
}

/**
 * Adding an item to the cart: the add-on chooser first when the item has add-on groups, and a
 * question before a cart from another store is replaced (one store per cart).
 */
export function useItemAdder(): {
  requestAdd: (item: Item) => void;
  /** Adds a line whose add-ons are already chosen (a meat cut at its weight). */
  requestAddLine: (line: NewCartLine) => void;
  dialogs: ReactNode;
} {
  const { t } = useTranslation();
  const addLine = useCartStore((state) => state.addLine);
  const clearCart = useCartStore((state) => state.clearCart);
  const [addonItem, setAddonItem] = useState<Item | null>(null);
  const [pendingLine, setPendingLine] = useState<NewCartLine | null>(null);

  const commit = (line: NewCartLine) => {
    const cart = useCartStore.getState().cart ?? [];
    const cartStoreId = cart[0]?.restaurant_id;
    if (cartStoreId !== undefined && cartStoreId !== line.restaurant_id) {
      setPendingLine(line);
      return;
    }
    addLine(line);
  };

  const requestAdd = (item: Item) => {
    if (item.addon_groups.length > 0) setAddonItem(item);
    else commit(toLine(item, []));
  };

  const dialogs = (
    <>
      {addonItem ? (
        <AddonSheet
          item={addonItem}
          onClose={() => setAddonItem(null)}
          onConfirm={(addons) => {
            const line = toLine(addonItem, addons);
            setAddonItem(null);
            commit(line);
          }}
        />
      ) : null}
      {pendingLine ? (
        <Sheet
          title={t('replaceCartTitle')}
          closeLabel={t('close')}
          onClose={() => setPendingLine(null)}
          footer={
            <div className="grid grid-cols-2 gap-3">
              <Button variant="outline" onClick={() => setPendingLine(null)}>
                {t('replaceCartNo')}
              </Button>
              <Button
                onClick={() => {
                  clearCart();
                  addLine(pendingLine);
                  setPendingLine(null);
                }}
              >
                {t('replaceCartYes')}
              </Button>
            </div>
          }
        >
          <p className="text-[15px] leading-relaxed text-muted">{t('replaceCartMessage')}</p>
        </Sheet>
      ) : null}
    </>
  );

  return { requestAdd, requestAddLine: commit, dialogs };
}
