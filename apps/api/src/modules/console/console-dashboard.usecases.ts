import type { Dashboard, LiveMap } from '@app/shared/console/dashboard.schemas';
import { getStoreStatus, platformDate } from '@app/shared/catalog/store-status.models';
import type { Executor } from '../../db/client';
import { listActiveStoreHours } from '../catalog/store-hours.repository';
import { countOnlineRiders, listOnlineRiderPositions } from '../delivery/rider-map.repository';
import {
  listRunningOrdersForMap,
  ordersPerDay,
  ordersPerHourToday,
  todayOrderFigures,
} from '../orders/order-stats.repository';

export const DASHBOARD_DAYS = 14;

/** The live map: online riders where they are, and the running orders from store to drop. */
export async function getLiveMap(db: Executor): Promise<LiveMap> {
  const [riders, orders] = await Promise.all([
    listOnlineRiderPositions(db),
    listRunningOrdersForMap(db),
  ]);
  return {
    riders: riders.map((rider) => ({
      rider_id: rider.riderId,
      name: rider.name,
      latitude: rider.latitude,
      longitude: rider.longitude,
      at: rider.at,
    })),
    orders: orders.map((order) => ({
      unique_order_id: order.uniqueOrderId,
      status: order.status,
      store_name: order.storeName,
      rider_id: order.riderId,
      from: order.from,
      to: order.to,
    })),
  };
}

/** Today's figures, the last 14 days, today's hours and the live map, as of `now`. */
export async function getDashboard(db: Executor, now = new Date()): Promise<Dashboard> {
  const [today, days, hours, onlineRiders, stores, live] = await Promise.all([
    todayOrderFigures(db, now),
    ordersPerDay(db, { now, days: DASHBOARD_DAYS }),
    ordersPerHourToday(db, now),
    countOnlineRiders(db),
    listActiveStoreHours(db),
    getLiveMap(db),
  ]);
  // Opening hours are weekly ranges in JSON: whether each store is open now is decided by the
  // same rule the customer app shows (holidays and pauses included).
  const openStores = stores.filter(
    (store) =>
      getStoreStatus({
        openingHours: store.openingHours,
        holidays: store.holidays,
        ordersPausedUntil: store.ordersPausedUntil,
        now,
      }).is_open,
  ).length;
  return {
    today: platformDate(now),
    figures: {
      orders: today.orders,
      revenue: today.revenue,
      avg_delivery_minutes: today.avgDeliveryMinutes,
      cancellations: today.cancellations,
      online_riders: onlineRiders,
      open_stores: openStores,
    },
    days,
    hours,
    live,
  };
}
