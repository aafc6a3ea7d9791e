import type { ReactNode } from 'react';
import { MinusIcon, PlusIcon } from '../../../components/ui/icons';
import { VegMark } from '../../../components/catalog/veg-mark';
import { useMoney } from '../../../lib/use-money';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { LineCheck } from '../../../lib/cart/compare-availability';
import type { CartLine } from '../../../lib/cart/cart-store';
import '../../../lib/i18n/order-strings';
import '../../../lib/i18n/screen-strings';
import '../../../lib/i18n/grocery-strings';
import { useSetting } from '../../../lib/settings/settings-store';

/** One cart line: name, add-ons, stepper, price, and what the availability check found. */
export function CartLineRow({
  line,
  check,
  onQuantity,
  onRemove,
  children,
}: {
  line: CartLine;
  check: LineCheck | null;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** More about the line under its name (grocery: what to do when it is short). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const unit = line.price + (line.addons ?? []).reduce((sum, addon) => sum + addon.price, 0);
  const isUnavailable = check?.kind === 'unavailable';
  // The server's cap on one line (setting cartMaxQuantityPerLine; it refuses more).
  const maxQuantity = Number(useSetting('cartMaxQuantityPerLine', '20')) || 20;
  const atMax = line.quantity >= Math.min(maxQuantity, line.max ?? maxQuantity);
  return (
    <li className={`flex gap-3 py-4 ${isUnavailable ? 'opacity-70' : ''}`}>
      {line.is_veg !== undefined ? (
        <span className="mt-1">
          <VegMark isVeg={line.is_veg === 1} />
        </span>
      ) : null}
      <div className="min-w-0 flex-1">
        <p className={`text-[15px] font-semibold text-ink ${isUnavailable ? 'line-through' : ''}`}>
          {line.name}
        </p>
        {line.addons?.length ? (
          <p className="mt-0.5 text-[13px] text-muted">
            {line.addons.map((addon) => addon.name).join(', ')}
          </p>
        ) : null}
        {isUnavailable ? (
          <p className="mt-1 text-[13px] font-bold text-red-700">
            {check.problem === 'sold_out'
              ? t('cartLineSoldOut')
              : check.problem === 'addon_unavailable' || check.problem === 'addon_choice_invalid'
                ? t('cartLineChoicesChanged')
                : t('cartLineUnavailable')}
          </p>
        ) : null}
        {check?.kind === 'too_many' ? (
          <p className="mt-1 text-[13px] font-bold text-red-700">
            {t('groceryOnlyLeft').replace('{count}', String(check.most))}
          </p>
        ) : null}
        {check?.kind === 'price_changed' ? (
          <p className="mt-1 text-[13px] font-bold text-amber-700">
            {t('cartLinePriceChanged')
              .replace('{old}', money(check.oldUnitPrice))
              .replace('{new}', money(check.newUnitPrice))}
          </p>
        ) : null}
        <button
          type="button"
          onClick={onRemove}
          className="mt-1 min-h-8 text-[13px] font-semibold text-muted underline-offset-2 hover:underline"
          aria-label={t('cartRemoveLine').replace('{name}', line.name)}
        >
          {t('cartRemove')}
        </button>
        {children}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-2">
        <div className="flex h-9 w-[96px] items-center justify-between rounded-lg border border-line px-1 font-extrabold text-veg">
          <button
            type="button"
            onClick={() => onQuantity(line.quantity - 1)}
            aria-label={t('removeOne').replace('{name}', line.name)}
            className="grid size-8 place-items-center rounded-md hover:bg-canvas"
          >
            <MinusIcon className="size-4" strokeWidth={3} />
          </button>
          <span aria-live="polite">
            <span className="sr-only">{t('cartQuantity')} </span>
            {line.quantity}
          </span>
          <button
            type="button"
            onClick={() => onQuantity(line.quantity + 1)}
            disabled={isUnavailable || atMax}
            aria-label={
              atMax
                ? t('cartQuantityMax').replace('{count}', String(maxQuantity))
                : t('addOneMore').replace('{name}', line.name)
            }
            className="grid size-8 place-items-center rounded-md hover:bg-canvas disabled:opacity-40"
          >
            <PlusIcon className="size-4" strokeWidth={3} />
          </button>
        </div>
        <p className="text-sm font-semibold text-ink">{money(unit * line.quantity)}</p>
      </div>
    </li>
  );
}
