import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreOrder } from '@app/shared/console/console.schemas';
import { consolePost } from '../../../lib/console-api';
import { storeItemsQueryKey } from '../../../lib/store-items';
import { storeOrdersQueryKey } from './get-store-orders';

export type PickingInput =
  | {
      call: 'pick-order-line';
      uniqueOrderId: string;
      lineId: number;
      pickStatus: 'picked' | 'short';
    }
  | {
      call: 'propose-substitute';
      uniqueOrderId: string;
      lineId: number;
      itemId: number;
      quantity: number;
    };

/** pick-order-line and propose-substitute: both answer the changed order. */
export function runPicking(input: PickingInput): Promise<StoreOrder> {
  const common = { unique_order_id: input.uniqueOrderId, order_item_id: input.lineId };
  return input.call === 'pick-order-line'
    ? consolePost<StoreOrder>(input.call, { ...common, pick_status: input.pickStatus })
    : consolePost<StoreOrder>(input.call, {
        ...common,
        item_id: input.itemId,
        quantity: input.quantity,
      });
}

/** Grocery picking on a card: the board shows the answer at once; stock may have changed. */
export function usePicking({ storeId }: { storeId: number }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runPicking,
    onSuccess: (order) => {
      queryClient.setQueryData<StoreOrder[]>(storeOrdersQueryKey(storeId, 'active'), (orders) =>
        orders?.map((existing) =>
          existing.unique_order_id === order.unique_order_id ? order : existing,
        ),
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: storeOrdersQueryKey(storeId) });
      void queryClient.invalidateQueries({ queryKey: storeItemsQueryKey(storeId) });
    },
  });
}
