import type { DeliveryOrder } from '@app/shared/delivery/delivery.schemas';
import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { PageTopBar } from '../../../components/ui/page-top-bar';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useMoney } from '../../../lib/use-money';
import { useTranslation, type TranslateFn } from '../../../lib/i18n/use-translation';
import { statusLabelKey } from '../../../lib/orders/order-display';
import { TrackingMap, type MapMarker } from '../../../components/tracking/tracking-map';
import { OrderItemsList } from '../../../components/order-items-list';
import { useAdvanceDeliveryOrder } from '../api/advance-delivery-order';
import { useDeliveryOrders } from '../api/get-delivery-orders';
import { useRiderProfile } from '../api/get-rider-profile';
import { useSingleDeliveryOrder } from '../api/get-single-delivery-order';
import { useRiderGpsReporter } from '../hooks/use-rider-gps-reporter';
import {
  STEP_LABEL_KEYS,
  customerAddressLine,
  navigationTarget,
  navigationUrl,
  nextDeliveryStep,
  telUrl,
} from '../lib/delivery-display';
import { useDeliveryUser, useRiderAuth, type RiderAuth } from '../stores/delivery-user-store';
import { CourierOrderBody } from './courier-order-body';
import { GpsNotice } from './gps-notice';
import { Redirect } from './redirect';
import '../../../lib/i18n/delivery-strings';
import '../../../lib/i18n/order-strings';

function stepErrorText(error: unknown, t: TranslateFn): string | null {
  if (!error) return null;
  if (error instanceof ApiError) {
    if (error.code === 'delivery.already_taken') return t('deliveryAlreadyTaken');
    if (error.code === 'delivery.pin_invalid') return t('deliveryPinWrong');
    if (error.code === 'delivery.offline') return t('deliveryGoOnline');
    if (error.code === 'delivery.max_orders') return t('deliveryMaxOrders');
  }
  return t('deliveryActionFailed');
}

function PlaceBlock({
  heading,
  name,
  address,
  phone,
  callLabel,
}: {
  heading: string;
  name: string;
  address: string;
  phone: string | null;
  callLabel: string;
}) {
  return (
    <div className="flex items-start gap-3">
      <div className="min-w-0 flex-1">
        <p className="text-xs font-bold tracking-wider text-muted uppercase">{heading}</p>
        <p className="text-[15px] font-bold text-ink">{name}</p>
        <p className="text-sm text-ink">{address}</p>
      </div>
      {phone ? (
        <a
          href={telUrl(phone)}
          className={buttonClassName('outline', 'min-h-10 shrink-0 px-3 text-sm')}
        >
          {callLabel}
        </a>
      ) : null}
    </div>
  );
}

function NextAction({ order, auth }: { order: DeliveryOrder; auth: RiderAuth }) {
  const { t } = useTranslation();
  const advance = useAdvanceDeliveryOrder();
  const [pin, setPin] = useState('');
  const step = nextDeliveryStep(order.status);
  if (!step) return null;
  const needsPin = step === 'deliver-order' && order.needs_delivery_pin;
  const isPinReady = !needsPin || /^\d{4}$/.test(pin);
  const errorText = stepErrorText(advance.error, t);

  return (
    <div className="sticky bottom-above-notice z-20 space-y-3 border-t border-line bg-white p-4">
      {needsPin ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="delivery-pin" className="text-sm font-semibold text-ink">
            {t('deliveryPinLabel')}
          </label>
          <input
            id="delivery-pin"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{4}"
            maxLength={4}
            value={pin}
            aria-describedby="delivery-pin-hint"
            onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 4))}
            className="min-h-12 rounded-xl border border-line px-4 text-center font-mono text-2xl tracking-[0.5em] outline-none focus:border-primary"
          />
          <p id="delivery-pin-hint" className="text-xs text-muted">
            {t('deliveryPinHint')}
          </p>
        </div>
      ) : null}
      {errorText ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
          {errorText}
        </p>
      ) : null}
      <Button
        className="min-h-14 w-full text-lg"
        disabled={advance.isPending || !isPinReady}
        onClick={() =>
          advance.mutate({
            ...auth,
            unique_order_id: order.unique_order_id,
            step,
            ...(needsPin ? { delivery_pin: pin } : {}),
          })
        }
      >
        {advance.isPending ? t('deliveryWorking') : t(STEP_LABEL_KEYS[step])}
      </Button>
    </div>
  );
}

function OrderBody({ order, auth }: { order: DeliveryOrder; auth: RiderAuth }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const target = navigationTarget(order);
  const destination = order.customer.address;
  const markers = useMemo<MapMarker[]>(() => {
    const list: MapMarker[] = [
      {
        id: 'store',
        kind: 'store',
        latitude: order.store.latitude,
        longitude: order.store.longitude,
        label: order.store.name,
      },
    ];
    if (destination) {
      list.push({
        id: 'destination',
        kind: 'destination',
        latitude: destination.latitude,
        longitude: destination.longitude,
        label: t('deliveryDeliverTo'),
      });
    }
    return list;
  }, [order.store, destination, t]);

  if (order.status === ORDER_STATUS.DELIVERED) {
    return (
      <div className="px-6 py-12 text-center">
        <p role="status" className="text-xl font-extrabold text-green-800">
          {t('deliveryDone')}
        </p>
        {order.cash_to_collect > 0 ? (
          <p className="mt-2 text-sm text-muted">
            {t('deliveryCashToCollect')}: {money(order.cash_to_collect)}
          </p>
        ) : null}
        <Link to="/delivery/orders" className={buttonClassName('primary', 'mt-6 w-full')}>
          {t('deliveryBackToOrders')}
        </Link>
      </div>
    );
  }

  return (
    <>
      <TrackingMap markers={markers} label={t('deliveryMapLabel')} className="h-52" />
      <section className="space-y-4 bg-white p-4">
        <div className="flex items-center justify-between gap-3">
          <div>
            <p className="text-xs text-muted">#{order.unique_order_id}</p>
            <h2 className="text-lg font-extrabold text-ink">{t(statusLabelKey(order.status))}</h2>
          </div>
          {target ? (
            <a
              href={navigationUrl(target)}
              target="_blank"
              rel="noreferrer"
              className={buttonClassName('outline', 'min-h-10 px-4 text-sm')}
            >
              {t('deliveryNavigate')}
            </a>
          ) : null}
        </div>
        <PlaceBlock
          heading={t('deliveryPickupFrom')}
          name={order.store.name}
          address={order.store.address}
          phone={order.store.phone}
          callLabel={t('deliveryCallStore')}
        />
        <PlaceBlock
          heading={t('deliveryDeliverTo')}
          name={order.customer.name}
          address={customerAddressLine(order)}
          phone={order.status === ORDER_STATUS.PREPARING ? null : order.customer.phone}
          callLabel={t('deliveryCallCustomer')}
        />
        {order.comment ? (
          <p className="text-sm text-muted">
            {t('deliveryCustomerNote')}: <span className="text-ink">{order.comment}</span>
          </p>
        ) : null}
      </section>

      <section
        aria-label={order.cash_to_collect > 0 ? t('deliveryCashToCollect') : t('deliveryPrepaid')}
        className={`mx-4 rounded-2xl p-4 ${order.cash_to_collect > 0 ? 'bg-amber-50 text-amber-950' : 'bg-green-50 text-green-900'}`}
      >
        {order.cash_to_collect > 0 ? (
          <>
            <p className="text-sm font-semibold">{t('deliveryCashToCollect')}</p>
            <p className="text-3xl font-extrabold">{money(order.cash_to_collect)}</p>
          </>
        ) : (
          <p className="text-[15px] font-bold">{t('deliveryPrepaid')}</p>
        )}
        <p className="mt-1 text-xs opacity-80">
          {t('deliveryFee')} {money(order.delivery_fee)}
          {order.tip > 0 ? ` · ${t('deliveryTip')} ${money(order.tip)}` : ''}
        </p>
      </section>

      <OrderItemsList headingId="delivery-items" items={order.items} />

      <NextAction key={order.status} order={order} auth={auth} />
    </>
  );
}

/** `/delivery/orders/{unique_order_id}`: where to go, whom to call, what to collect, the next step. */
export function DeliveryOrderScreen({ uniqueOrderId }: { uniqueOrderId: string }) {
  const { t } = useTranslation();
  const rider = useDeliveryUser();
  const auth = useRiderAuth();
  const query = useSingleDeliveryOrder(auth ? { ...auth, unique_order_id: uniqueOrderId } : null);
  const profile = useRiderProfile(auth);
  const orders = useDeliveryOrders(auth);
  const hasActiveOrder =
    (orders.data?.accepted_orders.length ?? 0) + (orders.data?.picked_up_orders.length ?? 0) > 0;
  const gps = useRiderGpsReporter({
    auth,
    isActive: (profile.data?.is_online ?? false) && hasActiveOrder,
  });

  if (!rider || !auth) return <Redirect to="/delivery/login" />;

  let body;
  if (query.isPending) {
    body = (
      <SkeletonRegion label={t('appLoading')} className="space-y-3 p-4">
        <Skeleton className="h-52 w-full rounded-2xl" />
        <Skeleton className="h-32 w-full rounded-2xl" />
      </SkeletonRegion>
    );
  } else if (query.data) {
    body =
      query.data.kind === 'courier' && query.data.courier ? (
        <CourierOrderBody order={query.data} auth={auth} />
      ) : (
        <OrderBody order={query.data} auth={auth} />
      );
  } else {
    const isGone =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403);
    body = (
      <div className="px-6 py-12 text-center">
        <p role="alert" className="text-muted">
          {isGone ? t('deliveryOrderNotFound') : t('errorMessage')}
        </p>
        <Link to="/delivery/orders" className={buttonClassName('outline', 'mt-4')}>
          {t('deliveryBackToOrders')}
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-canvas">
      <PageTopBar title={t('pageDeliveryOrder')} backLabel={t('back')} />
      <main className="flex flex-1 flex-col gap-3 pb-0">
        <div className="pt-2 empty:hidden">
          <GpsNotice state={gps} />
        </div>
        {body}
      </main>
    </div>
  );
}
