import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export interface RateOrderInput {
  token: string;
  user_id: number;
  order_id: string;
  store_rating: number;
  rider_rating?: number | null;
  review: string;
}

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
