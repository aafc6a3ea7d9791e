import type { RequestOf } from '@app/shared/common/api-contract';
import type {
  DeliveryOrder,
  arrivedAtStopRequestSchema,
} from '@app/shared/delivery/delivery.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

/** The body of the call, from its request schema (a contract change breaks this build). */
export type ArrivedAtStopInput = RequestOf<typeof arrivedAtStopRequestSchema>;

/** delivery/arrived-at-stop: a courier task's rider reached the pickup or the drop. */
export async function arrivedAtStop(input: ArrivedAtStopInput): Promise<DeliveryOrder> {
  const response = await apiPost<ApiSuccess<DeliveryOrder>>('delivery/arrived-at-stop', input);
  return response.data;
}

export function useArrivedAtStop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: arrivedAtStop,
    onSuccess: (order) => {
      // It answers the order as it now is; anything else waits for the refetch below.
      if (typeof order?.unique_order_id !== 'string' || !order.courier) return;
      queryClient.setQueryData(
        ['delivery/get-single-delivery-order', order.unique_order_id],
        order,
      );
    },
    onSettled: (_data, _error, input) => {
      void queryClient.invalidateQueries({
        queryKey: ['delivery/get-single-delivery-order', input.unique_order_id],
      });
    },
  });
}
