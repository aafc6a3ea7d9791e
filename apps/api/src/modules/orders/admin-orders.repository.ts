import { sql, type SQL } from 'drizzle-orm';
import type { OrderKind } from '@app/shared/orders/order-kinds.models';
import { PLATFORM_UTC_OFFSET_MINUTES } from '@app/shared/catalog/store-status.models';
import type { Executor } from '../../db/client';

/**
 * The admin's view of every order (console, issue 17): search, sort and page in one statement,
 * with the customer, store and rider names. Other modules' tables are read by name in SQL only.
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
    parts.push(
      digits
        ? sql`regexp_replace(coalesce(u.phone, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`
        : sql`false`,
    );
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
      sql`(o.unique_order_id ilike ${like} or u.name ilike ${like} or coalesce(u.phone, '') ilike ${like}
        or coalesce(s.name, '') ilike ${like})`,
    );
  }
  return sql.join(parts, sql` and `);
}

const FROM = sql`from orders o
  join users u on u.id = o.user_id
  left join stores s on s.id = o.store_id
  left join users r on r.id = o.rider_id`;

const COLUMNS = sql`o.id, o.unique_order_id, o.kind, o.status, o.created_at, o.user_id,
  u.name as customer_name, u.phone as customer_phone, o.store_id, s.name as store_name,
  o.rider_id, r.name as rider_name, o.total_minor, o.payment_method, o.payment_status`;

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

/** The names of the users who made an order's changes, by id. */
export async function findUserNames(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, string>> {
  if (!userIds.length) return new Map();
  const rows = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select id, name from users where id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Online payments of an order (attempts at a provider). */
export function listOrderPayments(db: Executor, orderId: number) {
  return rowsOf<{ provider: string; status: string; amount_minor: string | number }>(
    db,
    sql`select provider, status, amount_minor from payments where order_id = ${orderId} order by id`,
  );
}

/** Approved, online riders for an order: those linked to its store, or any for a courier task. */
export async function listAssignableRiders(
  db: Executor,
  { storeId }: { storeId: number | null },
): Promise<{ id: number; name: string }[]> {
  const linked =
    storeId === null
      ? sql`true`
      : sql`exists (select 1 from rider_stores rs where rs.rider_id = p.user_id and rs.store_id = ${storeId})`;
  return rowsOf(
    db,
    sql`select u.id, u.name from rider_profiles p join users u on u.id = p.user_id
      where u.role = 'rider' and not u.is_banned and p.is_online and p.approval = 'approved' and ${linked}
      order by u.name, u.id limit 200`,
  );
}

/** Every store's id and name, for the orders filter. */
export function listStoreNames(db: Executor): Promise<{ id: number; name: string }[]> {
  return rowsOf(db, sql`select id, name from stores order by name, id limit 2000`);
}
