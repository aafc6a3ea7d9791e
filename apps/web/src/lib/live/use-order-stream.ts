import type { RiderLocation } from '@app/shared/delivery/delivery.schemas';
import type { Order } from '@app/shared/orders/orders.schemas';
import { useQueryClient } from '@tanstack/react-query';
import type { EventSourceFactory } from './live-stream';
import { STREAM_EVENT, isOrderStatusMessage, isRiderLocationMessage } from './stream-events';
import { orderStreamUrl } from './stream-urls';
import { useLiveStream } from './use-live-stream';

/**
 * The customer's live view of one order (ARCHITECTURE §7): a status change patches the cached
 * order at once and refetches it (bill, PIN, is_ratable may change with it); a grocery line or
 * substitute changing refetches it too (order_updated); a rider position
 * replaces the cached one, which moves the marker and the ETA. `isLive` false means the caller
 * polls instead.
 */
export function useOrderStream({
  uniqueOrderId,
  token,
  isEnabled,
  createEventSource,
}: {
  uniqueOrderId: string;
  token: string | null;
  isEnabled: boolean;
  createEventSource?: EventSourceFactory | null;
}): { isLive: boolean } {
  const queryClient = useQueryClient();
  const url = token && isEnabled ? orderStreamUrl({ uniqueOrderId, token }) : null;
  return useLiveStream(
    url,
    {
      [STREAM_EVENT.orderStatus]: (data) => {
        if (!isOrderStatusMessage(data) || data.unique_order_id !== uniqueOrderId) return;
        const key = ['get-order-details', uniqueOrderId];
        queryClient.setQueryData<Order>(key, (order) =>
          order ? { ...order, status: data.status, events: [...order.events, data.event] } : order,
        );
        void queryClient.invalidateQueries({ queryKey: key });
      },
      [STREAM_EVENT.orderUpdated]: (data) => {
        const id = (data as { unique_order_id?: unknown } | null)?.unique_order_id;
        if (id !== uniqueOrderId) return;
        void queryClient.invalidateQueries({ queryKey: ['get-order-details', uniqueOrderId] });
      },
      [STREAM_EVENT.riderLocation]: (data) => {
        if (!isRiderLocationMessage(data) || data.unique_order_id !== uniqueOrderId) return;
        const { latitude, longitude, heading = null, at = new Date().toISOString() } = data;
        queryClient.setQueryData<RiderLocation | null>(
          ['delivery/get-delivery-guy-gps-location', uniqueOrderId],
          () => ({ latitude, longitude, heading, at }),
        );
      },
    },
    createEventSource,
  );
}
