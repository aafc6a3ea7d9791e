import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreOrder } from '@app/shared/console/console.schemas';
import { consolePost } from '../../../lib/console-api';
import type { OrderAction } from '../lib/board';
import { storeOrdersQueryKey } from './get-store-orders';

/**
 * The five order calls share one shape (`unique_order_id`, and `reason` for reject-order) and one
 * answer (the changed order), so one fetcher serves accept-order, reject-order, mark-order-ready,
 * complete-order and confirm-scheduled.
 */
export function runOrderAction({
  call,
  uniqueOrderId,
  reason,
}: {
  call: OrderAction['call'];
  uniqueOrderId: string;
  reason?: string;
}): Promise<StoreOrder> {
  return consolePost<StoreOrder>(call, {
    unique_order_id: uniqueOrderId,
    ...(call === 'reject-order' ? { reason } : {}),
  });
}

/** An order action on a board of one or several stores: the order names its store. */
export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runOrderAction,
    onSuccess: (order) => {
      // Move the card at once; the refetch below confirms it.
      queryClient.setQueryData<StoreOrder[]>(
        storeOrdersQueryKey(order.restaurant.id, 'active'),
        (orders) =>
          orders?.map((existing) =>
            existing.unique_order_id === order.unique_order_id ? order : existing,
          ),
      );
    },
    // Every store's orders: on a refusal the order's store is not known here.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['console', 'store-orders'] }),
  });
}
