import type { AdminPermission } from '@app/shared/console/admin.schemas';
import type { Earnings, StoreHours } from '@app/shared/console/owner.schemas';
import { getStoreStatus, type OpeningHours } from '@app/shared/catalog/store-status.models';
import type { Database, Executor } from '../../db/client';
import type { AuthenticatedUser } from '../accounts/auth-tokens.repository';
import {
  findStoreHours,
  updateStoreHours,
  type StoreHoursChange,
  type StoreHoursRow,
} from '../catalog/store-hours.repository';
import { storeTakingsPerDay } from '../orders/order-stats.repository';
import { listStorePayouts, totalStorePayouts } from '../payouts/store-payouts.repository';
import { createConsoleStoreNotFoundError } from './console.errors';
import { canManageStore, getStoreOrders } from './console.usecases';

/**
 * The store owner's pages: hours, holidays, busy mode and pause (/hours), takings, commission
 * and payouts (/earnings). An owner acts on their own stores only (another store answers 404,
 * its existence not revealed); an admin holding the area (`stores` for hours and busy mode,
 * `reports` for earnings, `orders` for the board) on any.
 */

async function ensureOwnStore(
  db: Executor,
  user: AuthenticatedUser,
  storeId: number,
  area: AdminPermission,
) {
  if (!(await canManageStore(db, user, storeId, area))) throw createConsoleStoreNotFoundError();
}

export function toStoreHours(row: StoreHoursRow, now: Date): StoreHours {
  const status = getStoreStatus({
    openingHours: row.openingHours,
    holidays: row.holidays,
    ordersPausedUntil: row.ordersPausedUntil,
    now,
  });
  const hours = row.openingHours;
  const live = (at: Date | null) => (at && at.getTime() > now.getTime() ? at.toISOString() : null);
  const busyUntil = live(row.busyUntil);
  return {
    store_id: row.id,
    name: row.name,
    opening_hours: hours
      ? [1, 2, 3, 4, 5, 6, 7].map((day) => ({
          day,
          ranges: hours[String(day) as keyof OpeningHours] ?? [],
        }))
      : null,
    holidays: [...row.holidays].sort(),
    busy_until: busyUntil,
    busy_extra_minutes: busyUntil ? row.busyExtraMinutes : 0,
    orders_paused_until: live(row.ordersPausedUntil),
    is_open: status.is_open,
    status_text: status.opens_at_text,
    now: now.toISOString(),
  };
}

export async function getOwnStoreHours(
  db: Database,
  user: AuthenticatedUser,
  storeId: number,
  now = new Date(),
): Promise<StoreHours> {
  await ensureOwnStore(db, user, storeId, 'stores');
  const row = await findStoreHours(db, storeId);
  if (!row) throw createConsoleStoreNotFoundError();
  return toStoreHours(row, now);
}

export type HoursChange =
  | { kind: 'hours'; openingHours: { day: number; ranges: [string, string][] }[] | null }
  | { kind: 'holidays'; holidays: string[] }
  | { kind: 'busy'; forMinutes: number; extraMinutes: number }
  | { kind: 'pause'; forMinutes: number }
  | { kind: 'end' };

function changeOf(change: HoursChange, now: Date): StoreHoursChange {
  const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
  switch (change.kind) {
    case 'hours': {
      if (change.openingHours === null) return { openingHours: null };
      const hours: OpeningHours = {};
      for (const { day, ranges } of change.openingHours) {
        hours[String(day) as keyof OpeningHours] = ranges;
      }
      return { openingHours: hours };
    }
    case 'holidays':
      return { holidays: [...new Set(change.holidays)].sort() };
    case 'busy':
      return { busyUntil: later(change.forMinutes), busyExtraMinutes: change.extraMinutes };
    case 'pause':
      return { ordersPausedUntil: later(change.forMinutes) };
    case 'end':
      return { busyUntil: null, busyExtraMinutes: 0, ordersPausedUntil: null };
  }
}

/** One change of the store's hours or busy mode, in a transaction, with the store before and after. */
export async function changeOwnStoreHours(
  db: Database,
  user: AuthenticatedUser,
  storeId: number,
  change: HoursChange,
  audit: (tx: Executor, before: StoreHours, after: StoreHours) => Promise<unknown>,
  now = new Date(),
): Promise<StoreHours> {
  await ensureOwnStore(db, user, storeId, 'stores');
  return db.transaction(async (tx) => {
    const beforeRow = await findStoreHours(tx, storeId);
    if (!beforeRow) throw createConsoleStoreNotFoundError();
    const afterRow = await updateStoreHours(tx, storeId, changeOf(change, now));
    if (!afterRow) throw createConsoleStoreNotFoundError();
    const before = toStoreHours(beforeRow, now);
    const after = toStoreHours(afterRow, now);
    await audit(tx, before, after);
    return after;
  });
}

/** Takings by day (delivered orders' subtotal), commission at the store's rate, net, payouts. */
export async function getOwnStoreEarnings(
  db: Database,
  user: AuthenticatedUser,
  { storeId, days, now = new Date() }: { storeId: number; days: number; now?: Date },
): Promise<Earnings> {
  await ensureOwnStore(db, user, storeId, 'reports');
  const store = await findStoreHours(db, storeId);
  if (!store) throw createConsoleStoreNotFoundError();
  const [perDay, payouts, paidOut] = await Promise.all([
    storeTakingsPerDay(db, { storeId, now, days }),
    listStorePayouts(db, storeId),
    totalStorePayouts(db, storeId),
  ]);
  const bps = store.commissionBps;
  const rows = perDay.map((day) => {
    const commission = Math.round((day.takings * bps) / 10_000);
    return { ...day, commission, net: day.takings - commission };
  });
  const total = (key: 'orders' | 'takings' | 'commission' | 'net') =>
    rows.reduce((sum, row) => sum + row[key], 0);
  return {
    store_id: storeId,
    commission_bps: bps,
    days: rows,
    totals: {
      orders: total('orders'),
      takings: total('takings'),
      commission: total('commission'),
      net: total('net'),
      paid_out: paidOut,
    },
    payouts: payouts.map((payout) => ({
      id: payout.id,
      amount: payout.amountMinor,
      reference: payout.reference,
      paid_at: payout.paidAt,
    })),
  };
}

/** The orders of several of the caller's stores together, newest first (any other store: 404). */
export async function getOwnerOrders(
  db: Database,
  user: AuthenticatedUser,
  { storeIds, scope }: { storeIds: number[]; scope: 'active' | 'done' },
) {
  const ids = [...new Set(storeIds)];
  for (const storeId of ids) await ensureOwnStore(db, user, storeId, 'orders');
  const lists = await Promise.all(
    ids.map((storeId) => getStoreOrders(db, user, { storeId, scope })),
  );
  return lists.flat().sort((a, b) => (a.created_at < b.created_at ? 1 : -1));
}
