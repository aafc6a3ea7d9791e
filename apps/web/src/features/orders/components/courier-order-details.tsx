import type { CourierTask } from '@app/shared/courier/courier.schemas';
import { ORDER_STATUS, isRunningStatus } from '@app/shared/orders/orders.models';
import type { Order } from '@app/shared/orders/orders.schemas';
import { buttonClassName } from '../../../components/ui/button';
import { CourierMap } from '../../../components/courier/courier-map';
import { CourierPackage } from '../../../components/courier/courier-package';
import { CourierStepsList } from '../../../components/courier/courier-steps-list';
import { CourierStopCard } from '../../../components/courier/courier-stop-card';
import {
  COURIER_STEP_LABEL_KEYS,
  courierStep,
  taskTypeLabelKey,
  telUrl,
} from '../../../lib/courier/courier-display';
import { courierEtaMinutes } from '../../../lib/courier/courier-eta';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { statusLabelKey } from '../../../lib/orders/order-display';
import { useLoggedInUser } from '../../../lib/session/user-store';
import { useDeliveryGuyGpsLocation } from '../../../lib/tracking/get-delivery-guy-gps-location';
import { CancelOrderControl } from './cancel-order-control';
import { CourierFareBill } from './courier-fare-bill';
import { OrderPaymentFacts } from './order-payment';
import { OrderStatusNotes } from './order-status-notes';
import { Timeline } from './order-timeline';
import { RefundNote } from './refund-note';
import { ShareTrackingLink } from './share-tracking-link';
import '../../../lib/i18n/courier-tracking-strings';
import '../../../lib/i18n/order-strings';

const RIDER_LOCATION_POLL_MS = 10_000;

function PinNote({ label, hint, pin }: { label: string; hint: string; pin: string }) {
  return (
    <div
      role="note"
      aria-label={label}
      className="rounded-2xl bg-primary-soft px-4 py-3 text-center text-ink"
    >
      <p className="text-sm font-semibold">{hint}</p>
      <p className="mt-1 font-mono text-3xl font-extrabold tracking-[0.4em]">{pin}</p>
    </div>
  );
}

interface CourierOrderProps {
  order: Order;
  courier: CourierTask;
  isStreamLive: boolean;
}

/** The map with the pickup, the drop and the rider's live position, the ETA and a call button. */
function CourierLive({ order, courier, isStreamLive }: CourierOrderProps) {
  const { t } = useTranslation();
  const user = useLoggedInUser();
  const hasRider =
    order.status === ORDER_STATUS.RIDER_ASSIGNED || order.status === ORDER_STATUS.PICKED_UP;
  const location = useDeliveryGuyGpsLocation(
    user && hasRider
      ? { token: user.auth_token, user_id: user.id, unique_order_id: order.unique_order_id }
      : null,
    isStreamLive ? false : RIDER_LOCATION_POLL_MS,
  );
  const rider = hasRider ? (location.data ?? null) : null;
  const minutes = courierEtaMinutes({
    status: order.status,
    pickup: courier.pickup,
    drop: courier.drop,
    rider,
    fallback: courier.eta_minutes,
  });
  const riderPhone = order.rider?.phone?.trim() ? order.rider.phone : null;
  return (
    <section aria-label={t('courierMapLabel')} className="bg-white">
      <CourierMap
        pickup={courier.pickup}
        drop={courier.drop}
        rider={rider}
        label={t('courierMapLabel')}
      />
      {minutes !== null || order.rider ? (
        <div className="flex flex-wrap items-center justify-between gap-2 p-4">
          {minutes !== null ? (
            <p className="text-lg font-extrabold text-ink" aria-live="polite">
              {t('courierEta').replace('{minutes}', String(minutes))}
            </p>
          ) : null}
          {order.rider && riderPhone ? (
            <a
              href={telUrl(riderPhone)}
              className={buttonClassName('outline', 'min-h-10 px-4 text-sm')}
            >
              {t('courierCallRider')} · {order.rider.name}
            </a>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/**
 * The running-order page of a pickup and drop task: the courier's steps, both PINs, the tracking
 * link for the recipient, both stops, the package, the map and the fare. No store to rate.
 */
export function CourierOrderDetails({ order, courier, isStreamLive }: CourierOrderProps) {
  const { t } = useTranslation();
  const user = useLoggedInUser();
  const step = courierStep({ status: order.status, ...courier });
  const isRunning = isRunningStatus(order.status);
  const isBeforePickup =
    order.status === ORDER_STATUS.PLACED || order.status === ORDER_STATUS.RIDER_ASSIGNED;
  const showMap = step !== null && step !== 'delivered';

  return (
    <>
      <section aria-labelledby="order-status" className="space-y-3 bg-white p-4">
        <div>
          <p className="text-[13px] text-muted">
            {t('courierTaskTitle').replace('{type}', t(taskTypeLabelKey(courier.task_type)))} · #
            {order.unique_order_id}
          </p>
          <h2 id="order-status" className="mt-1 text-2xl font-extrabold text-ink">
            <span className="sr-only">{t('orderStatus')}: </span>
            {step ? t(COURIER_STEP_LABEL_KEYS[step]) : t(statusLabelKey(order.status))}
          </h2>
          <OrderStatusNotes order={order} isStreamLive={isStreamLive} />
        </div>
        {isRunning && isBeforePickup && courier.pickup_pin ? (
          <PinNote
            label={t('courierPickupPin')}
            hint={t('courierGivePickupPin')}
            pin={courier.pickup_pin}
          />
        ) : null}
        {isRunning && order.delivery_pin ? (
          <PinNote
            label={t('courierDropPin')}
            hint={t('courierShareDropPin')}
            pin={order.delivery_pin}
          />
        ) : null}
        {isRunning ? (
          <ShareTrackingLink
            courier={courier}
            senderName={user?.name || courier.pickup.contact_name}
          />
        ) : null}
        {order.refund ? <RefundNote refund={order.refund} /> : null}
        <CancelOrderControl order={order} />
      </section>

      {showMap ? <CourierLive order={order} courier={courier} isStreamLive={isStreamLive} /> : null}

      {step ? (
        <CourierStepsList current={step} headingId="courier-steps" />
      ) : order.events.length > 0 ? (
        <Timeline order={order} />
      ) : null}

      <section aria-labelledby="courier-stops" className="space-y-4 bg-white p-4">
        <h2 id="courier-stops" className="sr-only">
          {t('courierPickup')} / {t('courierDrop')}
        </h2>
        <CourierStopCard which="pickup" stop={courier.pickup} />
        <CourierStopCard which="drop" stop={courier.drop} />
      </section>

      <CourierPackage courier={courier}>
        <p className="text-muted">
          {t('courierStraightLine').replace('{km}', courier.price.distance_km.toFixed(1))}
        </p>
        {courier.instructions ? (
          <p className="text-muted">
            {t('courierInstructions')}: <span className="text-ink">{courier.instructions}</span>
          </p>
        ) : null}
        {courier.proof_photo ? (
          <figure className="pt-2">
            <img
              src={courier.proof_photo}
              alt={t('courierProofPhoto')}
              className="max-h-56 w-full rounded-xl object-cover"
            />
            <figcaption className="pt-1 text-xs text-muted">{t('courierProofPhoto')}</figcaption>
          </figure>
        ) : null}
      </CourierPackage>

      <CourierFareBill order={order} courier={courier} />

      <section className="bg-white p-4 text-sm">
        <OrderPaymentFacts order={order} />
      </section>
    </>
  );
}
