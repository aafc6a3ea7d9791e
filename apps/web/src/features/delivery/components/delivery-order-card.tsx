import type { DeliveryOrder } from '@app/shared/delivery/delivery.schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMoney } from '../../../lib/use-money';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { customerAddressLine } from '../lib/delivery-display';
import { CourierOrderCard } from './courier-order-card';

/** One order in the rider's lists: where from, where to, what to collect; `action` below. */
export function DeliveryOrderCard({ order, action }: { order: DeliveryOrder; action?: ReactNode }) {
  if (order.kind === 'courier' && order.courier) {
    return <CourierOrderCard order={order} action={action} />;
  }
  return <StoreOrderCard order={order} action={action} />;
}

function StoreOrderCard({ order, action }: { order: DeliveryOrder; action?: ReactNode }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const itemCount = order.items.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <li className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <Link
        to={`/delivery/orders/${encodeURIComponent(order.unique_order_id)}`}
        aria-label={t('deliveryOpenOrder').replace('{id}', order.unique_order_id)}
        className="block"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="truncate text-[15px] font-extrabold text-ink">{order.store.name}</p>
            <p className="text-xs text-muted">#{order.unique_order_id}</p>
          </div>
          {order.cash_to_collect > 0 ? (
            <p className="shrink-0 rounded-lg bg-amber-50 px-2 py-1 text-right text-xs font-bold text-amber-900">
              {t('deliveryCashToCollect')}
              <span className="block text-[15px]">{money(order.cash_to_collect)}</span>
            </p>
          ) : (
            <p className="shrink-0 rounded-lg bg-green-50 px-2 py-1 text-xs font-bold text-green-800">
              {t('deliveryPrepaid')}
            </p>
          )}
        </div>
        <p className="mt-2 line-clamp-2 text-sm text-ink">
          <span className="text-muted">{t('deliveryDeliverTo')}: </span>
          {customerAddressLine(order) || order.customer.name}
        </p>
        <p className="mt-1 text-xs text-muted">
          {itemCount === 1
            ? t('deliveryOneItem')
            : t('deliveryItemsCount').replace('{count}', String(itemCount))}
          {order.distance_km !== null
            ? ` · ${t('deliveryDistance').replace('{km}', order.distance_km.toFixed(1))}`
            : ''}
          {order.tip > 0 ? ` · ${t('deliveryTip')} ${money(order.tip)}` : ''}
        </p>
      </Link>
      {action ? <div className="mt-3">{action}</div> : null}
    </li>
  );
}
