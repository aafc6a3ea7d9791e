import type { decideSubstitutionRequestSchema } from '@app/shared/grocery/grocery.schemas';
import type { RequestOf } from '@app/shared/common/api-contract';
import type { Order } from '@app/shared/orders/orders.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export type DecideSubstitutionInput = RequestOf<typeof decideSubstitutionRequestSchema>;

export async function decideSubstitution(input: DecideSubstitutionInput): Promise<Order> {
  const response = await apiPost<ApiSuccess<Order>>('decide-substitution', input);
  return response.data;
}

/**
 * The customer's answer to a substitute: the order comes back with the bill and refund; the
 * order is refetched either way (a 409 means time ran out or it was already decided) and the
 * wallet, where a refund may have landed.
 */
export function useDecideSubstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSubstitution,
    onSuccess: (order) => {
      queryClient.setQueryData(['get-order-details', order.unique_order_id], order);
    },
    onSettled: (_data, _error, input) => {
      void queryClient.invalidateQueries({
        queryKey: ['get-order-details', input.unique_order_id],
      });
      void queryClient.invalidateQueries({ queryKey: ['get-wallet-transactions'] });
    },
  });
}
