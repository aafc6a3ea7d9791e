import { Link, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { ChevronRightIcon, CloseIcon, OfferIcon } from '../../../components/ui/icons';
import { PageTopBar } from '../../../components/ui/page-top-bar';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import { useLoggedInUser } from '../../../lib/session/user-store';
import { useMoney } from '../../../lib/use-money';
import { useCheckoutQuote } from '../../../lib/checkout/get-checkout-quote';
import { BillDetails } from '../../../components/cart/bill-details';
import { firstOpenSlot } from '../../../lib/checkout/time-slots';
import { useCustomerAddresses } from '../../../lib/addresses/use-customer-addresses';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCartContext } from '../../../lib/cart/use-cart-context';
import { planCartUpdate } from '../../../lib/cart/compare-availability';
import {
  reconcileCart as reconcile,
  removeLine,
  setCartComment as setComment,
  setCartCoupon as setCoupon,
  setLineQuantity,
  useCartDetails,
} from '../../../lib/cart/cart-actions';
import { selectCartTotal } from '../../../lib/cart/cart-store';
import { useActiveCartStore, useCartKind, useCartPaths } from '../../../lib/cart/cart-kind';
import { GroceryCartExtras, SubstitutionChoice } from './grocery-cart-extras';
import { CartLineRow } from './cart-line-row';
import { EmptyCart } from '../../../components/cart/empty-cart';
import { TextAreaField } from '../../../components/text-area-field';
import '../../../lib/i18n/order-strings';
import '../../../lib/i18n/screen-strings';

function CouponRow({ saving }: { saving: number | null }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const { coupon } = useCartDetails();
  const store = useActiveCartStore();
  const paths = useCartPaths();
  return (
    <div className="flex min-h-16 items-center gap-3 bg-white px-4">
      <OfferIcon className="size-6 shrink-0 text-primary-strong" />
      <Link
        to={paths.coupons}
        className="flex min-h-16 min-w-0 flex-1 items-center justify-between"
      >
        {coupon ? (
          <span className="flex flex-col leading-tight">
            <span className="text-[15px] font-bold text-ink">
              {t('cartCouponApplied').replace('{code}', coupon)}
            </span>
            {saving && saving > 0 ? (
              <span className="text-[13px] font-semibold text-veg">
                {t('cartCouponSaving').replace('{amount}', money(saving))}
              </span>
            ) : null}
          </span>
        ) : (
          <span className="text-[15px] font-bold text-ink">{t('cartApplyCoupon')}</span>
        )}
        {coupon ? null : <ChevronRightIcon className="size-5 text-muted" />}
      </Link>
      {coupon ? (
        <button
          type="button"
          onClick={() => setCoupon(null, store)}
          aria-label={t('cartRemoveCoupon').replace('{code}', coupon)}
          className="grid size-10 place-items-center rounded-full text-muted hover:bg-canvas"
        >
          <CloseIcon className="size-5" />
        </button>
      ) : null}
    </div>
  );
}

/**
 * `/cart` and `/grocery-cart` (the route sets the cart kind): the lines, their availability, the
 * note, the coupon and the server's bill; a grocery cart also says what to do with a short item
 * and how far the basket is from its minimum and from the small-cart fee.
 */
export function CartScreen() {
  const { t } = useTranslation();
  const store = useActiveCartStore();
  const kind = useCartKind();
  const paths = useCartPaths();
  const title = kind === 'grocery' ? t('groceryCartTitle') : t('pageYourCart');
  const { money } = useMoney();
  const navigate = useNavigate();
  const user = useLoggedInUser();
  const context = useCartContext();
  const { cart, items, restaurantId, availability, checks, hasProblems, defaultOrderType } =
    context;
  const details = useCartDetails();
  const cartTotal = store(selectCartTotal);
  const { defaultAddress, query: addressesQuery } = useCustomerAddresses();

  const restaurant = availability.data?.restaurant;
  const storeClosed = restaurant ? !restaurant.is_active || !restaurant.is_open : false;
  // H8.12: closed for now (not switched off), it takes orders for a slot once it opens.
  const scheduleSlot =
    restaurant?.is_active && !restaurant.is_open && context.openingHours
      ? firstOpenSlot(new Date(), context.openingHours)
      : null;
  // The bill waits for the store's state: a closed store is quoted for its opening slot (a quote
  // for now would only answer store_closed), a store switched off not at all.
  const quoteReady =
    user !== null &&
    restaurantId !== null &&
    restaurant !== undefined &&
    (!storeClosed || scheduleSlot !== null) &&
    items.length > 0 &&
    !hasProblems &&
    defaultOrderType !== null &&
    (defaultOrderType === 'SELFPICKUP' || !addressesQuery.isPending);
  const quoteInput = useDebouncedValue(
    quoteReady && user && restaurantId !== null && defaultOrderType
      ? {
          token: user.auth_token,
          user_id: user.id,
          kind,
          restaurant_id: restaurantId,
          items,
          delivery_type:
            defaultOrderType === 'DELIVERY' && !defaultAddress ? 'SELFPICKUP' : defaultOrderType,
          address_id: defaultOrderType === 'DELIVERY' ? (defaultAddress?.id ?? null) : null,
          coupon: details.coupon,
          tip: details.tip,
          ...(storeClosed && scheduleSlot ? { scheduled_for: scheduleSlot } : {}),
        }
      : null,
    300,
  );
  const quote = useCheckoutQuote(quoteInput);

  if (cart.length === 0 || restaurantId === null) {
    return (
      <div className="mx-auto w-full max-w-md bg-white">
        <PageTopBar title={title} backLabel={t('back')} />
        <main>
          <EmptyCart kind={kind} />
        </main>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-md bg-canvas">
      <PageTopBar title={title} backLabel={t('back')} />
      <main className="space-y-3 pb-4">
        <section aria-labelledby="cart-store" className="bg-white px-4 pt-4">
          <h2 id="cart-store" className="text-lg font-extrabold text-ink">
            {restaurant?.name ?? (availability.isPending ? t('appLoading') : t('pageYourCart'))}
          </h2>
          {storeClosed ? (
            <p role="alert" className="mt-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700">
              {scheduleSlot ? t('cartStoreClosedSchedule') : t('cartStoreClosed')}
            </p>
          ) : null}
          {availability.isError ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {t('cartCheckFailed')}{' '}
              <button
                type="button"
                className="font-bold underline"
                onClick={() => void availability.refetch()}
              >
                {t('tryAgain')}
              </button>
            </p>
          ) : null}
          {hasProblems && checks ? (
            <div role="alert" className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-ink">
              <p className="font-bold">{t('cartChangedTitle')}</p>
              <p className="mt-1 text-muted">{t('cartChangedMessage')}</p>
              <Button
                className="mt-3 min-h-10 w-full"
                onClick={() => reconcile(planCartUpdate(checks), store)}
              >
                {t('cartUpdateToCurrent')}
              </Button>
            </div>
          ) : null}
          <ul className="divide-y divide-line">
            {cart.map((line, index) => (
              <CartLineRow
                key={`${line.id}-${(line.addons ?? []).map((addon) => addon.id).join('.')}`}
                line={line}
                check={checks?.[index] ?? null}
                onQuantity={(quantity) => setLineQuantity(index, quantity, store)}
                onRemove={() => removeLine(index, store)}
              >
                {kind === 'grocery' ? <SubstitutionChoice line={line} index={index} /> : null}
              </CartLineRow>
            ))}
          </ul>
          {restaurant ? (
            <Link
              to={
                kind === 'grocery'
                  ? `/grocery/${restaurant.slug}/menu/0`
                  : `/stores/${restaurant.slug}`
              }
              className="flex min-h-12 items-center gap-1 border-t border-line text-[15px] font-bold text-primary-strong"
            >
              {t('cartAddMore')}
              <ChevronRightIcon className="size-4" />
            </Link>
          ) : null}
        </section>

        <section className="bg-white p-4">
          <TextAreaField
            id="cart-comment"
            label={t(kind === 'grocery' ? 'groceryNote' : 'cartComment')}
            value={details.comment}
            onValue={(comment) => setComment(comment, store)}
            maxLength={500}
            rows={2}
            placeholder={t(
              kind === 'grocery' ? 'groceryNotePlaceholder' : 'cartCommentPlaceholder',
            )}
          />
        </section>

        {kind === 'grocery' ? (
          <GroceryCartExtras subtotal={cartTotal} minOrder={context.minOrder} />
        ) : null}

        <CouponRow saving={quote.data?.bill.coupon_discount ?? null} />
        {quote.data?.coupon_error && details.coupon ? (
          <p role="alert" className="-mt-3 bg-white px-4 pb-3 text-sm text-red-700">
            {t('couponNotApplicable').replace('{code}', details.coupon)}{' '}
            <button
              type="button"
              className="font-bold underline"
              onClick={() => setCoupon(null, store)}
            >
              {t('cartRemove')}
            </button>
          </p>
        ) : null}

        {!user ? (
          <section aria-labelledby="cart-bill" className="bg-white p-4">
            <h2 id="cart-bill" className="text-[15px] font-extrabold text-ink">
              {t('billDetails')}
            </h2>
            <div className="mt-2 flex justify-between text-[15px] font-bold text-ink">
              <span>{t('billItemTotal')}</span>
              <span>{money(cartTotal)}</span>
            </div>
            <p className="mt-3 text-sm text-muted">{t('cartLoginToCheckout')}</p>
            <Link
              to={`/login?next=${encodeURIComponent(paths.cart)}`}
              className={buttonClassName('primary', 'mt-3 w-full')}
            >
              {t('loginLink')}
            </Link>
          </section>
        ) : quote.data ? (
          <BillDetails bill={quote.data.bill} headingId="cart-bill" />
        ) : quote.isError || !quoteReady ? (
          <section aria-labelledby="cart-bill" className="bg-white p-4">
            <h2 id="cart-bill" className="text-[15px] font-extrabold text-ink">
              {t('billDetails')}
            </h2>
            <div className="mt-2 flex justify-between text-[15px] font-bold text-ink">
              <span>{t('billItemTotal')}</span>
              <span>{money(cartTotal)}</span>
            </div>
            <p className="mt-2 text-sm text-muted">{t('cartChargesAtCheckout')}</p>
          </section>
        ) : (
          <SkeletonRegion label={t('appLoading')} className="bg-white p-4">
            <Skeleton className="h-32 w-full" />
          </SkeletonRegion>
        )}

        {user ? (
          // The primary action stays in sight above the tab bar (and any bottom notice) while the
          // lines scroll: sticky, so at the end of the page it sits in its own place.
          <div className="sticky bottom-[calc(var(--bottom-bar-height,0px)+var(--bottom-notice-height,0px))] z-30 bg-canvas px-4 py-3">
            {scheduleSlot ? (
              <Button
                className="w-full"
                disabled={hasProblems}
                onClick={() =>
                  void navigate(`${paths.checkout}?slot=${encodeURIComponent(scheduleSlot)}`)
                }
              >
                {t('cartScheduleWhenOpen')}
              </Button>
            ) : (
              <Button
                className="w-full"
                disabled={hasProblems || storeClosed || availability.isPending}
                onClick={() => void navigate(paths.checkout)}
              >
                {t('cartProceed')}
              </Button>
            )}
          </div>
        ) : null}
      </main>
    </div>
  );
}
