import type { RequestOf } from '@app/shared/common/api-contract';
import type { cancelOrderRequestSchema } from '@app/shared/orders/orders.schemas';
import type { Order } from '@app/shared/orders/orders.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';
import '../../../lib/i18n/screen-strings';

/** The body of the call, from its request schema (a contract change breaks this build). */
export type CancelOrderInput = RequestOf<typeof cancelOrderRequestSchema>;

export async function cancelOrder(input: CancelOrderInput): Promise<Order> {
  const response = await apiPost<ApiSuccess<Order>>('cancel-order', input);
  return response.data;
}

/** Cancels, then refreshes the order, the order list and the wallet (refunds land there). */
export function useCancelOrderMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: (_data, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: ['get-order-details', input.order_id] });
      void queryClient.invalidateQueries({ queryKey: ['get-orders'] });
      void queryClient.invalidateQueries({ queryKey: ['get-wallet-transactions'] });
    },
  });
}
