import { LoginPrompt } from '../../../components/login-prompt';
import { EmptyCart } from '../../../components/cart/empty-cart';
import { TextAreaField } from '../../../components/text-area-field';
import { apiErrorText } from '../../../lib/error-message';
import { setCartComment, setCartTip } from '../../../lib/cart/cart-actions';
import { useActiveCartStore, useCartKind } from '../../../lib/cart/cart-kind';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PlacedOrderOverlay } from '../../../components/checkout/placed-order-overlay';
import { useCheckoutForm } from '../hooks/use-checkout-form';
import {
  AddressChoice,
  CheckoutBill,
  CheckoutCartSummary,
  OrderTypeChoice,
  PaymentChoice,
  PlaceOrderBar,
} from './checkout-sections';
import { CheckoutNavBar } from './checkout-nav-bar';
import { TimeChoice } from './time-choice';
import { TipChoice } from './tip-choice';
import { WalletSwitch } from '../../../components/checkout/wallet-switch';
import '../../../lib/i18n/order-strings';
import '../../../lib/i18n/screen-strings';

/** `/checkout`: order type, address, time, tip, wallet, payment, the bill, and placing the order. */
export function CheckoutScreen() {
  const { t } = useTranslation();
  const store = useActiveCartStore();
  const kind = useCartKind();
  const form = useCheckoutForm();
  const { user, context, details, quote, bill, placeOrder, stripeIntent, orderType } = form;

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
  if (form.placedOrderId) {
    return <PlacedOrderOverlay label={t('checkoutPlacing')} stripeIntent={stripeIntent} />;
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

  const quoteError = quote.isError ? apiErrorText(quote.error, t) : null;
  // The quote's refusal (the store closed now, out of range) shows by the button it disables.
  const placeError =
    form.paymentError ??
    (placeOrder.error ? apiErrorText(placeOrder.error, t) : null) ??
    quoteError;
  const placeHint = form.canQuote
    ? null
    : orderType === 'DELIVERY' && form.addressId === null
      ? t('checkoutNeedAddress')
      : form.when !== 'now' && form.slot === null
        ? t('checkoutNeedSlot')
        : null;
  const itemCount = context.cart.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-canvas pb-28">
      <CheckoutNavBar title={t('pageCheckout')} amount={bill ? bill.payable : null} />
      <main className="space-y-3 pt-3">
        <CheckoutCartSummary
          itemCount={itemCount}
          restaurantName={context.availability.data?.restaurant.name}
          hasProblems={context.hasProblems}
        />

        <OrderTypeChoice
          orderTypes={context.orderTypes}
          orderType={orderType}
          onChange={form.setOrderType}
        />

        {orderType === 'DELIVERY' ? (
          <AddressChoice
            isPending={form.addressesQuery.isPending}
            addresses={form.addresses}
            addressId={form.addressId}
            onChange={form.setAddressId}
          />
        ) : null}

        <TimeChoice
          slotDays={form.slotDays}
          when={form.when}
          onWhenChange={form.setWhen}
          day={form.slotDay}
          onDayChange={form.onSlotDayChange}
          slot={form.slot}
          onSlotChange={form.setSlot}
        />

        <section className="bg-white p-4">
          <TextAreaField
            id="checkout-comment"
            label={t(kind === 'grocery' ? 'groceryNote' : 'cartComment')}
            value={details.comment}
            onValue={(comment) => setCartComment(comment, store)}
            maxLength={500}
            rows={2}
            placeholder={t(
              kind === 'grocery' ? 'groceryNotePlaceholder' : 'cartCommentPlaceholder',
            )}
            strong
          />
        </section>

        {orderType === 'DELIVERY' ? (
          <TipChoice tip={details.tip} onChange={(tip) => setCartTip(tip, store)} />
        ) : null}

        <WalletSwitch
          balance={quote.data?.wallet_balance ?? null}
          checked={form.useWallet}
          onChange={form.setUseWallet}
        />

        <PaymentChoice gateways={form.gateways} method={form.method} onChange={form.setMethod} />

        <CheckoutBill
          refusedCoupon={quote.data?.coupon_error && details.coupon ? details.coupon : null}
          bill={bill}
          quoteError={quoteError}
          canQuote={form.canQuote}
        />
      </main>

      <PlaceOrderBar
        error={placeError}
        hint={placeHint}
        payable={bill ? bill.payable : null}
        isPlacing={placeOrder.isPending}
        disabled={
          !bill || !form.isQuoteCurrent || quote.isFetching || placeOrder.isPending || !form.method
        }
        onPlace={form.onPlaceOrder}
      />
    </div>
  );
}
