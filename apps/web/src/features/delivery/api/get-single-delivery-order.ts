import type { DeliveryOrder } from '@app/shared/delivery/delivery.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';
import type { RiderAuth } from '../stores/delivery-user-store';

export type DeliveryOrderInput = RiderAuth & { unique_order_id: string };

/** delivery/get-single-delivery-order: one order the rider may see (new for their stores, or theirs). */
export async function getSingleDeliveryOrder(input: DeliveryOrderInput): Promise<DeliveryOrder> {
  const response = await apiPost<ApiSuccess<DeliveryOrder>>(
    'delivery/get-single-delivery-order',
    input,
  );
  return response.data;
}

export function getSingleDeliveryOrderQueryOptions(input: DeliveryOrderInput) {
  return queryOptions({
    queryKey: ['delivery/get-single-delivery-order', input.unique_order_id],
    queryFn: () => getSingleDeliveryOrder(input),
    refetchOnWindowFocus: 'always',
  });
}

export function useSingleDeliveryOrder(input: DeliveryOrderInput | null) {
  return useQuery({
    ...getSingleDeliveryOrderQueryOptions(input ?? { token: '', user_id: 0, unique_order_id: '' }),
    enabled: input !== null,
  });
}
