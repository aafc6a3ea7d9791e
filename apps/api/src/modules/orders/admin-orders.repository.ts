import { sql, type SQL } from 'drizzle-orm';
import type { OrderKind } from '@app/shared/orders/order-kinds.models';
import { PLATFORM_UTC_OFFSET_MINUTES } from '@app/shared/catalog/store-status.models';
import type { Executor } from '../../db/client';
import {
  userIdsMatching,
  userIdsMatchingPhone,
  userNameSql,
  userPhoneSql,
} from '../accounts/user-fragments.repository';
import { storeIdsMatchingName, storeNameSql } from '../catalog/store-fragments.repository';

/**
 * The admin's view of every order (console, issue 17): search, sort and page in one statement,
 * with the customer, store and rider names. The names and the searches over users and stores are
 * fragments that accounts and catalog export (decision 010): this file names only orders' tables.
 */
export interface AdminOrderFilters {
  order?: string;
  phone?: string;
  storeId?: number;
  status?: number;
  kind?: OrderKind;
  /** Marketplace calendar days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  q?: string;
}

export const ADMIN_ORDER_SORT_COLUMNS = {
  created_at: sql`o.created_at`,
  total: sql`o.total_minor`,
  status: sql`o.status`,
  id: sql`o.id`,
} as const;
export type AdminOrderSort = keyof typeof ADMIN_ORDER_SORT_COLUMNS;

export interface AdminOrderListRow {
  id: number;
  unique_order_id: string;
  kind: OrderKind;
  status: number;
  created_at: Date | string;
  user_id: number;
  customer_name: string;
  customer_phone: string | null;
  store_id: number | null;
  store_name: string | null;
  rider_id: number | null;
  rider_name: string | null;
  total_minor: string | number;
  payment_method: string;
  payment_status: string;
}

/** The first instant of a marketplace day (its midnight in the platform time zone). */
export function platformDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - PLATFORM_UTC_OFFSET_MINUTES * 60_000);
}

/** The instant after a marketplace day ends. */
export function platformDayEnd(day: string): Date {
  return new Date(platformDayStart(day).getTime() + 86_400_000);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filters: AdminOrderFilters): SQL {
  const parts: SQL[] = [sql`true`];
  const ref = filters.order?.trim();
  if (ref) {
    const asNumber = /^\d{1,10}$/.test(ref) ? Number(ref) : NaN;
    parts.push(
      asNumber <= 2_147_483_647
        ? sql`(o.id = ${asNumber} or upper(o.unique_order_id) = upper(${ref}))`
        : sql`upper(o.unique_order_id) = upper(${ref})`,
    );
  }
  const digits = filters.phone?.replace(/\D/g, '') ?? '';
  if (filters.phone?.trim()) {
    // Only digits are compared, so "+91 98000-00001" finds "+919800000001".
    parts.push(digits ? sql`o.user_id in ${userIdsMatchingPhone(digits)}` : sql`false`);
  }
  if (filters.storeId !== undefined) parts.push(sql`o.store_id = ${filters.storeId}`);
  if (filters.status !== undefined) parts.push(sql`o.status = ${filters.status}`);
  if (filters.kind) parts.push(sql`o.kind = ${filters.kind}`);
  if (filters.from) {
    parts.push(sql`o.created_at >= ${platformDayStart(filters.from).toISOString()}::timestamptz`);
  }
  if (filters.to) {
    parts.push(sql`o.created_at < ${platformDayEnd(filters.to).toISOString()}::timestamptz`);
  }
  const q = filters.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    parts.push(
      sql`(o.unique_order_id ilike ${like}
        or o.user_id in ${userIdsMatching(like, ['name', 'phone'])}
        or o.store_id in ${storeIdsMatchingName(like)})`,
    );
  }
  return sql.join(parts, sql` and `);
}

const FROM = sql`from orders o`;

/** The names are scalar subqueries: PostgreSQL evaluates them after the sort and limit. */
const COLUMNS = sql`o.id, o.unique_order_id, o.kind, o.status, o.created_at, o.user_id,
  ${userNameSql(sql`o.user_id`)} as customer_name, ${userPhoneSql(sql`o.user_id`)} as customer_phone,
  o.store_id, ${storeNameSql(sql`o.store_id`)} as store_name,
  o.rider_id, ${userNameSql(sql`o.rider_id`)} as rider_name, o.total_minor, o.payment_method,
  o.payment_status`;

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** A page of orders matching the filters, and how many match in all. */
export async function searchAdminOrders(
  db: Executor,
  {
    filters,
    sort,
    dir,
    limit,
    offset,
  }: {
    filters: AdminOrderFilters;
    sort: AdminOrderSort;
    dir: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
): Promise<{ rows: AdminOrderListRow[]; total: number }> {
  const where = whereOf(filters);
  const order = sql`${ADMIN_ORDER_SORT_COLUMNS[sort]} ${sql.raw(dir === 'asc' ? 'asc' : 'desc')}, o.id ${sql.raw(dir === 'asc' ? 'asc' : 'desc')}`;
  const [rows, counted] = await Promise.all([
    rowsOf<AdminOrderListRow>(
      db,
      sql`select ${COLUMNS} ${FROM} where ${where} order by ${order} limit ${limit} offset ${offset}`,
    ),
    rowsOf<{ n: number | string }>(db, sql`select count(*)::int as n ${FROM} where ${where}`),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

/** One order's names (customer, store, rider), as the list shows them. */
export async function findAdminOrderRow(
  db: Executor,
  orderId: number,
): Promise<AdminOrderListRow | null> {
  const [row] = await rowsOf<AdminOrderListRow>(
    db,
    sql`select ${COLUMNS} ${FROM} where o.id = ${orderId}`,
  );
  return row ?? null;
}
