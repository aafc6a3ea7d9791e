import type { DeliveryOrder } from '@app/shared/delivery/delivery.schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { stopAddressLine, taskTypeLabelKey } from '../../../lib/courier/courier-display';
import { useMoney } from '../../../lib/use-money';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { courierEarnings } from '../lib/courier-steps';
import '../../../lib/i18n/courier-tracking-strings';

function StopLine({
  which,
  address,
  landmark,
}: {
  which: 'pickup' | 'drop';
  address: string;
  landmark: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-2">
      <span
        aria-hidden="true"
        className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-full text-[10px] font-extrabold text-white ${which === 'pickup' ? 'bg-amber-700' : 'bg-green-700'}`}
      >
        {which === 'pickup' ? 'P' : 'D'}
      </span>
      <p className="min-w-0 text-sm text-ink">
        <span className="font-semibold">
          {t(which === 'pickup' ? 'courierPickup' : 'courierDrop')}:{' '}
        </span>
        {address}
        {landmark ? (
          <span className="block text-xs text-muted">
            {t('courierLandmark').replace('{landmark}', landmark)}
          </span>
        ) : null}
      </p>
    </div>
  );
}

/** A courier task in the rider's lists: both stops, the package, who pays where, the earnings. */
export function CourierOrderCard({ order, action }: { order: DeliveryOrder; action?: ReactNode }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const courier = order.courier;
  if (!courier) return null;
  const cash = order.cash_to_collect;
  const cashText =
    cash > 0 && courier.collect_cash_at
      ? t(
          courier.collect_cash_at === 'drop'
            ? 'courierRiderCollectAtDrop'
            : 'courierRiderCollectAtPickup',
        ).replace('{amount}', money(cash))
      : null;
  return (
    <li className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <Link
        to={`/delivery/orders/${encodeURIComponent(order.unique_order_id)}`}
        aria-label={t('deliveryOpenOrder').replace('{id}', order.unique_order_id)}
        className="block"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-[15px] font-extrabold text-ink">
              <span className="mr-1.5 inline-block rounded-md bg-primary-soft px-1.5 whitespace-nowrap py-0.5 text-xs font-bold text-primary-strong">
                {t('courierPickAndDrop')}
              </span>
              {t(taskTypeLabelKey(courier.task_type))}
            </p>
            <p className="text-xs text-muted">#{order.unique_order_id}</p>
          </div>
          {cashText ? (
            <p className="shrink-0 rounded-lg bg-amber-50 px-2 py-1 text-right text-xs font-bold text-amber-900">
              {cashText}
            </p>
          ) : (
            <p className="shrink-0 rounded-lg bg-green-50 px-2 py-1 text-xs font-bold text-green-800">
              {t('courierRiderPrepaid')}
            </p>
          )}
        </div>
        <div className="mt-3 space-y-2">
          <StopLine
            which="pickup"
            address={stopAddressLine(courier.pickup)}
            landmark={courier.pickup.landmark}
          />
          <StopLine
            which="drop"
            address={stopAddressLine(courier.drop)}
            landmark={courier.drop.landmark}
          />
        </div>
        <p className="mt-2 line-clamp-2 text-sm text-ink">
          <span className="text-muted">{t('courierPackage')}: </span>
          {courier.description} · {t('courierWeight').replace('{kg}', String(courier.weight_kg))}
        </p>
        <p className="mt-1 text-xs text-muted">
          {order.distance_km !== null
            ? `${t('deliveryDistance').replace('{km}', order.distance_km.toFixed(1))} · `
            : ''}
          <span className="font-bold text-ink">
            {t('courierRiderEarnings').replace('{amount}', money(courierEarnings(order)))}
          </span>
        </p>
      </Link>
      {action ? <div className="mt-3">{action}</div> : null}
    </li>
  );
}
