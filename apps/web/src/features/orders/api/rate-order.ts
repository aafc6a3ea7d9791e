import type { RequestOf } from '@app/shared/common/api-contract';
import type { rateOrderRequestSchema } from '@app/shared/orders/orders.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

/** The body of the call, from its request schema (a contract change breaks this build). */
export type RateOrderInput = RequestOf<typeof rateOrderRequestSchema>;

export interface OrderRating {
  order_id: number;
  store_rating: number;
  rider_rating: number | null;
}

export async function rateOrder(input: RateOrderInput): Promise<OrderRating> {
  const response = await apiPost<ApiSuccess<OrderRating>>('rate-order', input);
  return response.data;
}

export function useRateOrderMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateOrder,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['get-orders'] }),
  });
}
