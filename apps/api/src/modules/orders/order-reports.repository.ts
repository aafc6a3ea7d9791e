import { sql, type SQL } from 'drizzle-orm';
import { PLATFORM_UTC_OFFSET_MINUTES } from '@app/shared/catalog/store-status.models';
import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import type { Executor } from '../../db/client';
import { userNameSql } from '../accounts/user-fragments.repository';
import { storeCommissionRowsSql } from '../catalog/store-fragments.repository';
import { couponCodeSql } from '../coupons/coupons.repository';
import { riderPayoutTotalsSql } from '../payouts/payouts.repository';

/**
 * The console's reports (issue 17), computed in SQL over delivered orders, money in integer minor
 * units. A day is the marketplace's calendar day (Asia/Kolkata, PLATFORM_UTC_OFFSET_MINUTES) of
 * the order's placing. Commission is the store's `commission_bps` of the order's item subtotal,
 * rounded down per order; net to store is items plus store charges less commission (delivery fees
 * and tips go to the marketplace and riders, coupons are the marketplace's cost). Stores, coupons,
 * payouts and names come from their owners' SQL fragments (decision 010), in the same statement.
 */
export interface ReportRange {
  /** The first instant of the first day, and the instant after the last day. */
  start: Date;
  end: Date;
}

type Cell = string | number | null;

async function rowsOf(db: Executor, query: SQL): Promise<Record<string, Cell>[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Record<string, Cell>[] }).rows;
}

const delivered = (range: ReportRange) =>
  sql`o.status = ${ORDER_STATUS.DELIVERED}
    and o.created_at >= ${range.start.toISOString()}::timestamptz
    and o.created_at < ${range.end.toISOString()}::timestamptz`;

const SALES_COLUMNS = sql`count(*)::int as orders,
  coalesce(sum(o.total_minor), 0)::bigint as gross,
  coalesce(sum(o.subtotal_minor), 0)::bigint as items,
  coalesce(sum(o.delivery_fee_minor), 0)::bigint as delivery_fees,
  coalesce(sum(o.tax_minor), 0)::bigint as tax,
  coalesce(sum(o.coupon_discount_minor), 0)::bigint as discounts,
  coalesce(sum(o.subtotal_minor * coalesce(s.commission_bps, 0) / 10000), 0)::bigint as commission,
  coalesce(sum(case when o.store_id is null then 0
    else o.subtotal_minor + o.store_charge_minor - o.subtotal_minor * s.commission_bps / 10000 end),
    0)::bigint as net_to_store`;

/** One row per store (courier tasks, which have no store, as one row with a null store). */
export function salesByStore(db: Executor, range: ReportRange) {
  return rowsOf(
    db,
    sql`select o.store_id, coalesce(s.name, 'Pickup & drop (no store)') as store,
        coalesce(max(s.commission_bps), 0)::int as commission_bps, ${SALES_COLUMNS}
      from orders o left join ${storeCommissionRowsSql()} s on s.id = o.store_id
      where ${delivered(range)}
      group by o.store_id, s.name
      order by gross desc, o.store_id nulls last`,
  );
}

/** One row per marketplace day that had delivered orders. */
export function salesByDay(db: Executor, range: ReportRange) {
  const day = sql`to_char((o.created_at at time zone 'UTC') + make_interval(mins => ${PLATFORM_UTC_OFFSET_MINUTES}), 'YYYY-MM-DD')`;
  return rowsOf(
    db,
    sql`select ${day} as day, ${SALES_COLUMNS}
      from orders o left join ${storeCommissionRowsSql()} s on s.id = o.store_id
      where ${delivered(range)}
      group by 1 order by 1`,
  );
}

/** Discounts given per coupon on delivered orders. */
export function couponCost(db: Executor, range: ReportRange) {
  return rowsOf(
    db,
    sql`select x.coupon_id, x.code, sum(x.orders)::int as orders,
        sum(x.discount)::bigint as discount, sum(x.items)::bigint as items
      from (select g.*, coalesce(${couponCodeSql(sql`g.coupon_id`)}, g.coupon_code) as code
        from (select o.coupon_id, o.coupon_code, count(*) as orders,
            coalesce(sum(o.coupon_discount_minor), 0) as discount,
            coalesce(sum(o.subtotal_minor), 0) as items
          from orders o
          where ${delivered(range)} and o.coupon_id is not null
          group by o.coupon_id, o.coupon_code) g) x
      group by x.coupon_id, x.code
      order by discount desc, x.coupon_id`,
  );
}

/**
 * Per rider: deliveries and earnings (delivery fees and tips) in the range, payouts made in the
 * range (`payouts` kind rider_payout), and what is still owed over all time (earned less paid).
 */
export function riderPayouts(db: Executor, range: ReportRange) {
  const start = sql`${range.start.toISOString()}::timestamptz`;
  const end = sql`${range.end.toISOString()}::timestamptz`;
  return rowsOf(
    db,
    sql`with earned as (
        select o.rider_id,
          count(*) filter (where o.created_at >= ${start} and o.created_at < ${end})::int as deliveries,
          coalesce(sum(o.delivery_fee_minor + o.tip_minor)
            filter (where o.created_at >= ${start} and o.created_at < ${end}), 0)::bigint as earned,
          coalesce(sum(o.delivery_fee_minor + o.tip_minor), 0)::bigint as earned_all
        from orders o where o.status = ${ORDER_STATUS.DELIVERED} and o.rider_id is not null
        group by o.rider_id
      ), both_sides as (
        select coalesce(e.rider_id, p.rider_id) as rider_id,
          coalesce(e.deliveries, 0)::int as deliveries,
          coalesce(e.earned, 0)::bigint as earned,
          coalesce(p.paid, 0)::bigint as paid,
          (coalesce(e.earned_all, 0) - coalesce(p.paid_all, 0))::bigint as owed
        from earned e full join ${riderPayoutTotalsSql(start, end)} p on p.rider_id = e.rider_id
      )
      select b.rider_id, ${userNameSql(sql`b.rider_id`)} as rider, b.deliveries, b.earned, b.paid, b.owed
      from both_sides b
      where b.rider_id is not null
      order by b.owed desc, b.rider_id`,
  );
}
