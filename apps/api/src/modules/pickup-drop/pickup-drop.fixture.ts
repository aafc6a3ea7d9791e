import { count, eq } from 'drizzle-orm';
import { courierTariffSchema } from '@app/shared/courier/courier.schemas';
import type { Database } from '../../db/client';
import { demoSettings } from '../../seed/demo-settings';
import { riderLocations } from '../delivery/delivery.table';
import { orderEvents, orders } from '../orders/orders.table';
import { settings } from '../settings/settings.table';
import { walletTransactions } from '../wallet/wallet.table';

/**
 * The pickup-and-drop tests' setup and reads across modules, in one place (a fixture, as
 * delivery.fixture.ts is): the tests themselves reach other modules only through their calls.
 */

/** The demo tariff as seeded. */
export const demoTariff = courierTariffSchema.parse(
  JSON.parse(demoSettings.find((row) => row.key === 'pickupDropTariff')?.value ?? '{}'),
);

/** The demo tariff with no service hours and no surcharge windows: no test depends on the clock. */
export const allDayTariff = { ...demoTariff, serviceHours: null, surcharges: [] };

/** The demo's pickup-and-drop settings rows, the tariff open around the clock unless told. */
export async function seedCourierSettings(
  db: Database,
  { tariff = allDayTariff }: { tariff?: object } = {},
) {
  await db.insert(settings).values(
    demoSettings
      .filter((row) => row.key.startsWith('pickupDrop'))
      .map((row) => ({
        key: row.key,
        value: row.key === 'pickupDropTariff' ? JSON.stringify(tariff) : row.value,
        isPublic: true,
      })),
  );
}

/** Sets one settings row (null: removes it). */
export async function setSetting(db: Database, key: string, value: string | null) {
  await db.delete(settings).where(eq(settings.key, key));
  if (value !== null) await db.insert(settings).values({ key, value, isPublic: true });
}

/** The riders' last positions are exactly these. */
export async function placeRiders(
  db: Database,
  positions: { riderId: number; latitude: number; longitude: number }[],
) {
  await db.delete(riderLocations);
  if (positions.length) {
    await db.insert(riderLocations).values(positions.map((at) => ({ ...at, heading: null })));
  }
}

/** What an order's wallet movements add up to (credits minus debits). */
export async function walletNetOfOrder(db: Database, orderId: number): Promise<number> {
  const rows = await db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.orderId, orderId));
  return rows.reduce(
    (sum, row) => sum + (row.kind === 'credit' ? 1 : -1) * Number(row.amountMinor),
    0,
  );
}

export async function orderStatusOf(db: Database, orderId: number) {
  const [row] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.status;
}

export async function countOrders(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders);
  return row?.n ?? 0;
}

/** The order's last status change. */
export async function lastEventOf(db: Database, orderId: number) {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(orderEvents.id);
  return rows.at(-1);
}

/** Frees a rider from a task they hold (for a test's next round). */
export async function releaseRider(db: Database, orderId: number) {
  await db.update(orders).set({ riderId: null }).where(eq(orders.id, orderId));
}

/** Puts an order back in a status (a test replaying a step, e.g. a payment 8 → 1). */
export async function setOrderStatus(db: Database, orderId: number, status: number) {
  await db.update(orders).set({ status }).where(eq(orders.id, orderId));
}
