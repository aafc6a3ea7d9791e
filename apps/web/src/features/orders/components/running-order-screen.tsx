import { ORDER_STATUS, isRunningStatus } from '@app/shared/orders/orders.models';
import type { Order } from '@app/shared/orders/orders.schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { PageTopBar } from '../../../components/ui/page-top-bar';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { clearPushOffer, offerPush } from '../../../lib/push-offer';
import { LoginPrompt } from '../../../components/login-prompt';
import { useLoggedInUser } from '../../../lib/session/user-store';
import { getRestaurantInfoQueryOptions } from '../../../lib/catalog/get-restaurant-info';
import { useMoney } from '../../../lib/use-money';
import { BillDetails } from '../../../components/cart/bill-details';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useDeliveryGuyGpsLocation } from '../../../lib/tracking/get-delivery-guy-gps-location';
import { HandoverPinCard } from '../../../components/tracking/handover-pin-card';
import { LiveTracking, hasLiveTracking } from '../../../components/tracking/live-tracking';
import { OrderItemsList } from '../../../components/order-items-list';
import { useOrderStream } from '../../../lib/live/use-order-stream';
import type { EventSourceFactory } from '../../../lib/live/live-stream';
import { useOrderDetails } from '../api/get-order-details';
import { statusLabelKey } from '../../../lib/orders/order-display';
import { CancelOrderControl } from './cancel-order-control';
import { CourierOrderDetails } from './courier-order-details';
import { OrderPaymentFacts } from './order-payment';
import { OrderStatusNotes } from './order-status-notes';
import { OrderStatusPill } from './order-status-pill';
import { Timeline } from './order-timeline';
import { RefundNote } from './refund-note';
import { SubstitutionsSection } from './substitutions-section';
import '../../../lib/i18n/order-strings';
import '../../../lib/i18n/screen-strings';

/** The live map and ETA, with the rider's last position as the start and the store's prep time. */
function LiveSection({ order, isStreamLive }: { order: Order; isStreamLive: boolean }) {
  const user = useLoggedInUser();
  const location = useDeliveryGuyGpsLocation(
    user
      ? { token: user.auth_token, user_id: user.id, unique_order_id: order.unique_order_id }
      : null,
    isStreamLive ? false : RIDER_LOCATION_POLL_MS,
  );
  const store = useQuery({
    ...getRestaurantInfoQueryOptions({ slug: order.restaurant.slug, position: null, token: null }),
    enabled: order.status === ORDER_STATUS.RIDER_ASSIGNED,
  });
  return (
    <LiveTracking
      order={order}
      rider={location.data ?? null}
      prepMinutes={store.data?.prep_time ?? 0}
    />
  );
}

const RIDER_LOCATION_POLL_MS = 10_000;

function OrderDetails({ order, isStreamLive }: { order: Order; isStreamLive: boolean }) {
  const { t } = useTranslation();
  const { money } = useMoney();

  return (
    <>
      <section aria-labelledby="order-status" className="bg-white p-4">
        <p className="text-[13px] text-muted">
          {order.restaurant.name} · #{order.unique_order_id}
        </p>
        <h2 id="order-status" className="mt-1 text-2xl font-extrabold text-ink">
          <span className="sr-only">{t('orderStatus')}: </span>
          {t(statusLabelKey(order.status))}
        </h2>
        <OrderStatusNotes order={order} isStreamLive={isStreamLive} />
        {order.delivery_pin && order.status === ORDER_STATUS.PICKED_UP ? (
          <HandoverPinCard
            label={t('orderDeliveryPin')}
            hint={t('trackingShowPin')}
            pin={order.delivery_pin}
            className="mt-3"
          />
        ) : order.delivery_pin && isRunningStatus(order.status) ? (
          <p className="mt-3 rounded-xl bg-primary-soft px-4 py-3 text-[15px] text-ink">
            {t('orderDeliveryPin')}{' '}
            <strong className="font-mono text-lg tracking-widest">{order.delivery_pin}</strong>
          </p>
        ) : null}
        {order.refund ? <RefundNote refund={order.refund} /> : null}
        <CancelOrderControl order={order} />
        {order.is_ratable ? (
          <Link
            to={`/rate-order/${encodeURIComponent(order.unique_order_id)}`}
            className={buttonClassName('primary', 'mt-4 w-full')}
          >
            {t('ordersRate')}
          </Link>
        ) : null}
      </section>

      {order.kind === 'grocery' ? <SubstitutionsSection order={order} /> : null}

      {hasLiveTracking(order) ? <LiveSection order={order} isStreamLive={isStreamLive} /> : null}

      {order.events.length > 0 ? <Timeline order={order} /> : null}

      <OrderItemsList headingId="order-items" items={order.items} money={money} />

      <BillDetails bill={order.bill} headingId="order-bill" />

      <section aria-labelledby="order-delivery" className="space-y-3 bg-white p-4 text-sm">
        <h2 id="order-delivery" className="text-[15px] font-extrabold text-ink">
          {order.delivery_type === 'DELIVERY' ? t('orderDeliverTo') : t('orderPickupFrom')}
        </h2>
        <p className="text-ink">
          {order.delivery_type === 'DELIVERY' && order.address
            ? [order.address.house, order.address.address, order.address.landmark]
                .filter(Boolean)
                .join(', ')
            : order.restaurant.address}
        </p>
        <OrderPaymentFacts order={order} />
        {order.comment ? (
          <p className="text-muted">
            {t('cartComment')}: <span className="text-ink">{order.comment}</span>
          </p>
        ) : null}
      </section>
    </>
  );
}

/**
 * `/running-order/{unique_order_id}`: status, live map and ETA once a rider has it, timeline, bill,
 * and cancelling while allowed. Changes arrive on the order stream; while it is down the page
 * polls every 10 s.
 */
export function RunningOrderScreen({
  uniqueOrderId,
  createEventSource,
}: {
  uniqueOrderId: string;
  /** Tests hand in a fake EventSource. */
  createEventSource?: EventSourceFactory | null;
}) {
  const { t } = useTranslation();
  const user = useLoggedInUser();
  const [isFinished, setFinished] = useState(false);
  const stream = useOrderStream({
    uniqueOrderId,
    token: user?.auth_token ?? null,
    isEnabled: !isFinished,
    ...(createEventSource !== undefined ? { createEventSource } : {}),
  });
  const query = useOrderDetails(
    user ? { token: user.auth_token, user_id: user.id, unique_order_id: uniqueOrderId } : null,
    { isStreamLive: stream.isLive },
  );
  const isTerminal = query.data !== undefined && !isRunningStatus(query.data.status);
  if (isTerminal !== isFinished) setFinished(isTerminal);
  // H8.11: push is worth asking for while an order runs, not on a cancelled or delivered one,
  // and not while a grocery substitute waits for an answer: nothing may cover its buttons.
  const isRunning = query.data !== undefined && !isTerminal;
  const isDeciding =
    query.data?.items.some(
      (line) => line.substitution?.status === 'proposed' && line.settlement === null,
    ) ?? false;
  useEffect(() => {
    if (isDeciding) clearPushOffer();
    else if (isRunning) offerPush();
  }, [isRunning, isDeciding]);

  let body;
  if (!user) {
    body = <LoginPrompt next={`/running-order/${encodeURIComponent(uniqueOrderId)}`} />;
  } else if (query.isPending) {
    body = (
      <SkeletonRegion label={t('appLoading')} className="space-y-3 p-4">
        <Skeleton className="h-32 w-full rounded-2xl" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </SkeletonRegion>
    );
  } else if (query.data) {
    body =
      query.data.kind === 'courier' && query.data.courier ? (
        <CourierOrderDetails
          order={query.data}
          courier={query.data.courier}
          isStreamLive={stream.isLive}
        />
      ) : (
        <OrderDetails order={query.data} isStreamLive={stream.isLive} />
      );
  } else {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    body = (
      <div className="px-6 py-12 text-center">
        <p role="alert" className="text-muted">
          {notFound ? t('orderNotFound') : t('errorMessage')}
        </p>
        {notFound ? (
          <Link to="/my-orders" className={buttonClassName('outline', 'mt-4')}>
            {t('pageYourOrders')}
          </Link>
        ) : (
          <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
            {t('tryAgain')}
          </Button>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-canvas pb-8">
      <PageTopBar
        title={t('pageTrackYourOrder')}
        backLabel={t('back')}
        action={
          query.data ? (
            <span className="pr-2">
              <OrderStatusPill status={query.data.status} />
            </span>
          ) : null
        }
      />
      <main className="space-y-3">{body}</main>
    </div>
  );
}
