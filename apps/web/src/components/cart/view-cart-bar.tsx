import { Link } from 'react-router';
import { trackBottomBar } from '../../lib/bottom-bar-inset';
import { BagIcon, ChevronRightIcon } from '../ui/icons';
import { useTranslation } from '../../lib/i18n/use-translation';
import { selectProductQuantity } from '../../lib/cart/cart-store';
import { CART_PATHS, cartStoreOf, type CartKind } from '../../lib/cart/cart-kind';
import '../../lib/i18n/screen-strings';

/** The floating "view cart" bar above the page bottom while the cart has items. */
export function ViewCartBar({ total, kind = 'food' }: { total: string; kind?: CartKind }) {
  const { t } = useTranslation();
  const quantity = cartStoreOf(kind)(selectProductQuantity);
  if (quantity <= 0) return null;
  const countText = (quantity === 1 ? t('cartOneItem') : t('cartItems')).replace(
    '{count}',
    String(quantity),
  );
  return (
    <div
      ref={trackBottomBar}
      className="pointer-events-none fixed inset-x-0 bottom-above-notice z-30 mx-auto max-w-md px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      <Link
        to={CART_PATHS[kind].cart}
        data-testid="view-cart-bar"
        className="pointer-events-auto flex min-h-14 items-center gap-3 rounded-2xl bg-cart-bar px-4 text-cart-bar-text shadow-bar"
      >
        <span className="flex min-w-0 flex-1 flex-col leading-tight">
          <span className="text-[13px] font-semibold">
            {countText} | {total}
          </span>
          <span className="text-[11px]">{t('cartExtraCharges')}</span>
        </span>
        <span className="flex items-center gap-1.5 text-[15px] font-extrabold tracking-wide">
          <BagIcon className="size-5" />
          {t('viewCart')}
          <ChevronRightIcon className="size-4" />
        </span>
      </Link>
    </div>
  );
}
