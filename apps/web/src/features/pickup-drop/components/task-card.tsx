import type { Order } from '@app/shared/orders/orders.schemas';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatOrderDate, statusLabelKey } from '../../../lib/orders/order-display';
import { useMoney } from '../../../lib/use-money';
import { TASK_TYPE_ICONS, taskTypeLabel } from '../lib/parcel';

export type CourierOrder = Order & { courier: NonNullable<Order['courier']> };

function shortAddress(address: string): string {
  return address.split(',')[0]?.trim() || address;
}

/** One task as a card: type, description, both stops (short), status, date and total. */
export function TaskCard({ order }: { order: CourierOrder }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const { courier } = order;
  const status = t(statusLabelKey(order.status));
  const type = taskTypeLabel(courier.task_type, t);
  return (
    <Link
      to={`/running-order/${encodeURIComponent(order.unique_order_id)}`}
      aria-label={t('pndTaskCardLabel')
        .replace('{type}', type)
        .replace('{id}', order.unique_order_id)
        .replace('{status}', status)}
      className="flex gap-3 rounded-2xl border border-line bg-white p-4 shadow-[0_2px_10px_rgb(40_44_63/0.05)] hover:border-primary/40"
    >
      <span aria-hidden="true" className="text-3xl">
        {TASK_TYPE_ICONS[courier.task_type]}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1 leading-snug">
        <span className="flex items-baseline justify-between gap-2">
          <span className="truncate text-[15px] font-bold text-ink">
            {type} · {courier.description}
          </span>
          <span className="shrink-0 text-[15px] font-bold text-ink">{money(order.bill.total)}</span>
        </span>
        <span className="truncate text-[13px] text-muted">
          {shortAddress(courier.pickup.address)} → {shortAddress(courier.drop.address)}
        </span>
        <span className="flex items-center justify-between gap-2 text-[13px]">
          <span className="font-semibold text-primary-strong">{status}</span>
          <span className="text-muted">{formatOrderDate(order.created_at)}</span>
        </span>
      </span>
      <ChevronRightIcon className="size-5 shrink-0 self-center text-muted/70" />
    </Link>
  );
}
