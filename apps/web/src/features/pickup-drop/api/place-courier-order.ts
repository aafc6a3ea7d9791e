import type { RequestOf } from '@app/shared/common/api-contract';
import type { courierPlaceOrderRequestSchema } from '@app/shared/courier/courier-orders.schemas';
import type { Order } from '@app/shared/orders/orders.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

/** The body of the call, from its request schema (a contract change breaks this build). */
export type PlaceCourierOrderInput = RequestOf<typeof courierPlaceOrderRequestSchema>;

/**
 * Places the task as an order of kind `courier`. The same `idempotency_key` on a retry returns
 * the first order; a total other than `expected_total` is refused (orders.price_changed).
 */
export async function placeCourierOrder(input: PlaceCourierOrderInput): Promise<Order> {
  const response = await apiPost<ApiSuccess<Order>>('pickup-and-drop-place-order', input);
  return response.data;
}

export function usePlaceCourierOrder() {
  return useMutation({ mutationFn: placeCourierOrder });
}
