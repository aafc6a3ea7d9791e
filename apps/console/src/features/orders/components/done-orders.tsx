import { ErrorNote } from '../../../components/ui';
import { errorMessage } from '../../../lib/console-api';
import { formatOrderTime } from '../../../lib/format';
import { useMoney } from '../../../lib/use-money';
import { useStoresOrders } from '../api/get-store-orders';
import { paymentLabel, statusLabel } from '../lib/board';

/** Delivered and cancelled orders of the last 7 days of the board's stores, newest first. */
export function DoneOrders({
  storeIds,
  storeFilter = null,
  isStreamLive,
}: {
  storeIds: readonly number[];
  storeFilter?: number | null;
  isStreamLive: boolean;
}) {
  const formatMoney = useMoney();
  const orders = useStoresOrders({ storeIds, scope: 'done', isStreamLive });
  if (orders.isPending) return <p className="p-4 text-muted">Loading orders…</p>;
  if (orders.isError || !orders.data)
    return (
      <div className="p-4">
        <ErrorNote>{errorMessage(orders.error)}</ErrorNote>
      </div>
    );
  const list = orders.data.filter(
    (order) => storeFilter === null || order.restaurant.id === storeFilter,
  );
  if (list.length === 0)
    return <p className="p-4 text-muted">No finished orders in the last 7 days.</p>;
  return (
    <ul className="divide-y divide-line p-4">
      {list.map((order) => {
        const cancel = order.events.findLast((event) => event.to_status === 6);
        return (
          <li
            key={order.unique_order_id}
            className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-3"
          >
            <span className="font-semibold">#{order.unique_order_id}</span>
            <span className="text-sm text-muted">{formatOrderTime(order.created_at)}</span>
            {storeIds.length > 1 ? (
              <span className="text-xs font-semibold text-blue-900">{order.restaurant.name}</span>
            ) : null}
            <span className="text-sm">{order.customer.name}</span>
            <span className="text-sm">
              {order.items.map((line) => `${line.quantity} × ${line.name}`).join(', ')}
            </span>
            <span className="text-xs text-muted">{paymentLabel(order)}</span>
            <span className="ml-auto flex items-baseline gap-3">
              <span
                className={`rounded px-1.5 py-0.5 text-xs ${order.status === 6 ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-800'}`}
              >
                {statusLabel(order.status)}
              </span>
              <span className="font-semibold tabular-nums">{formatMoney(order.bill.total)}</span>
            </span>
            {cancel?.reason ? (
              <span className="w-full text-xs text-muted">Reason: {cancel.reason}</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
