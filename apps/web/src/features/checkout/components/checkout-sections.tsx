import type { Address } from '@app/shared/addresses/addresses.schemas';
import type { OrderType } from '@app/shared/catalog/catalog.models';
import type { PaymentMethod } from '@app/shared/orders/orders.schemas';
import type { OrderPrice } from '@app/shared/orders/pricing.models';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import { BillDetails } from '../../../components/cart/bill-details';
import { setCartCoupon as setCoupon } from '../../../lib/cart/cart-actions';
import { useActiveCartStore, useCartPaths } from '../../../lib/cart/cart-kind';
import { trackBottomBar } from '../../../lib/bottom-bar-inset';
import { useMoney } from '../../../lib/use-money';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { usePaymentGateways } from '../../../lib/checkout/get-payment-gateways';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import '../../../lib/i18n/order-strings';
import '../../../lib/i18n/screen-strings';

/** The cart in one line (count and store) with a way back to it, and a note if the cart changed. */
export function CheckoutCartSummary({
  itemCount,
  restaurantName,
  hasProblems,
}: {
  itemCount: number;
  restaurantName: string | undefined;
  hasProblems: boolean;
}) {
  const { t } = useTranslation();
  const cartPath = useCartPaths().cart;
  return (
    <>
      <section className="flex items-center justify-between bg-white px-4 py-3">
        <p className="text-[15px] text-ink">
          {itemCount === 1
            ? t('cartOneItem')
            : t('cartItems').replace('{count}', String(itemCount))}
          {restaurantName ? ` · ${restaurantName}` : ''}
        </p>
        <Link to={cartPath} className="text-sm font-bold text-primary-strong">
          {t('checkoutEditCart')}
        </Link>
      </section>
      {hasProblems ? (
        <p role="alert" className="mx-4 rounded-xl bg-amber-50 p-3 text-sm text-ink">
          {t('cartChangedTitle')}{' '}
          <Link to={cartPath} className="font-bold text-primary-strong underline">
            {t('checkoutReviewCart')}
          </Link>
        </p>
      ) : null}
    </>
  );
}

/** Delivery or self-pickup when the store offers both; a line when pickup is the only way. */
export function OrderTypeChoice({
  orderTypes,
  orderType,
  onChange,
}: {
  orderTypes: readonly OrderType[];
  orderType: OrderType | null;
  onChange: (orderType: OrderType) => void;
}) {
  const { t } = useTranslation();
  return orderTypes.length > 1 ? (
    <ChoiceGroup
      legend={t('checkoutOrderType')}
      name="order-type"
      layout="row"
      value={orderType}
      onChange={onChange}
      choices={[
        { value: 'DELIVERY', label: t('checkoutDelivery') },
        { value: 'SELFPICKUP', label: t('checkoutSelfPickup') },
      ]}
    />
  ) : orderType === 'SELFPICKUP' ? (
    <p className="bg-white p-4 text-[15px] font-semibold text-ink">{t('checkoutSelfPickupOnly')}</p>
  ) : null;
}

/** The delivery address among the saved ones, or a way to add the first. */
export function AddressChoice({
  isPending,
  addresses,
  addressId,
  onChange,
}: {
  isPending: boolean;
  addresses: readonly Address[];
  addressId: number | null;
  onChange: (addressId: number) => void;
}) {
  const { t } = useTranslation();
  if (isPending) {
    return (
      <SkeletonRegion label={t('appLoading')} className="bg-white p-4">
        <Skeleton className="h-20 w-full" />
      </SkeletonRegion>
    );
  }
  if (addresses.length === 0) {
    return (
      <section className="bg-white p-4">
        <h2 className="text-[15px] font-extrabold text-ink">{t('checkoutAddress')}</h2>
        <p className="mt-1 text-sm text-muted">{t('checkoutNoAddress')}</p>
        <Link
          to="/my-addresses"
          className="mt-2 inline-block font-bold text-primary-strong underline"
        >
          {t('addressAdd')}
        </Link>
      </section>
    );
  }
  return (
    <div>
      <ChoiceGroup
        legend={t('checkoutAddress')}
        name="address"
        value={addressId === null ? null : String(addressId)}
        onChange={(value) => onChange(Number(value))}
        choices={addresses.map((address) => ({
          value: String(address.id),
          label: address.tag || t('tagOther'),
          hint: [address.house, address.address].filter(Boolean).join(', '),
        }))}
      />
      <Link
        to="/my-addresses"
        className="-mt-1 block bg-white px-4 pb-4 text-sm font-bold text-primary-strong"
      >
        {t('addressAdd')}
      </Link>
    </div>
  );
}

/** The payment method among the operator's gateways. */
export function PaymentChoice({
  gateways,
  method,
  onChange,
}: {
  gateways: ReturnType<typeof usePaymentGateways>;
  method: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
}) {
  const { t } = useTranslation();
  if (gateways.isPending) {
    return (
      <SkeletonRegion label={t('appLoading')} className="bg-white p-4">
        <Skeleton className="h-24 w-full" />
      </SkeletonRegion>
    );
  }
  if (gateways.isError) {
    return (
      <p role="alert" className="bg-white p-4 text-sm text-red-700">
        {t('errorMessage')}
      </p>
    );
  }
  return (
    <ChoiceGroup
      legend={t('checkoutPayment')}
      name="payment"
      value={method}
      onChange={onChange}
      choices={gateways.data.map((gateway) => ({
        value: gateway.code,
        label: gateway.name,
      }))}
    />
  );
}

/** A coupon the quote refused (with a way to drop it), then the bill, its error or its skeleton. */
export function CheckoutBill({
  refusedCoupon,
  bill,
  quoteError,
  canQuote,
}: {
  refusedCoupon: string | null;
  bill: OrderPrice | null;
  quoteError: string | null;
  canQuote: boolean;
}) {
  const { t } = useTranslation();
  const store = useActiveCartStore();
  return (
    <>
      {refusedCoupon ? (
        <p role="alert" className="mx-4 rounded-xl bg-red-50 p-3 text-sm text-red-700">
          {t('couponNotApplicable').replace('{code}', refusedCoupon)}{' '}
          <button
            type="button"
            className="font-bold underline"
            onClick={() => setCoupon(null, store)}
          >
            {t('cartRemove')}
          </button>
        </p>
      ) : null}

      {bill ? (
        <BillDetails bill={bill} headingId="checkout-bill" />
      ) : quoteError ? null : canQuote ? (
        <SkeletonRegion label={t('appLoading')} className="bg-white p-4">
          <Skeleton className="h-40 w-full" />
        </SkeletonRegion>
      ) : null}
    </>
  );
}

/** The bar fixed at the bottom: the place-order error, and the button with the amount to pay. */
export function PlaceOrderBar({
  error,
  hint = null,
  payable,
  isPlacing,
  disabled,
  onPlace,
}: {
  error: string | null;
  /** Why the button cannot be used yet (no address, no slot), next to it rather than far above. */
  hint?: string | null;
  payable: number | null;
  isPlacing: boolean;
  disabled: boolean;
  onPlace: () => void;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  return (
    <div
      ref={trackBottomBar}
      className="fixed inset-x-0 bottom-above-notice z-30 mx-auto max-w-md border-t border-line bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      {error ? (
        <p role="alert" className="mb-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p aria-live="polite" className="mb-2 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <Button className="w-full" disabled={disabled} onClick={onPlace}>
        {isPlacing
          ? t('checkoutPlacing')
          : payable !== null
            ? t('checkoutPlaceOrderAmount').replace('{amount}', money(payable))
            : t('checkoutPlaceOrder')}
      </Button>
    </div>
  );
}
