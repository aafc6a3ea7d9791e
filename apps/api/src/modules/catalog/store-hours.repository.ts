import { and, eq } from 'drizzle-orm';
import type { OpeningHours } from '@app/shared/catalog/store-status.models';
import type { Executor } from '../../db/client';
import { stores } from './catalog.table';

/**
 * A store's hours and the owner's overrides (console /hours): weekly hours, holidays, busy mode
 * and pause. Who may change them is the console's rule; these only read and write.
 */

/** The owner's overrides as the store-list queries select them (snake_case, catalog.repository). */
export interface StoreOverridesRow {
  holidays: string[];
  orders_paused_until: Date | string | null;
  busy_until: Date | string | null;
  busy_extra_minutes: number;
}

const hoursColumns = {
  id: stores.id,
  name: stores.name,
  commissionBps: stores.commissionBps,
  openingHours: stores.openingHours,
  holidays: stores.holidays,
  busyUntil: stores.busyUntil,
  busyExtraMinutes: stores.busyExtraMinutes,
  ordersPausedUntil: stores.ordersPausedUntil,
};

export interface StoreHoursRow {
  id: number;
  name: string;
  commissionBps: number;
  openingHours: OpeningHours | null;
  holidays: string[];
  busyUntil: Date | null;
  busyExtraMinutes: number;
  ordersPausedUntil: Date | null;
}

export async function findStoreHours(db: Executor, storeId: number): Promise<StoreHoursRow | null> {
  const [row] = await db.select(hoursColumns).from(stores).where(eq(stores.id, storeId));
  return row ?? null;
}

export type StoreHoursChange = Partial<
  Pick<
    StoreHoursRow,
    'openingHours' | 'holidays' | 'busyUntil' | 'busyExtraMinutes' | 'ordersPausedUntil'
  >
>;

export async function updateStoreHours(
  db: Executor,
  storeId: number,
  change: StoreHoursChange,
): Promise<StoreHoursRow | null> {
  const [row] = await db
    .update(stores)
    .set(change)
    .where(eq(stores.id, storeId))
    .returning(hoursColumns);
  return row ?? null;
}

/** Active, approved stores with what decides whether they are open now (the dashboard counts them). */
export function listActiveStoreHours(db: Executor) {
  return db
    .select({
      openingHours: stores.openingHours,
      holidays: stores.holidays,
      ordersPausedUntil: stores.ordersPausedUntil,
    })
    .from(stores)
    .where(and(eq(stores.isActive, true), eq(stores.isAccepted, true)));
}
