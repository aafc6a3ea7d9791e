import type { Order } from '@app/shared/orders/orders.schemas';
import { useQueryClient, type UseMutateFunction } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../api-client';
import { runningOrderPath, startOrderPayment } from './online-payment';
import type { StartPaymentInput, StripePaymentIntent } from './start-payment';

function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** The signed-in user's token and id, which every place-order body carries. */
type PlaceAuth = Pick<StartPaymentInput, 'token' | 'user_id'>;

/**
 * Placing an order of any kind (food, grocery, courier), then paying it: one idempotency key per
 * attempt, and once the order exists `onPlaced` (empty the cart or draft), fresh orders and wallet,
 * the online payment started, and the order page (or Stripe's sheet first). A refusal for a changed
 * price calls `onPriceChanged` (refetch the quote). `TBody` is the call's body without its
 * `idempotency_key`, named by the caller: `usePlaceThenPay<Omit<Input, 'idempotency_key'>>(…)`.
 */
export function usePlaceThenPay<TBody extends PlaceAuth>(
  mutate: UseMutateFunction<Order, Error, TBody & { idempotency_key: string }>,
  options: { onPlaced: () => void; onPriceChanged: () => void },
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  /** Set once the order exists: the cart is empty from then on, but the page still shows. */
  const [placedOrderId, setPlacedOrderId] = useState<string | null>(null);
  const [stripeIntent, setStripeIntent] = useState<{
    intent: StripePaymentIntent;
    orderId: string;
  } | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const place = (body: TBody) => {
    const serialized = JSON.stringify(body);
    // One key per attempt: a retry of the same order reuses it, a changed order gets a new one.
    if (attempt.current?.body !== serialized) {
      attempt.current = { body: serialized, key: newIdempotencyKey() };
    }
    mutate(
      { ...body, idempotency_key: attempt.current.key },
      {
        onSuccess: async (order) => {
          attempt.current = null;
          setPlacedOrderId(order.unique_order_id);
          options.onPlaced();
          void queryClient.invalidateQueries({ queryKey: ['get-orders'] });
          void queryClient.invalidateQueries({ queryKey: ['get-wallet-transactions'] });
          // An online order waits in "awaiting payment" until the provider confirms; the order
          // page shows that, and a failed payment, so every way out of here ends there.
          const started = await startOrderPayment(order, {
            token: body.token,
            user_id: body.user_id,
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
            options.onPriceChanged();
          }
        },
      },
    );
  };

  return { placedOrderId, stripeIntent, place };
}
