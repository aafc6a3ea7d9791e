import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminCustomer } from '@app/shared/console/people.schemas';
import type { Executor } from '../../db/client';
import { orderCountOfUserSql } from '../orders/orders.repository';
import { users } from './accounts.table';

/** Accounts as the console's people areas read and change them (issue 17). */

export type CustomerSort = 'id' | 'name' | 'created_at' | 'wallet_balance';

const sortColumns = {
  id: users.id,
  name: users.name,
  created_at: users.createdAt,
  wallet_balance: users.walletBalanceMinor,
} as const;

/** `%text%` for ILIKE, with the pattern characters of the text escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Name, email or phone contains the text (case-insensitive). */
export function userMatches(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const like = likePattern(q);
  return or(ilike(users.name, like), ilike(users.email, like), ilike(users.phone, like));
}

const customerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  isBanned: users.isBanned,
  walletBalanceMinor: users.walletBalanceMinor,
  ordersCount: orderCountOfUserSql(sql`${users.id}`),
  createdAt: users.createdAt,
};

function toAdminCustomer(row: {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  isBanned: boolean;
  walletBalanceMinor: number;
  ordersCount: number;
  createdAt: Date;
}): AdminCustomer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    is_banned: row.isBanned,
    wallet_balance: Number(row.walletBalanceMinor),
    orders_count: Number(row.ordersCount),
    created_at: new Date(row.createdAt).toISOString(),
  };
}

export async function listCustomersPage(
  db: Executor,
  query: {
    page: number;
    perPage: number;
    sort: CustomerSort;
    dir: 'asc' | 'desc';
    q: string | undefined;
    banned: 'all' | 'banned' | 'not_banned';
  },
): Promise<{ rows: AdminCustomer[]; total: number }> {
  const where = and(
    eq(users.role, 'customer'),
    userMatches(query.q),
    query.banned === 'all' ? undefined : eq(users.isBanned, query.banned === 'banned'),
  );
  const order = query.dir === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(customerColumns)
      .from(users)
      .where(where)
      .orderBy(order(sortColumns[query.sort]), order(users.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows: rows.map(toAdminCustomer), total: total?.value ?? 0 };
}

/** A customer (role customer) by id; `lock` holds the row to the end of the transaction. */
export async function findCustomerForAdmin(
  db: Executor,
  userId: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<AdminCustomer | null> {
  const base = db
    .select(customerColumns)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'customer')));
  const [row] = lock ? await base.for('update') : await base;
  return row ? toAdminCustomer(row) : null;
}

export async function setUserBanned(db: Executor, userId: number, isBanned: boolean) {
  await db.update(users).set({ isBanned }).where(eq(users.id, userId));
}

/** A staff account (a rider), created by an admin with a password. Null when email or phone is taken. */
export async function insertStaffUser(
  db: Executor,
  values: {
    name: string;
    email: string;
    phone: string | null;
    passwordHash: string;
    role: 'rider';
  },
): Promise<{ id: number } | null> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row ?? null;
}
