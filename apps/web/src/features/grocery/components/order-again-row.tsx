import { useTranslation } from '../../../lib/i18n/use-translation';
import { useGroceryOrderAgain } from '../api/get-grocery-order-again';
import { useGroceryAdder } from '../hooks/use-grocery-cart';
import { GroceryItemCard } from './grocery-item-card';
import '../../../lib/i18n/grocery-strings';

/** "Order again": items from the customer's delivered grocery orders, added straight from here. */
export function OrderAgainRow({ token }: { token: string }) {
  const { t } = useTranslation();
  const query = useGroceryOrderAgain(token);
  const items = query.data ?? [];
  const { add, remove, dialog, limitMessage } = useGroceryAdder({
    storeName: (id) => items.find((item) => item.restaurant.id === id)?.restaurant.name ?? '',
  });
  if (!items.length) return null;
  return (
    <section aria-labelledby="grocery-order-again" className="mt-2 bg-white py-3">
      <h2 id="grocery-order-again" className="px-4 text-[17px] font-extrabold text-ink">
        {t('groceryOrderAgain')}
      </h2>
      <ul className="no-scrollbar mt-3 flex gap-3 overflow-x-auto px-4">
        {items.map((item) => (
          <li key={item.id} className="w-36 shrink-0">
            <GroceryItemCard item={item} onAdd={add} onRemove={remove} />
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="px-4 pt-2 text-[12px] text-red-700">
        {limitMessage}
      </p>
      {dialog}
    </section>
  );
}
