import type { OrderType } from '@app/shared/catalog/catalog.models';
import type { PaymentMethod } from '@app/shared/orders/orders.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { LoginPrompt } from '../../../components/login-prompt';
import { useLoggedInUser } from '../../../lib/session/user-store';
import { EmptyCart } from '../../../components/cart/empty-cart';
import { useCartContext } from '../../../lib/cart/use-cart-context';
import { apiErrorText } from '../../../lib/error-message';
import {
  setCartComment as setComment,
  setCartCoupon as setCoupon,
  setCartTip as setTip,
  useCartDetails,
} from '../../../lib/cart/cart-actions';
import { useCartStore } from '../../../lib/cart/cart-store';
import { useMoney } from '../../../lib/use-money';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  useCheckoutQuote,
  type CheckoutQuoteInput,
} from '../../../lib/checkout/get-checkout-quote';
import { usePaymentGateways } from '../api/get-payment-gateways';
import { usePlaceOrderMutation } from '../api/place-order';
import { createStripePaymentIntent, type StripePaymentIntent } from '../api/start-payment';
import { useCustomerAddresses } from '../../../lib/addresses/use-customer-addresses';
import { payWithPayu, payWithRazorpay, runningOrderPath } from '../lib/online-payment';
import { buildSlotDays, findSlot } from '../../../lib/checkout/time-slots';
import { BillDetails } from '../../../components/cart/bill-details';
import { TextAreaField } from '../../../components/text-area-field';
import { CheckoutNavBar } from './checkout-nav-bar';
import { ChoiceGroup } from './choice-group';
import { StripePaymentSheet } from './stripe-payment-sheet';
import { TimeChoice } from './time-choice';
import { TipChoice } from './tip-choice';
import { WalletSwitch } from './wallet-switch';
import '../../../lib/i18n/order-strings';
import '../../../lib/i18n/screen-strings';

function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** `/checkout`: order type, address, time, tip, wallet, payment, the bill, and placing the order. */
export function CheckoutScreen() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useLoggedInUser();
  const context = useCartContext();
  const details = useCartDetails();
  const clearCart = useCartStore((state) => state.clearCart);
  const { addresses, defaultAddress, query: addressesQuery } = useCustomerAddresses();
  const gateways = usePaymentGateways();

  const [chosenOrderType, setOrderType] = useState<OrderType | null>(null);
  const [chosenAddressId, setAddressId] = useState<number | null>(null);
  const slotDays = useMemo(() => buildSlotDays(new Date()), []);
  // H8.12: the cart of a closed store sends `?slot=` (its first open slot), preselected here.
  const [searchParams] = useSearchParams();
  const [asked] = useState(() => findSlot(slotDays, searchParams.get('slot')));
  const [when, setWhen] = useState<'now' | 'later'>(asked ? 'later' : 'now');
  const [slotDay, setSlotDay] = useState(asked?.date ?? slotDays[0]?.date ?? '');
  const [slot, setSlot] = useState<string | null>(asked?.slot ?? null);
  const [useWallet, setUseWallet] = useState(false);
  const [chosenMethod, setMethod] = useState<PaymentMethod | null>(null);
  const [stripeIntent, setStripeIntent] = useState<{
    intent: StripePaymentIntent;
    orderId: string;
  } | null>(null);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  /** Set once the order exists: the cart is empty from then on, but this page still shows. */
  const [placedOrderId, setPlacedOrderId] = useState<string | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const placeOrder = usePlaceOrderMutation();

  const orderType =
    chosenOrderType && context.orderTypes.includes(chosenOrderType)
      ? chosenOrderType
      : context.defaultOrderType;
  const addressId = chosenAddressId ?? defaultAddress?.id ?? null;
  const method = chosenMethod ?? gateways.data?.[0]?.code ?? null;
  const scheduledFor = when === 'later' ? slot : null;

  const liveInput: CheckoutQuoteInput | null =
    user && context.restaurantId !== null && orderType && context.items.length > 0
      ? {
          token: user.auth_token,
          user_id: user.id,
          restaurant_id: context.restaurantId,
          items: context.items,
          delivery_type: orderType,
          address_id: orderType === 'DELIVERY' ? addressId : null,
          coupon: details.coupon,
          comment: details.comment.trim(),
          tip: details.tip,
          use_wallet: useWallet,
          scheduled_for: scheduledFor,
        }
      : null;
  const canQuote =
    liveInput !== null &&
    (liveInput.delivery_type === 'SELFPICKUP' || liveInput.address_id !== null) &&
    (when === 'now' || slot !== null);
  const quoteInput = useDebouncedValue(canQuote ? liveInput : null, 400);
  const quote = useCheckoutQuote(quoteInput);
  const isQuoteCurrent =
    quoteInput !== null && JSON.stringify(quoteInput) === JSON.stringify(liveInput);

  if (!user) {
    return (
      <div className="mx-auto min-h-dvh w-full max-w-md bg-white">
        <CheckoutNavBar title={t('pageCheckout')} amount={null} />
        <main>
          <LoginPrompt next="/checkout" />
        </main>
      </div>
    );
  }
  if (placedOrderId) {
    return (
      <>
        <LoadingOverlay label={t('checkoutPlacing')} />
        {stripeIntent ? (
          <StripePaymentSheet
            intent={stripeIntent.intent}
            uniqueOrderId={stripeIntent.orderId}
            onClose={() => void navigate(runningOrderPath(stripeIntent.orderId), { replace: true })}
          />
        ) : null}
      </>
    );
  }
  if (context.cart.length === 0) {
    return (
      <div className="mx-auto min-h-dvh w-full max-w-md bg-white">
        <CheckoutNavBar title={t('pageCheckout')} amount={null} />
        <main>
          <EmptyCart />
        </main>
      </div>
    );
  }

  const bill = quote.data?.bill ?? null;
  const quoteError = quote.isError ? apiErrorText(quote.error, t) : null;
  const placeError = paymentError ?? (placeOrder.error ? apiErrorText(placeOrder.error, t) : null);

  const onPlaceOrder = () => {
    if (!liveInput || !bill || !method || !isQuoteCurrent) return;
    const body = { ...liveInput, payment_method: method, expected_total: bill.total };
    const serialized = JSON.stringify(body);
    // One key per attempt: a retry of the same order reuses it, a changed order gets a new one.
    if (attempt.current?.body !== serialized) {
      attempt.current = { body: serialized, key: newIdempotencyKey() };
    }
    setPaymentError(null);
    placeOrder.mutate(
      { ...body, idempotency_key: attempt.current.key },
      {
        onSuccess: async (order) => {
          attempt.current = null;
          setPlacedOrderId(order.unique_order_id);
          clearCart();
          void queryClient.invalidateQueries({ queryKey: ['get-orders'] });
          void queryClient.invalidateQueries({ queryKey: ['get-wallet-transactions'] });
          const start = {
            token: user.auth_token,
            user_id: user.id,
            order_id: order.unique_order_id,
          };
          try {
            if (order.payment_method === 'STRIPE' && order.bill.payable > 0) {
              setStripeIntent({
                intent: await createStripePaymentIntent(start),
                orderId: order.unique_order_id,
              });
              return;
            }
            if (order.payment_method === 'RAZORPAY' && order.bill.payable > 0) {
              await payWithRazorpay(start);
            } else if (order.payment_method === 'PAYU' && order.bill.payable > 0) {
              await payWithPayu(start);
              return;
            }
          } catch (error) {
            console.error('Starting the online payment failed', error);
          }
          void navigate(runningOrderPath(order.unique_order_id), { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'orders.price_changed') {
            void quote.refetch();
          }
        },
      },
    );
  };

  const restaurantName = context.availability.data?.restaurant.name;
  const itemCount = context.cart.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-canvas pb-28">
      <CheckoutNavBar title={t('pageCheckout')} amount={bill ? bill.payable : null} />
      <main className="space-y-3 pt-3">
        <section className="flex items-center justify-between bg-white px-4 py-3">
          <p className="text-[15px] text-ink">
            {itemCount === 1
              ? t('cartOneItem')
              : t('cartItems').replace('{count}', String(itemCount))}
            {restaurantName ? ` · ${restaurantName}` : ''}
          </p>
          <Link to="/cart" className="text-sm font-bold text-primary-strong">
            {t('checkoutEditCart')}
          </Link>
        </section>
        {context.hasProblems ? (
          <p role="alert" className="mx-4 rounded-xl bg-amber-50 p-3 text-sm text-ink">
            {t('cartChangedTitle')}{' '}
            <Link to="/cart" className="font-bold text-primary-strong underline">
              {t('checkoutReviewCart')}
            </Link>
          </p>
        ) : null}

        {context.orderTypes.length > 1 ? (
          <ChoiceGroup
            legend={t('checkoutOrderType')}
            name="order-type"
            layout="row"
            value={orderType}
            onChange={setOrderType}
            choices={[
              { value: 'DELIVERY', label: t('checkoutDelivery') },
              { value: 'SELFPICKUP', label: t('checkoutSelfPickup') },
            ]}
          />
        ) : orderType === 'SELFPICKUP' ? (
          <p className="bg-white p-4 text-[15px] font-semibold text-ink">
            {t('checkoutSelfPickupOnly')}
          </p>
        ) : null}

        {orderType === 'DELIVERY' ? (
          addressesQuery.isPending ? (
            <SkeletonRegion label={t('appLoading')} className="bg-white p-4">
              <Skeleton className="h-20 w-full" />
            </SkeletonRegion>
          ) : addresses.length === 0 ? (
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
          ) : (
            <div>
              <ChoiceGroup
                legend={t('checkoutAddress')}
                name="address"
                value={addressId === null ? null : String(addressId)}
                onChange={(value) => setAddressId(Number(value))}
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
          )
        ) : null}

        <TimeChoice
          slotDays={slotDays}
          when={when}
          onWhenChange={setWhen}
          day={slotDay}
          onDayChange={(day) => {
            setSlotDay(day);
            setSlot(null);
          }}
          slot={slot}
          onSlotChange={setSlot}
        />

        <section className="bg-white p-4">
          <TextAreaField
            id="checkout-comment"
            label={t('cartComment')}
            value={details.comment}
            onValue={setComment}
            maxLength={500}
            rows={2}
            placeholder={t('cartCommentPlaceholder')}
            strong
          />
        </section>

        {orderType === 'DELIVERY' ? <TipChoice tip={details.tip} onChange={setTip} /> : null}

        <WalletSwitch
          balance={quote.data?.wallet_balance ?? null}
          checked={useWallet}
          onChange={setUseWallet}
        />

        {gateways.isPending ? (
          <SkeletonRegion label={t('appLoading')} className="bg-white p-4">
            <Skeleton className="h-24 w-full" />
          </SkeletonRegion>
        ) : gateways.isError ? (
          <p role="alert" className="bg-white p-4 text-sm text-red-700">
            {t('errorMessage')}
          </p>
        ) : (
          <ChoiceGroup
            legend={t('checkoutPayment')}
            name="payment"
            value={method}
            onChange={setMethod}
            choices={gateways.data.map((gateway) => ({
              value: gateway.code,
              label: gateway.name,
            }))}
          />
        )}

        {quote.data?.coupon_error && details.coupon ? (
          <p role="alert" className="mx-4 rounded-xl bg-red-50 p-3 text-sm text-red-700">
            {t('couponNotApplicable').replace('{code}', details.coupon)}{' '}
            <button type="button" className="font-bold underline" onClick={() => setCoupon(null)}>
              {t('cartRemove')}
            </button>
          </p>
        ) : null}

        {bill ? (
          <BillDetails bill={bill} headingId="checkout-bill" />
        ) : quoteError ? (
          <p role="alert" className="bg-white p-4 text-sm text-red-700">
            {quoteError}
          </p>
        ) : canQuote ? (
          <SkeletonRegion label={t('appLoading')} className="bg-white p-4">
            <Skeleton className="h-40 w-full" />
          </SkeletonRegion>
        ) : null}
      </main>

      <div className="fixed inset-x-0 bottom-above-notice z-30 mx-auto max-w-md border-t border-line bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        {placeError ? (
          <p role="alert" className="mb-2 text-sm font-medium text-red-700">
            {placeError}
          </p>
        ) : null}
        <Button
          className="w-full"
          disabled={!bill || !isQuoteCurrent || quote.isFetching || placeOrder.isPending || !method}
          onClick={onPlaceOrder}
        >
          {placeOrder.isPending
            ? t('checkoutPlacing')
            : bill
              ? t('checkoutPlaceOrderAmount').replace('{amount}', money(bill.payable))
              : t('checkoutPlaceOrder')}
        </Button>
      </div>
    </div>
  );
}
