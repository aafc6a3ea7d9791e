import type { PaymentMethod } from '@app/shared/orders/orders.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { usePaymentGateways } from '../../../lib/checkout/get-payment-gateways';
import { runningOrderPath, startOrderPayment } from '../../../lib/checkout/online-payment';
import type { StripePaymentIntent } from '../../../lib/checkout/start-payment';
import { useLoggedInUser } from '../../../lib/session/user-store';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCourierQuote, type CourierQuoteInput } from '../api/get-courier-quote';
import { usePlaceCourierOrder } from '../api/place-courier-order';
import { taskInputOf, usePickupDropDraft } from '../stores/pickup-drop-draft-store';

function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** The checkout's choices (tip, wallet, payment), the live quote and placing the task. */
export function useCourierCheckout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useLoggedInUser();
  const draft = usePickupDropDraft();
  const task = taskInputOf(draft);
  const isRecipientPaying = draft.payer === 'recipient';
  const gateways = usePaymentGateways();
  const [wantsWallet, setUseWallet] = useState(false);
  const [chosenMethod, setMethod] = useState<PaymentMethod | null>(null);
  const [placedOrderId, setPlacedOrderId] = useState<string | null>(null);
  const [stripeIntent, setStripeIntent] = useState<{
    intent: StripePaymentIntent;
    orderId: string;
  } | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);
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

  const onPlaceOrder = () => {
    if (!liveInput || !bill || !method || !isQuoteCurrent) return;
    const body = { ...liveInput, payment_method: method, expected_total: bill.total };
    const serialized = JSON.stringify(body);
    // One key per attempt: a retry of the same task reuses it, a changed task gets a new one.
    if (attempt.current?.body !== serialized) {
      attempt.current = { body: serialized, key: newIdempotencyKey() };
    }
    placeOrder.mutate(
      { ...body, idempotency_key: attempt.current.key },
      {
        onSuccess: async (order) => {
          attempt.current = null;
          setPlacedOrderId(order.unique_order_id);
          usePickupDropDraft.getState().clear();
          void queryClient.invalidateQueries({ queryKey: ['get-orders'] });
          void queryClient.invalidateQueries({ queryKey: ['get-wallet-transactions'] });
          // An online task waits in "awaiting payment" until the provider confirms; the order
          // page shows that, and a failed payment, so every way out of here ends there.
          const started = await startOrderPayment(order, {
            token: liveInput.token,
            user_id: liveInput.user_id,
          });
          if (started.kind === 'stripe') {
            setStripeIntent({ intent: started.intent, orderId: order.unique_order_id });
            return;
          }
          if (started.kind === 'redirecting') return;
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
    placedOrderId,
    stripeIntent,
    onPlaceOrder,
  };
}
