import type { OrderType } from '@app/shared/catalog/catalog.models';
import type { PaymentMethod } from '@app/shared/orders/orders.schemas';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLoggedInUser } from '../../../lib/session/user-store';
import { useCartContext } from '../../../lib/cart/use-cart-context';
import { useCartDetails } from '../../../lib/cart/cart-actions';
import { useActiveCartStore, useCartKind } from '../../../lib/cart/cart-kind';
import {
  useCheckoutQuote,
  type CheckoutQuoteInput,
} from '../../../lib/checkout/get-checkout-quote';
import { useCustomerAddresses } from '../../../lib/addresses/use-customer-addresses';
import { buildSlotDays, findSlot } from '../../../lib/checkout/time-slots';
import { usePaymentGateways } from '../../../lib/checkout/get-payment-gateways';
import { usePlaceOrderMutation, type PlaceOrderInput } from '../api/place-order';
import { usePlaceThenPay } from '../../../lib/checkout/use-place-then-pay';

/**
 * The checkout's choices (order type, address, time, wallet, payment), the live quote they ask
 * for, and placing the order with its online payment.
 */
export function useCheckoutForm() {
  const user = useLoggedInUser();
  const context = useCartContext();
  const details = useCartDetails();
  const kind = useCartKind();
  const clearCart = useActiveCartStore()((state) => state.clearCart);
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
  const [paymentError, setPaymentError] = useState<string | null>(null);
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
          kind,
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
  const bill = quote.data?.bill ?? null;

  const payment = usePlaceThenPay<Omit<PlaceOrderInput, 'idempotency_key'>>(placeOrder.mutate, {
    onPlaced: clearCart,
    onPriceChanged: () => void quote.refetch(),
  });

  const onPlaceOrder = () => {
    if (!liveInput || !bill || !method || !isQuoteCurrent) return;
    setPaymentError(null);
    payment.place({ ...liveInput, payment_method: method, expected_total: bill.total });
  };

  return {
    user,
    context,
    details,
    addresses,
    addressesQuery,
    gateways,
    orderType,
    setOrderType,
    addressId,
    setAddressId,
    slotDays,
    when,
    setWhen,
    slotDay,
    /** A new day clears the slot chosen on the previous one. */
    onSlotDayChange: (day: string) => {
      setSlotDay(day);
      setSlot(null);
    },
    slot,
    setSlot,
    useWallet,
    setUseWallet,
    method,
    setMethod,
    stripeIntent: payment.stripeIntent,
    paymentError,
    placedOrderId: payment.placedOrderId,
    quote,
    bill,
    canQuote,
    isQuoteCurrent,
    placeOrder,
    onPlaceOrder,
  };
}
