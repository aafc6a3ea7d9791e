import { LOW_STOCK_THRESHOLD } from '@app/shared/grocery/grocery.models';
import type { GroceryItem } from '@app/shared/grocery/grocery.schemas';
import { memo } from 'react';
import { MinusIcon, PlusIcon } from '../../../components/ui/icons';
import { VegMark } from '../../../components/catalog/veg-mark';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMoney } from '../../../lib/use-money';
import { useGroceryQuantity } from '../hooks/use-grocery-cart';
import '../../../lib/i18n/grocery-strings';

/**
 * One product on a grocery shelf: image, saving badge, brand, name, pack, price with the MRP struck
 * through, stock ("Only 3 left", out of stock greyed) and the quantity stepper on the card.
 */
export const GroceryItemCard = memo(function GroceryItemCard({
  item,
  onAdd,
  onRemove,
}: {
  item: GroceryItem;
  onAdd: (item: GroceryItem) => void;
  onRemove: (item: GroceryItem) => void;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const quantity = useGroceryQuantity(item.id);
  const soldOut = item.max_per_order === 0;
  const low = !soldOut && item.stock_left !== null && item.stock_left <= LOW_STOCK_THRESHOLD;
  return (
    <article
      data-testid="grocery-item"
      aria-label={item.name}
      className={`flex h-full flex-col rounded-2xl bg-white p-2 ring-1 ring-line ${soldOut ? 'opacity-60 grayscale' : ''}`}
    >
      <div className="relative">
        <img
          src={item.image || undefined}
          alt=""
          width={240}
          height={240}
          loading="lazy"
          className="aspect-square w-full rounded-xl bg-canvas object-cover"
        />
        {item.saving > 0 ? (
          <span className="absolute top-1 left-1 rounded-md bg-primary-strong px-1.5 py-0.5 text-[11px] font-extrabold text-white">
            {t('groceryOff').replace('{amount}', money(item.saving))}
          </span>
        ) : null}
      </div>
      <div className="mt-2 flex items-center gap-1">
        <VegMark isVeg={item.is_veg === 1} />
        {item.brand ? (
          <span className="truncate text-[11px] font-semibold text-muted">{item.brand}</span>
        ) : null}
      </div>
      <h3 className="mt-0.5 line-clamp-2 min-h-[2.5em] text-[13px] leading-tight font-bold text-ink">
        {item.name}
      </h3>
      <p className="text-[12px] text-muted">{item.pack_label}</p>
      <p
        className={`min-h-[1.25em] text-[11px] font-semibold ${soldOut ? 'text-muted' : 'text-red-700'}`}
      >
        {soldOut
          ? t('groceryOutOfStock')
          : low
            ? t('groceryOnlyLeft').replace('{count}', String(item.stock_left))
            : ''}
      </p>
      <div className="mt-auto flex items-end justify-between gap-1 pt-1">
        <p className="leading-tight">
          <span className="block text-[14px] font-extrabold text-ink">{money(item.price)}</span>
          {item.old_price !== null && item.old_price > item.price ? (
            <s
              className="text-[11px] text-muted"
              aria-label={t('groceryMrp').replace('{amount}', money(item.old_price))}
            >
              {money(item.old_price)}
            </s>
          ) : null}
        </p>
        {quantity > 0 ? (
          <span className="flex h-9 items-center rounded-lg bg-veg text-white">
            <button
              type="button"
              className="flex size-9 items-center justify-center"
              aria-label={t('groceryRemoveOne').replace('{name}', item.name)}
              onClick={() => onRemove(item)}
            >
              <MinusIcon className="size-4" />
            </button>
            <span className="min-w-5 text-center text-sm font-extrabold" aria-live="polite">
              {quantity}
            </span>
            <button
              type="button"
              className="flex size-9 items-center justify-center disabled:opacity-50"
              aria-label={t('groceryAddOne').replace('{name}', item.name)}
              aria-disabled={quantity >= item.max_per_order}
              onClick={() => onAdd(item)}
            >
              <PlusIcon className="size-4" />
            </button>
          </span>
        ) : (
          <button
            type="button"
            disabled={soldOut}
            aria-label={t('groceryAddOne').replace('{name}', item.name)}
            onClick={() => onAdd(item)}
            className="h-9 rounded-lg border border-veg bg-white px-4 text-[13px] font-extrabold text-veg disabled:border-line disabled:text-muted"
          >
            {t('groceryAdd')}
          </button>
        )}
      </div>
    </article>
  );
});
