import { sql, type SQL } from 'drizzle-orm';
import { PLATFORM_UTC_OFFSET_MINUTES } from '@app/shared/catalog/store-status.models';
import { ORDER_STATUS, ORDER_STATUSES, TERMINAL_STATUSES } from '@app/shared/orders/orders.models';
import type { Executor } from '../../db/client';
import { fromJsonColumn } from '../../lib/json-column';
import { storePlaceJson } from '../catalog/store-fragments.repository';

/**
 * Figures over orders for the console (admin dashboard, owner earnings), counted in SQL. Days and
 * hours are the marketplace's (PLATFORM_UTC_OFFSET_MINUTES): an instant's local time is
 * `(at at time zone 'UTC') + offset`, the same on PostgreSQL and PGlite whatever their zone.
 */

const S = ORDER_STATUS;
/** Orders that never became one: still waiting for payment, or it failed. */
const NOT_PLACED = sql.raw(`(${S.AWAITING_PAYMENT}, ${S.PAYMENT_FAILED})`);

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const offset = sql.raw(`interval '${PLATFORM_UTC_OFFSET_MINUTES} minutes'`);
/** The local timestamp (no zone) of a timestamptz expression. */
const local = (at: SQL) => sql`((${at}) at time zone 'UTC' + ${offset})`;
/** The local day of `now` as a date, and the UTC instant it starts at. */
const localDay = (now: Date) => sql`(${local(sql`${now.toISOString()}::timestamptz`)})::date`;
const dayStart = (day: SQL) => sql`((${day})::timestamp - ${offset}) at time zone 'UTC'`;

export interface TodayFigures {
  orders: number;
  revenue: number;
  avgDeliveryMinutes: number | null;
  cancellations: number;
}

/** Today's orders (placed, by creation time), revenue without cancelled, delivery time, cancellations. */
export async function todayOrderFigures(db: Executor, now: Date): Promise<TodayFigures> {
  const day = localDay(now);
  const [row] = await rowsOf<{
    orders: string | number;
    revenue: string | number;
    cancellations: string | number;
  }>(
    db,
    sql`select count(*)::int as orders,
        coalesce(sum(o.total_minor) filter (where o.status <> ${S.CANCELLED}), 0)::bigint as revenue,
        (count(*) filter (where o.status = ${S.CANCELLED}))::int as cancellations
      from orders o
      where o.created_at >= ${dayStart(day)} and o.created_at < ${dayStart(sql`${day} + 1`)}
        and o.status not in ${NOT_PLACED}`,
  );
  // Placed (the first move to 1 or 2) to delivered (5), over orders delivered today.
  const [timing] = await rowsOf<{ minutes: string | number | null }>(
    db,
    sql`select avg(extract(epoch from d.at - p.at) / 60)::float8 as minutes
      from (select order_id, max(at) as at from order_events where to_status = ${S.DELIVERED}
              and at >= ${dayStart(day)} and at < ${dayStart(sql`${day} + 1`)}
            group by order_id) d
      cross join lateral (select min(e.at) as at from order_events e
              where e.order_id = d.order_id and e.to_status in (${S.PLACED}, ${S.PREPARING})) p
      where p.at is not null`,
  );
  const minutes = timing?.minutes;
  return {
    orders: Number(row?.orders ?? 0),
    revenue: Number(row?.revenue ?? 0),
    avgDeliveryMinutes:
      minutes === null || minutes === undefined ? null : Math.round(Number(minutes) * 10) / 10,
    cancellations: Number(row?.cancellations ?? 0),
  };
}

/** Orders and revenue (cancelled left out) per local day, the last `days` days, zeros included. */
export async function ordersPerDay(
  db: Executor,
  { now, days }: { now: Date; days: number },
): Promise<{ date: string; orders: number; revenue: number }[]> {
  const day = localDay(now);
  // One pass over the period's orders (no index on created_at: one scan, not one per day).
  const rows = await rowsOf<{ date: string; orders: number; revenue: string | number }>(
    db,
    sql`select to_char(g.day, 'YYYY-MM-DD') as date, coalesce(c.orders, 0)::int as orders,
        coalesce(c.revenue, 0)::bigint as revenue
      from (select (${day} - n)::date as day from generate_series(0, ${days - 1}) as n) g
      left join (
        select (${local(sql`o.created_at`)})::date as day, count(*) as orders,
          sum(o.total_minor) filter (where o.status <> ${S.CANCELLED}) as revenue
        from orders o
        where o.status not in ${NOT_PLACED}
          and o.created_at >= ${dayStart(sql`${day} - ${days - 1}::int`)}
          and o.created_at < ${dayStart(sql`${day} + 1`)}
        group by 1) c on c.day = g.day
      order by g.day`,
  );
  return rows.map((row) => ({
    date: row.date,
    orders: Number(row.orders),
    revenue: Number(row.revenue),
  }));
}

/** Today's orders per local hour, 0 to 23. */
export async function ordersPerHourToday(
  db: Executor,
  now: Date,
): Promise<{ hour: number; orders: number }[]> {
  const day = localDay(now);
  const rows = await rowsOf<{ hour: number; orders: number }>(
    db,
    sql`select extract(hour from ${local(sql`o.created_at`)})::int as hour, count(*)::int as orders
      from orders o
      where o.created_at >= ${dayStart(day)} and o.created_at < ${dayStart(sql`${day} + 1`)}
        and o.status not in ${NOT_PLACED}
      group by 1`,
  );
  const byHour = new Map(rows.map((row) => [Number(row.hour), Number(row.orders)]));
  return Array.from({ length: 24 }, (_, hour) => ({ hour, orders: byHour.get(hour) ?? 0 }));
}

/**
 * A store's takings per local day (the last `days`): delivered orders' subtotal (items and
 * add-ons, before the coupon), by the day they were delivered.
 */
export async function storeTakingsPerDay(
  db: Executor,
  { storeId, now, days }: { storeId: number; now: Date; days: number },
): Promise<{ date: string; orders: number; takings: number }[]> {
  const day = localDay(now);
  const rows = await rowsOf<{ date: string; orders: number; takings: string | number }>(
    db,
    sql`with delivered as (
        select o.id, o.subtotal_minor + o.addons_minor as takings,
          (${local(sql`(select max(e.at) from order_events e
             where e.order_id = o.id and e.to_status = ${S.DELIVERED})`)})::date as day
        from orders o where o.store_id = ${storeId} and o.status = ${S.DELIVERED})
      select to_char(g.day, 'YYYY-MM-DD') as date, count(d.id)::int as orders,
        coalesce(sum(d.takings), 0)::bigint as takings
      from (select (${day} - n)::date as day from generate_series(0, ${days - 1}) as n) g
      left join delivered d on d.day = g.day
      group by g.day order by g.day`,
  );
  return rows.map((row) => ({
    date: row.date,
    orders: Number(row.orders),
    takings: Number(row.takings),
  }));
}

/** The running orders (accepted, not yet delivered or cancelled) for the live map. */
export async function listRunningOrdersForMap(db: Executor, limit = 300) {
  const rows = await rowsOf<{
    unique_order_id: string;
    status: number;
    rider_id: number | null;
    store: unknown;
    address: { latitude?: number; longitude?: number } | null;
  }>(
    db,
    sql`select o.unique_order_id, o.status, o.rider_id, ${storePlaceJson(sql`o.store_id`)} as store,
        o.address
      from orders o
      where o.status in (${S.PLACED}, ${S.PREPARING}, ${S.RIDER_ASSIGNED}, ${S.PICKED_UP},
        ${S.READY_FOR_PICKUP})
      order by o.created_at desc limit ${limit}`,
  );
  type Place = { name: string; latitude: number | null; longitude: number | null };
  return rows.map((row) => {
    const store = row.store === null ? null : fromJsonColumn<Place>(row.store);
    return {
      uniqueOrderId: row.unique_order_id,
      status: Number(row.status),
      riderId: row.rider_id,
      storeName: store?.name ?? '',
      from:
        store === null || store.latitude === null || store.longitude === null
          ? null
          : { latitude: Number(store.latitude), longitude: Number(store.longitude) },
      to:
        typeof row.address?.latitude === 'number' && typeof row.address.longitude === 'number'
          ? { latitude: row.address.latitude, longitude: row.address.longitude }
          : null,
    };
  });
}

export interface OrderStatusCount {
  kind: string;
  status: number;
  count: number;
  /** A final status (delivered, cancelled, payment failed): counted over the last hour only. */
  isFinal: boolean;
}

const isFinalStatus = (status: number) => (TERMINAL_STATUSES as readonly number[]).includes(status);
const FINAL = sql.raw(`(${TERMINAL_STATUSES.join(', ')})`);
const MOVING = sql.raw(`(${ORDER_STATUSES.filter((status) => !isFinalStatus(status)).join(', ')})`);

/**
 * Orders per kind and status for /metrics, asked at every scrape, so cheap on a large table: the
 * orders still moving (all of them: few), and those that reached a final status within the last
 * hour, both through `orders_status_updated`; the ever-growing history is never scanned.
 */
export async function countOrdersByKindAndStatus(db: Executor): Promise<OrderStatusCount[]> {
  const rows = await rowsOf<{ kind: string; status: number | string; n: number | string }>(
    db,
    sql`select kind, status, count(*)::int as n from orders
      where status in ${MOVING}
        or (status in ${FINAL} and updated_at > now() - interval '1 hour')
      group by kind, status`,
  );
  return rows.map((row) => {
    const status = Number(row.status);
    return {
      kind: row.kind,
      status,
      count: Number(row.n),
      isFinal: isFinalStatus(status),
    };
  });
}
