import type { RiderLocation } from '@app/shared/delivery/delivery.schemas';
import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import type { Order } from '@app/shared/orders/orders.schemas';
import { useMemo } from 'react';
import { buttonClassName } from '../ui/button';
import { useTranslation } from '../../lib/i18n/use-translation';
import { estimateArrivalMinutes } from '../../lib/tracking/eta';
import { orderPhones } from '../../lib/tracking/order-phones';
import { TrackingMap, type MapMarker } from './tracking-map';
import '../../lib/i18n/delivery-strings';

/** When the store accepted the order: where the preparation time starts. */
function preparingSince(order: Order): string | null {
  const accepted = [...order.events]
    .reverse()
    .find((event) => event.to_status === ORDER_STATUS.PREPARING);
  return accepted?.at ?? null;
}

export function hasLiveTracking(order: Order): boolean {
  return (
    order.delivery_type === 'DELIVERY' &&
    (order.status === ORDER_STATUS.RIDER_ASSIGNED || order.status === ORDER_STATUS.PICKED_UP)
  );
}

/**
 * The live part of the running-order page once a rider has the order: the map (store, address,
 * rider), the ETA recomputed on every event and position, and call buttons for known phones.
 */
export function LiveTracking({
  order,
  rider,
  prepMinutes,
}: {
  order: Order;
  rider: RiderLocation | null;
  prepMinutes: number;
}) {
  const { t } = useTranslation();
  const phones = orderPhones(order);
  const destination = order.address;
  const markers = useMemo<MapMarker[]>(() => {
    const list: MapMarker[] = [
      {
        id: 'store',
        kind: 'store',
        latitude: order.restaurant.latitude,
        longitude: order.restaurant.longitude,
        label: order.restaurant.name,
      },
    ];
    if (destination) {
      list.push({
        id: 'destination',
        kind: 'destination',
        latitude: destination.latitude,
        longitude: destination.longitude,
        label: t('orderDeliverTo'),
      });
    }
    if (rider) {
      list.push({
        id: 'rider',
        kind: 'rider',
        latitude: rider.latitude,
        longitude: rider.longitude,
        label: t('trackingRider'),
      });
    }
    return list;
  }, [order.restaurant, destination, rider, t]);

  const minutes = estimateArrivalMinutes({
    status: order.status,
    store: order.restaurant,
    destination,
    rider,
    prepMinutes,
    preparingSince: preparingSince(order),
    now: new Date(),
  });

  return (
    <section aria-label={t('trackingMapLabel')} className="bg-white">
      <TrackingMap markers={markers} label={t('trackingMapLabel')} className="h-60" />
      <div className="space-y-3 p-4">
        {minutes !== null ? (
          <p className="text-lg font-extrabold text-ink" aria-live="polite">
            {t('trackingEta').replace('{minutes}', String(minutes))}
          </p>
        ) : null}
        {phones.rider || phones.store ? (
          <div className="flex flex-wrap gap-2">
            {phones.rider ? (
              <a
                href={`tel:${phones.rider}`}
                className={buttonClassName('outline', 'min-h-10 px-4 text-sm')}
              >
                {t('trackingCallRider')}
              </a>
            ) : null}
            {phones.store ? (
              <a
                href={`tel:${phones.store}`}
                className={buttonClassName('outline', 'min-h-10 px-4 text-sm')}
              >
                {t('trackingCallStore')}
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
