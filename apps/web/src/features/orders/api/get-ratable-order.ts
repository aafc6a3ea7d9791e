import type { RequestOf } from '@app/shared/common/api-contract';
import type { getRatableOrderRequestSchema } from '@app/shared/orders/orders.schemas';
import type { Order } from '@app/shared/orders/orders.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export interface RatableOrder {
  order: Order;
  has_rider: boolean;
}

/** The body of the call, from its request schema (a contract change breaks this build). */
export type RatableOrderInput = RequestOf<typeof getRatableOrderRequestSchema>;

export async function getRatableOrder(input: RatableOrderInput): Promise<RatableOrder> {
  const response = await apiPost<ApiSuccess<RatableOrder>>('get-ratable-order', input);
  return response.data;
}

export function getRatableOrderQueryOptions(input: RatableOrderInput) {
  return queryOptions({
    queryKey: ['get-ratable-order', input.order_id],
    queryFn: () => getRatableOrder(input),
    retry: false,
  });
}

export function useRatableOrder(input: RatableOrderInput | null) {
  return useQuery({
    ...getRatableOrderQueryOptions(input ?? { token: '', user_id: 0, order_id: '' }),
    enabled: input !== null,
  });
}
