import type { DeliveryOrder } from '@app/shared/delivery/delivery.schemas';
import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { CourierMap } from '../../../components/courier/courier-map';
import { CourierPackage } from '../../../components/courier/courier-package';
import { CourierStopCard } from '../../../components/courier/courier-stop-card';
import {
  COURIER_STEP_LABEL_KEYS,
  courierStep,
  navigationUrl,
} from '../../../lib/courier/courier-display';
import { statusLabelKey } from '../../../lib/orders/order-display';
import { useMoney } from '../../../lib/use-money';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { courierEarnings, courierTarget, currentCourierStop } from '../lib/courier-steps';
import type { RiderAuth } from '../stores/delivery-user-store';
import { CourierNextAction } from './courier-next-action';
import '../../../lib/i18n/courier-tracking-strings';
import '../../../lib/i18n/delivery-strings';

/** `/delivery/orders/{id}` for a courier task: both stops, the package, the cash, the next step. */
export function CourierOrderBody({ order, auth }: { order: DeliveryOrder; auth: RiderAuth }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const courier = order.courier;
  if (!courier) return null;
  const step = courierStep({ status: order.status, ...courier });
  const target = courierTarget(order);
  const cash = order.cash_to_collect;
  // Contacts are the rider's once the task is theirs, not while it is an offer.
  const showCalls = order.status !== ORDER_STATUS.PLACED;
  // The stop the rider is at or heading for leads the action panel (with Call and Navigate);
  // here the other one is listed.
  const current = currentCourierStop(order);

  if (order.status === ORDER_STATUS.DELIVERED) {
    return (
      <div className="px-6 py-12 text-center">
        <p role="status" className="text-xl font-extrabold text-green-800">
          {t('courierRiderDone')}
        </p>
        <p className="mt-2 text-sm text-muted">
          {t('courierRiderEarnings').replace('{amount}', money(courierEarnings(order)))}
        </p>
        <Link to="/delivery/orders" className={buttonClassName('primary', 'mt-6 w-full')}>
          {t('deliveryBackToOrders')}
        </Link>
      </div>
    );
  }

  return (
    <>
      <CourierMap
        pickup={courier.pickup}
        drop={courier.drop}
        rider={null}
        label={t('courierRiderMapLabel')}
        className="h-52"
      />
      <section className="space-y-4 bg-white p-4">
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs text-muted">
              {t('courierPickAndDrop')} · #{order.unique_order_id}
            </p>
            <h2 className="text-lg font-extrabold text-ink">
              {step ? t(COURIER_STEP_LABEL_KEYS[step]) : t(statusLabelKey(order.status))}
            </h2>
          </div>
          {target && !current ? (
            <a
              href={navigationUrl(courier[target])}
              target="_blank"
              rel="noreferrer"
              className={buttonClassName('outline', 'min-h-10 shrink-0 px-3 text-sm')}
            >
              {t(target === 'pickup' ? 'courierRiderNavigatePickup' : 'courierRiderNavigateDrop')}
            </a>
          ) : null}
        </div>
        {current !== 'pickup' ? (
          <CourierStopCard which="pickup" stop={courier.pickup} showCall={showCalls} />
        ) : null}
        {current !== 'drop' ? (
          <CourierStopCard which="drop" stop={courier.drop} showCall={showCalls} />
        ) : null}
      </section>

      <CourierPackage courier={courier}>
        {courier.instructions ? (
          <p className="rounded-xl bg-amber-50 px-3 py-2 text-amber-950">
            <span className="font-semibold">{t('courierInstructions')}: </span>
            {courier.instructions}
          </p>
        ) : null}
      </CourierPackage>

      <section
        aria-label={cash > 0 ? t('deliveryCashToCollect') : t('courierRiderPrepaid')}
        className={`mx-4 rounded-2xl p-4 ${cash > 0 ? 'bg-amber-50 text-amber-950' : 'bg-green-50 text-green-900'}`}
      >
        <p className="text-[15px] font-bold">
          {cash > 0
            ? t(
                courier.collect_cash_at === 'pickup'
                  ? 'courierRiderCollectAtPickup'
                  : 'courierRiderCollectAtDrop',
              ).replace('{amount}', money(cash))
            : t('courierRiderPrepaid')}
        </p>
        <p className="mt-1 text-xs opacity-80">
          {t('courierRiderEarnings').replace('{amount}', money(courierEarnings(order)))}
          {order.tip > 0 ? ` (${t('deliveryTip')} ${money(order.tip)})` : ''}
        </p>
      </section>

      <CourierNextAction key={`${order.status}-${step ?? ''}`} order={order} auth={auth} />
    </>
  );
}
