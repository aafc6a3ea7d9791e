import { useCallback, useState } from 'react';
import type { StoreOrder } from '@app/shared/console/console.schemas';
import { ErrorNote } from '../../../components/ui';
import { errorMessage } from '../../../lib/console-api';
import { useTitleBadge } from '../../../lib/use-title-badge';
import { useStoresOrders } from '../api/get-store-orders';
import { useOrderAction } from '../api/order-actions';
import { useArrivalAlerts } from '../hooks/use-arrival-alerts';
import { BOARD_COLUMNS, groupByColumn, isNewOrderStatus, type OrderAction } from '../lib/board';
import { KitchenTicket } from './kitchen-ticket';
import { OrderCard } from './order-card';
import { RejectDialog } from './reject-dialog';

/**
 * The active orders of every store of the board (one owner's stores together) in columns New,
 * Preparing, Out for delivery and Ready for pickup. A new order at any store plays the alert and
 * counts in the title badge, whichever store the filter shows.
 */
export function OrdersBoard({
  storeIds,
  storeFilter = null,
  isStreamLive,
}: {
  storeIds: readonly number[];
  /** Show only this store's orders (alerts still come from all). */
  storeFilter?: number | null;
  isStreamLive: boolean;
}) {
  const orders = useStoresOrders({ storeIds, scope: 'active', isStreamLive });
  const { highlighted, announcement, dismiss } = useArrivalAlerts({ orders: orders.data });
  const action = useOrderAction();
  const [rejecting, setRejecting] = useState<{ orderId: string; action: OrderAction } | null>(null);
  const [printing, setPrinting] = useState<StoreOrder | null>(null);
  const endPrint = useCallback(() => setPrinting(null), []);
  const waiting = (orders.data ?? []).filter((order) => isNewOrderStatus(order.status)).length;
  useTitleBadge(waiting);
  const showStore = storeIds.length > 1;

  const run = (orderId: string, chosen: OrderAction, reason?: string) => {
    dismiss(orderId);
    action.mutate(
      { call: chosen.call, uniqueOrderId: orderId, reason },
      { onSuccess: () => setRejecting(null) },
    );
  };

  const onAction = (orderId: string, chosen: OrderAction) => {
    if (chosen.call === 'reject-order') {
      action.reset();
      setRejecting({ orderId, action: chosen });
      return;
    }
    run(orderId, chosen);
  };

  const pendingFor = (orderId: string) =>
    action.isPending && action.variables?.uniqueOrderId === orderId
      ? actionIdOf(action.variables.call)
      : null;

  if (orders.isPending) return <p className="p-4 text-muted">Loading orders…</p>;
  if (orders.isError && !orders.data)
    return (
      <div className="p-4">
        <ErrorNote>{errorMessage(orders.error)}</ErrorNote>
      </div>
    );

  const shown = (orders.data ?? []).filter(
    (order) => storeFilter === null || order.restaurant.id === storeFilter,
  );
  const groups = groupByColumn(shown);
  return (
    <>
      <p aria-live="assertive" className="sr-only">
        {announcement}
      </p>
      {action.isError && !rejecting ? (
        <div className="px-4 pt-3">
          <ErrorNote>{errorMessage(action.error)}</ErrorNote>
        </div>
      ) : null}
      <div className="grid gap-4 p-4 md:grid-cols-2 xl:grid-cols-4">
        {BOARD_COLUMNS.map((column) => {
          const list = groups[column.id];
          return (
            <section
              key={column.id}
              aria-labelledby={`column-${column.id}`}
              data-testid={`column-${column.id}`}
              className="min-w-0 rounded-lg bg-canvas p-3"
            >
              <h2 id={`column-${column.id}`} className="mb-3 flex items-center gap-2 font-semibold">
                {column.title}
                <span className="rounded-full bg-white px-2 text-xs tabular-nums">
                  {list.length}
                </span>
              </h2>
              {list.length === 0 ? (
                <p className="text-sm text-muted">No orders</p>
              ) : (
                <div className="space-y-3">
                  {list.map((order) => (
                    <OrderCard
                      key={order.unique_order_id}
                      order={order}
                      isHighlighted={highlighted.has(order.unique_order_id)}
                      showStore={showStore}
                      onPrint={() => setPrinting(order)}
                      pendingAction={pendingFor(order.unique_order_id)}
                      onAction={(chosen) => onAction(order.unique_order_id, chosen)}
                    />
                  ))}
                </div>
              )}
            </section>
          );
        })}
      </div>
      {rejecting ? (
        <RejectDialog
          orderId={rejecting.orderId}
          title={rejecting.action.label}
          isPending={action.isPending}
          error={action.isError ? errorMessage(action.error) : null}
          onConfirm={(reason) => run(rejecting.orderId, rejecting.action, reason)}
          onClose={() => setRejecting(null)}
        />
      ) : null}
      {printing ? <KitchenTicket order={printing} onDone={endPrint} /> : null}
    </>
  );
}

function actionIdOf(call: OrderAction['call']): OrderAction['id'] {
  const ids: Record<OrderAction['call'], OrderAction['id']> = {
    'accept-order': 'accept',
    'reject-order': 'reject',
    'mark-order-ready': 'mark-ready',
    'complete-order': 'complete',
    'confirm-scheduled': 'confirm',
  };
  return ids[call];
}
