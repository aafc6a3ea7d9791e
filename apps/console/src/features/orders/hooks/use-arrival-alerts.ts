import { useCallback, useEffect, useRef, useState } from 'react';
import type { StoreOrder } from '@app/shared/console/console.schemas';
import { playBeep } from '../../../lib/beep';
import { findArrivals, isNewOrderStatus } from '../lib/board';

/**
 * Watches the active orders: an order that shows up waiting for the store after the first load
 * (from the stream or from polling) plays the alert and stays highlighted until it is handled.
 * The board is keyed by store, so a store switch starts afresh.
 */
export function useArrivalAlerts({
  orders,
  onArrival = playBeep,
}: {
  orders: readonly StoreOrder[] | undefined;
  onArrival?: () => void;
}) {
  const known = useRef<Set<string> | null>(null);
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!orders) return;
    if (known.current === null) {
      known.current = new Set(orders.map((order) => order.unique_order_id));
      return;
    }
    const arrivals = findArrivals(known.current, orders);
    for (const order of orders) known.current.add(order.unique_order_id);
    const waiting = new Set(
      orders.filter((order) => isNewOrderStatus(order.status)).map((o) => o.unique_order_id),
    );
    setHighlighted((previous) => {
      const next = new Set([...previous].filter((id) => waiting.has(id)));
      for (const id of arrivals) next.add(id);
      return next.size === previous.size && [...next].every((id) => previous.has(id))
        ? previous
        : next;
    });
    if (arrivals.length > 0) {
      onArrival();
      setAnnouncement(
        arrivals.length === 1 ? `New order ${arrivals[0]}` : `${arrivals.length} new orders`,
      );
    }
  }, [orders, onArrival]);

  const dismiss = useCallback((uniqueOrderId: string) => {
    setHighlighted((previous) => {
      if (!previous.has(uniqueOrderId)) return previous;
      const next = new Set(previous);
      next.delete(uniqueOrderId);
      return next;
    });
  }, []);

  return { highlighted, announcement, dismiss };
}
