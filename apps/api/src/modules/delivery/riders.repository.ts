import { and, eq, inArray } from 'drizzle-orm';
import type { RiderLocation } from '@app/shared/delivery/delivery.schemas';
import type { Executor } from '../../db/client';
import { riderLocations, riderProfiles, riderStores } from './delivery.table';

/** Riders as other modules read them: where one is, which stores one serves, who is online. */

export async function findRiderLocation(
  db: Executor,
  riderId: number,
): Promise<RiderLocation | null> {
  const [row] = await db.select().from(riderLocations).where(eq(riderLocations.riderId, riderId));
  if (!row) return null;
  return {
    latitude: row.latitude,
    longitude: row.longitude,
    heading: row.heading,
    at: row.at.toISOString(),
  };
}

export async function listRiderStoreIds(db: Executor, riderId: number): Promise<number[]> {
  const rows = await db
    .select({ storeId: riderStores.storeId })
    .from(riderStores)
    .where(eq(riderStores.riderId, riderId));
  return rows.map((row) => row.storeId);
}

/** The online, approved riders linked to a store. */
export async function listOnlineRidersOfStore(db: Executor, storeId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: riderStores.riderId })
    .from(riderStores)
    .innerJoin(riderProfiles, eq(riderProfiles.userId, riderStores.riderId))
    .where(
      and(
        eq(riderStores.storeId, storeId),
        eq(riderProfiles.isOnline, true),
        eq(riderProfiles.approval, 'approved'),
      ),
    );
  return rows.map((row) => row.userId);
}

/** Every online, approved rider (courier tasks are offered to the whole pool near their pickup). */
export async function listOnlineRiderIds(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ userId: riderProfiles.userId })
    .from(riderProfiles)
    .where(and(eq(riderProfiles.isOnline, true), eq(riderProfiles.approval, 'approved')));
  return rows.map((row) => row.userId);
}

/** The last positions of these riders, by rider id (riders never located are absent). */
export async function findRiderLocations(
  db: Executor,
  riderIds: readonly number[],
): Promise<Map<number, RiderLocation>> {
  if (!riderIds.length) return new Map();
  const rows = await db
    .select()
    .from(riderLocations)
    .where(inArray(riderLocations.riderId, [...riderIds]));
  return new Map(
    rows.map((row) => [
      row.riderId,
      {
        latitude: row.latitude,
        longitude: row.longitude,
        heading: row.heading,
        at: row.at.toISOString(),
      },
    ]),
  );
}
