import type { Item } from '@app/shared/catalog/catalog.schemas';
import { Link } from 'react-router';
import { MinusIcon, PlusIcon } from '../../../components/ui/icons';
import { useCartStore, useItemQuantity } from '../../../lib/cart/cart-store';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMoney } from '../../../lib/use-money';
import { VegMark } from '../../../components/catalog/veg-mark';
import '../../../lib/i18n/screen-strings';

/** The ADD button, or a stepper once the item is in the cart; 'Not available' when it is not. */
export function AddControl({ item, onAdd }: { item: Item; onAdd: (item: Item) => void }) {
  const { t } = useTranslation();
  const quantity = useItemQuantity(item.id);
  const removeOne = useCartStore((state) => state.removeOne);
  const base =
    'flex h-10 w-[104px] items-center justify-center rounded-xl border border-line bg-white text-[15px] font-extrabold shadow-[0_3px_10px_rgb(40_44_63/0.12)]';
  if (item.is_available !== 1) {
    return <span className={`${base} text-[12px] text-muted`}>{t('notAvailable')}</span>;
  }
  if (quantity > 0) {
    return (
      <div className={`${base} justify-between px-1 text-veg`}>
        <button
          type="button"
          onClick={() => removeOne(item.id)}
          aria-label={t('removeOne').replace('{name}', item.name)}
          className="grid size-8 place-items-center rounded-lg hover:bg-canvas"
        >
          <MinusIcon className="size-4" strokeWidth={3} />
        </button>
        <span aria-live="polite">{quantity}</span>
        <button
          type="button"
          onClick={() => onAdd(item)}
          aria-label={t('addOneMore').replace('{name}', item.name)}
          className="grid size-8 place-items-center rounded-lg hover:bg-canvas"
        >
          <PlusIcon className="size-4" strokeWidth={3} />
        </button>
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={() => onAdd(item)}
      aria-label={t('addItem').replace('{name}', item.name)}
      className={`${base} text-veg hover:bg-canvas`}
    >
      {t('add')}
    </button>
  );
}

/** One dish on a menu (SPEC §2): mark, name, price and old price, description, image, add. */
export function ItemCard({
  item,
  storeSlug,
  onAdd,
}: {
  item: Item;
  storeSlug: string;
  onAdd: (item: Item) => void;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const isAvailable = item.is_available === 1;
  return (
    <article
      data-testid="item-card"
      aria-label={item.name}
      className={`flex gap-4 py-5 ${isAvailable ? '' : 'grayscale'}`}
    >
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <VegMark isVeg={item.is_veg === 1} />
          {item.is_recommended === 1 ? (
            <span className="text-[11px] font-bold text-primary-strong">★ {t('bestseller')}</span>
          ) : null}
        </div>
        <h3 className="mt-1.5 text-[16px] leading-snug font-bold text-ink">
          <Link to={`/stores/${storeSlug}/${item.id}`} className="hover:underline">
            {item.name}
          </Link>
        </h3>
        <p className="mt-1 flex items-baseline gap-2 text-[15px] font-semibold text-ink">
          <span>{money(item.price)}</span>
          {item.old_price && item.old_price > item.price ? (
            <s className="text-[13px] font-normal text-muted">
              <span className="sr-only">{t('oldPrice')} </span>
              {money(item.old_price)}
            </s>
          ) : null}
        </p>
        {item.description ? (
          <p className="mt-1.5 line-clamp-2 text-[13px] leading-relaxed text-muted">
            {item.description}
          </p>
        ) : null}
        {item.addon_groups.length > 0 && isAvailable ? (
          <p className="mt-1 text-[11px] text-muted">{t('customisable')}</p>
        ) : null}
      </div>
      <div className="relative flex w-[120px] shrink-0 flex-col items-center">
        {item.image ? (
          <img
            src={item.image}
            alt=""
            width={120}
            height={100}
            loading="lazy"
            decoding="async"
            className={`h-[100px] w-[120px] rounded-2xl bg-canvas object-cover ${isAvailable ? '' : 'opacity-60'}`}
          />
        ) : (
          <span className="h-6" />
        )}
        <div className={item.image ? '-mt-5' : ''}>
          <AddControl item={item} onAdd={onAdd} />
        </div>
      </div>
    </article>
  );
}
