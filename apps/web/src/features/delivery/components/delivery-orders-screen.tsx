import type { DeliveryOrder } from '@app/shared/delivery/delivery.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { QueryError, QueryLoading } from '../../../components/query-status';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { signalArrival } from '../../../lib/arrival-signal';
import { useLiveStream } from '../../../lib/live/use-live-stream';
import type { EventSourceFactory } from '../../../lib/live/live-stream';
import { STREAM_EVENT } from '../../../lib/live/stream-events';
import { riderStreamUrl } from '../../../lib/live/stream-urls';
import { useAdvanceDeliveryOrder } from '../api/advance-delivery-order';
import {
  DELIVERY_ORDERS_POLL_MS,
  getDeliveryOrdersQueryOptions,
  isDeliveryOrders,
  useDeliveryOrders,
} from '../api/get-delivery-orders';
import { useRiderProfile } from '../api/get-rider-profile';
import { useToggleStatus } from '../api/toggle-status';
import { useRiderGpsReporter } from '../hooks/use-rider-gps-reporter';
import { useDeliveryUser, useDeliveryUserStore, useRiderAuth } from '../stores/delivery-user-store';
import { DeliveryOrderCard } from './delivery-order-card';
import { GpsNotice } from './gps-notice';
import { Redirect } from './redirect';
import '../../../lib/i18n/delivery-strings';
import '../../../lib/i18n/screen-strings';

function OrderSection({
  id,
  title,
  orders,
  empty,
  renderAction,
}: {
  id: string;
  title: string;
  orders: DeliveryOrder[];
  empty?: string;
  renderAction?: (order: DeliveryOrder) => React.ReactNode;
}) {
  if (orders.length === 0 && !empty) return null;
  return (
    <section aria-labelledby={id} className="px-4">
      <h2 id={id} className="pb-2 text-xs font-bold tracking-wider text-muted uppercase">
        {title} {orders.length > 0 ? `(${orders.length})` : ''}
      </h2>
      {orders.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white px-4 py-6 text-center text-sm text-muted">
          {empty}
        </p>
      ) : (
        <ul className="space-y-3">
          {orders.map((order) => (
            <DeliveryOrderCard
              key={order.unique_order_id}
              order={order}
              action={renderAction?.(order)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The rider's header: name, completed orders and log out. */
export function RiderTopBar({ title }: { title: string }) {
  const { t } = useTranslation();
  const logOut = useDeliveryUserStore((state) => state.logOut);
  const queryClient = useQueryClient();
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-line bg-white px-4">
      <h1 className="min-w-0 flex-1 truncate text-[17px] font-extrabold text-ink">{title}</h1>
      <Link to="/delivery/completed-orders" className="text-sm font-bold text-primary-strong">
        {t('deliveryCompleted')}
      </Link>
      <button
        type="button"
        className="text-sm font-bold text-muted"
        onClick={() => {
          logOut();
          queryClient.removeQueries({
            predicate: (query) => String(query.queryKey[0]).startsWith('delivery/'),
          });
        }}
      >
        {t('deliveryLogOut')}
      </button>
    </header>
  );
}

/** The approval codes the delivery calls answer a pending or suspended rider with (issue 17). */
function approvalCode(error: unknown, approval: string | undefined) {
  if (error instanceof ApiError && /^delivery\.rider_(pending|suspended)$/.test(error.code)) {
    return error.code;
  }
  return approval === 'pending' || approval === 'suspended' ? `delivery.rider_${approval}` : null;
}

/**
 * `/delivery/orders`: the online switch, new orders to accept (live from the rider stream, with a
 * beep) and the orders in hand. The position is shared while online with an order in hand.
 */
export function DeliveryOrdersScreen({
  createEventSource,
}: {
  /** Tests hand in a fake EventSource. */
  createEventSource?: EventSourceFactory | null;
} = {}) {
  const { t } = useTranslation();
  const rider = useDeliveryUser();
  const auth = useRiderAuth();
  const queryClient = useQueryClient();
  const profile = useRiderProfile(auth);
  const toggle = useToggleStatus();
  const accept = useAdvanceDeliveryOrder();
  const [notice, setNotice] = useState<string | null>(null);

  const stream = useLiveStream(
    auth ? riderStreamUrl({ token: auth.token }) : null,
    {
      [STREAM_EVENT.newOrder]: () => {
        signalArrival();
        void queryClient.invalidateQueries({ queryKey: ['delivery/get-delivery-orders'] });
      },
      [STREAM_EVENT.orderStatus]: () => {
        void queryClient.invalidateQueries({ queryKey: ['delivery/get-delivery-orders'] });
      },
      // First on every (re)connection: the lists as they are, with any offer made meanwhile.
      [STREAM_EVENT.state]: (data) => {
        if (!auth || !isDeliveryOrders(data)) return;
        const { queryKey } = getDeliveryOrdersQueryOptions(auth);
        void queryClient.cancelQueries({ queryKey, exact: true }).then(() => {
          queryClient.setQueryData(queryKey, data);
        });
      },
    },
    createEventSource,
  );
  const approval = profile.data?.approval;
  const isNotApproved = approval === 'pending' || approval === 'suspended';
  const orders = useDeliveryOrders(auth, {
    pollMs: stream.isLive ? false : DELIVERY_ORDERS_POLL_MS,
    isBlocked: isNotApproved,
  });

  const isOnline = profile.data?.is_online ?? rider?.is_online ?? false;
  const accepted = orders.data?.accepted_orders ?? [];
  const pickedUp = orders.data?.picked_up_orders ?? [];
  const gps = useRiderGpsReporter({
    auth,
    isActive: isOnline && accepted.length + pickedUp.length > 0,
  });

  if (!rider || !auth) return <Redirect to="/delivery/login" />;

  const blocked = approvalCode(toggle.error ?? orders.error, profile.data?.approval);
  const blockedText =
    blocked === 'delivery.rider_suspended'
      ? t('deliveryRiderSuspended')
      : blocked
        ? t('deliveryRiderPending')
        : null;

  const onAccept = (order: DeliveryOrder) => {
    setNotice(null);
    accept.mutate(
      { ...auth, unique_order_id: order.unique_order_id, step: 'accept-to-deliver' },
      {
        onError: (error) =>
          setNotice(
            error instanceof ApiError && error.code === 'delivery.already_taken'
              ? t('deliveryAlreadyTaken')
              : error instanceof ApiError && error.code === 'delivery.max_orders'
                ? t('deliveryMaxOrders')
                : error instanceof ApiError && error.code === 'delivery.offline'
                  ? t('deliveryGoOnline')
                  : error instanceof ApiError && error.code === 'delivery.rider_suspended'
                    ? t('deliveryRiderSuspended')
                    : error instanceof ApiError && error.code === 'delivery.rider_pending'
                      ? t('deliveryRiderPending')
                      : t('deliveryActionFailed'),
          ),
      },
    );
  };

  let lists;
  if (blockedText) {
    lists = null;
  } else if (orders.isPending) {
    lists = (
      <QueryLoading
        className="space-y-3 px-4"
        rows={['h-32 w-full rounded-2xl', 'h-32 w-full rounded-2xl']}
      />
    );
  } else if (orders.isError) {
    lists = <QueryError onRetry={() => void orders.refetch()} />;
  } else {
    lists = (
      <div className="space-y-6">
        <OrderSection id="picked-up-orders" title={t('deliveryPickedUpOrders')} orders={pickedUp} />
        <OrderSection
          id="accepted-orders"
          title={t('deliveryAcceptedOrders')}
          orders={accepted}
          empty={pickedUp.length === 0 ? t('deliveryNoActiveOrders') : undefined}
        />
        <OrderSection
          id="new-orders"
          title={t('deliveryNewOrders')}
          orders={isOnline ? orders.data.new_orders : []}
          empty={isOnline ? t('deliveryNoNewOrders') : t('deliveryGoOnline')}
          renderAction={(order) => {
            const isAccepting =
              accept.isPending && accept.variables.unique_order_id === order.unique_order_id;
            return (
              <Button
                className="w-full"
                disabled={accept.isPending}
                aria-label={`${t('deliveryAccept')} #${order.unique_order_id}`}
                onClick={() => onAccept(order)}
              >
                {isAccepting ? t('deliveryAccepting') : t('deliveryAccept')}
              </Button>
            );
          }}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-canvas pb-10">
      <RiderTopBar title={t('pageDeliveryOrders')} />
      <main className="space-y-4 pt-4">
        <section
          aria-label={t('deliveryAvailability')}
          className={`mx-4 flex items-center gap-3 rounded-2xl p-4 ${isOnline ? 'bg-green-700 text-white' : 'bg-white text-ink'}`}
        >
          <div className="min-w-0 flex-1">
            <p className="text-[15px] font-extrabold">
              {rider.name} · {isOnline ? t('deliveryOnline') : t('deliveryOffline')}
            </p>
            <p className={`text-xs ${isOnline ? 'text-white/90' : 'text-muted'}`}>
              {isOnline ? t('deliveryOnlineHint') : t('deliveryOfflineHint')}
            </p>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={isOnline}
            aria-label={t('deliveryAvailability')}
            disabled={profile.isPending || isNotApproved}
            onClick={() => toggle.mutate({ ...auth, is_online: !isOnline })}
            className={`relative h-8 w-14 shrink-0 rounded-full transition focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none disabled:opacity-60 ${isOnline ? 'bg-white/30' : 'bg-line'}`}
          >
            <span
              aria-hidden="true"
              className={`absolute top-1 left-1 size-6 rounded-full bg-white shadow transition ${isOnline ? 'translate-x-6' : ''}`}
            />
          </button>
        </section>
        {blockedText ? (
          <p
            role="alert"
            data-testid="rider-approval"
            className="mx-4 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
          >
            {blockedText}
          </p>
        ) : toggle.isError ? (
          <p role="alert" className="mx-4 text-sm font-medium text-red-700">
            {t('deliveryActionFailed')}
          </p>
        ) : null}
        <GpsNotice state={gps} />
        {notice ? (
          <p
            role="alert"
            className="mx-4 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
          >
            {notice}
          </p>
        ) : null}
        {lists}
        <div className="px-4">
          <Link to="/delivery/completed-orders" className={buttonClassName('outline', 'w-full')}>
            {t('pageCompletedDeliveries')}
          </Link>
        </div>
      </main>
    </div>
  );
}
