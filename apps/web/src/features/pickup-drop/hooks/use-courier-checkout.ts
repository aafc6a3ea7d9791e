import type { PaymentMethod } from '@app/shared/orders/orders.schemas';
import { useState } from 'react';
import { usePaymentGateways } from '../../../lib/checkout/get-payment-gateways';
import { usePlaceThenPay } from '../../../lib/checkout/use-place-then-pay';
import { useLoggedInUser } from '../../../lib/session/user-store';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCourierQuote, type CourierQuoteInput } from '../api/get-courier-quote';
import { usePlaceCourierOrder, type PlaceCourierOrderInput } from '../api/place-courier-order';
import { taskInputOf, usePickupDropDraft } from '../stores/pickup-drop-draft-store';

/** The checkout's choices (tip, wallet, payment), the live quote and placing the task. */
export function useCourierCheckout() {
  const user = useLoggedInUser();
  const draft = usePickupDropDraft();
  const task = taskInputOf(draft);
  const isRecipientPaying = draft.payer === 'recipient';
  const gateways = usePaymentGateways();
  const [wantsWallet, setUseWallet] = useState(false);
  const [chosenMethod, setMethod] = useState<PaymentMethod | null>(null);
  const placeOrder = usePlaceCourierOrder();

  const useWallet = isRecipientPaying ? false : wantsWallet;
  // The recipient pays the rider in cash at the drop; the sender may use any enabled gateway
  // (cash at the pickup, the wallet, or an online provider paid right after booking).
  const methods: PaymentMethod[] = isRecipientPaying
    ? ['COD']
    : (gateways.data ?? []).map((gateway) => gateway.code);
  const method =
    chosenMethod && methods.includes(chosenMethod) ? chosenMethod : (methods[0] ?? null);

  const liveInput: CourierQuoteInput | null =
    user && task
      ? {
          token: user.auth_token,
          user_id: user.id,
          task,
          coupon: draft.coupon,
          tip: draft.tip,
          use_wallet: useWallet,
        }
      : null;
  const quoteInput = useDebouncedValue(liveInput, 300);
  const quote = useCourierQuote(quoteInput);
  const isQuoteCurrent =
    quoteInput !== null && JSON.stringify(quoteInput) === JSON.stringify(liveInput);
  const bill = quote.data?.bill ?? null;

  const payment = usePlaceThenPay<Omit<PlaceCourierOrderInput, 'idempotency_key'>>(
    placeOrder.mutate,
    {
      onPlaced: () => usePickupDropDraft.getState().clear(),
      onPriceChanged: () => void quote.refetch(),
    },
  );

  const onPlaceOrder = () => {
    if (!liveInput || !bill || !method || !isQuoteCurrent) return;
    payment.place({ ...liveInput, payment_method: method, expected_total: bill.total });
  };

  return {
    user,
    task,
    draft,
    isRecipientPaying,
    gateways,
    methods,
    method,
    setMethod,
    useWallet,
    setUseWallet,
    quote,
    bill,
    isQuoteCurrent,
    placeOrder,
    placedOrderId: payment.placedOrderId,
    stripeIntent: payment.stripeIntent,
    onPlaceOrder,
  };
}
