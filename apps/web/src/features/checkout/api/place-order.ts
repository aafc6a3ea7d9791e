import type { Order, PlaceOrderRequest } from '@app/shared/orders/orders.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export type PlaceOrderInput = PlaceOrderRequest & { token: string; user_id: number };

/**
 * Places the order. The same `idempotency_key` on a retry returns the first order; the server
 * refuses with `orders.price_changed` when its total differs from `expected_total`.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<Order> {
  const response = await apiPost<ApiSuccess<Order>>('place-order', input);
  return response.data;
}

export function usePlaceOrderMutation() {
  return useMutation({ mutationFn: placeOrder });
}
