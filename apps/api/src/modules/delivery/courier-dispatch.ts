import crypto from 'node:crypto';
import type { RiderLocation } from '@app/shared/delivery/delivery.schemas';
import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import type { Executor } from '../../db/client';
import { haversineKm } from '../../lib/geo/delivery-area';
import { listCourierOrdersAwaitingRider } from '../orders/dispatch.repository';
import type { OrderRow } from '../orders/orders.repository';
import { findCourierTasks } from '../pickup-drop/pickup-drop.repository';
import { readSettingValues } from '../settings/settings.repository';
import { findRiderLocation, findRiderLocations, listOnlineRiderIds } from './riders.repository';

/**
 * Dispatch of courier tasks (issue 16, decision 013). A task has no store, so it is not offered
 * through `rider_stores`: every online rider is in one pool, and a task is offered to those
 * whose last position (sent in the last 30 minutes) is within `pickupDropDispatchKm` of its
 * pickup. A rider whose position is unknown or stale is offered every task, whichever service zone
 * it is in (the app sends positions only while an order is under way). One winner per task, as for food:
 * accept-to-deliver's guarded transition.
 */

const DEFAULT_DISPATCH_KM = 8;
const POSITION_FRESH_MS = 30 * 60_000;
const COURIER_OFFERS_SCAN = 200;

export interface CourierSettings {
  dispatchKm: number;
  /** Whether a rider may deliver with a photo when the recipient is absent. */
  photoProofAllowed: boolean;
}

export async function readCourierDeliverySettings(db: Executor): Promise<CourierSettings> {
  const values = await readSettingValues(db, ['pickupDropDispatchKm', 'pickupDropPhotoProof']);
  const km = Number(values.get('pickupDropDispatchKm') ?? '');
  return {
    dispatchKm: Number.isFinite(km) && km > 0 ? km : DEFAULT_DISPATCH_KM,
    photoProofAllowed: values.get('pickupDropPhotoProof') !== 'false',
  };
}

/** Whether a task waits for a rider: placed (paid when online), no rider yet. */
export function isCourierAwaitingRider(row: OrderRow): boolean {
  return row.kind === 'courier' && row.status === ORDER_STATUS.PLACED && row.riderId === null;
}

/** The courier tasks offered to this rider, oldest first, at most `limit`. */
export async function listCourierOffers(
  db: Executor,
  { riderId, limit, now = new Date() }: { riderId: number; limit: number; now?: Date },
): Promise<OrderRow[]> {
  const rows = await listCourierOrdersAwaitingRider(db, { limit: COURIER_OFFERS_SCAN });
  if (!rows.length) return [];
  const [position, tasks, settings] = await Promise.all([
    findRiderLocation(db, riderId),
    findCourierTasks(
      db,
      rows.map((row) => row.id),
    ),
    readCourierDeliverySettings(db),
  ]);
  return rows
    .filter((row) => {
      const task = tasks.get(row.id);
      return task !== undefined && isNear(position, task.pickup, settings.dispatchKm, now);
    })
    .slice(0, limit);
}

/** Whether a rider at `position` (or of unknown position) is offered a task picked up at `pickup`. */
function isNear(
  position: RiderLocation | null | undefined,
  pickup: { latitude: number; longitude: number },
  dispatchKm: number,
  now: Date,
): boolean {
  if (!position || now.getTime() - Date.parse(position.at) > POSITION_FRESH_MS) return true;
  return haversineKm(position, pickup) <= dispatchKm;
}

/** The online riders a new courier task is offered to (for their notification and push). */
export async function listRidersNearCourierTask(
  db: Executor,
  orderId: number,
  now = new Date(),
): Promise<number[]> {
  const [tasks, riderIds, settings] = await Promise.all([
    findCourierTasks(db, [orderId]),
    listOnlineRiderIds(db),
    readCourierDeliverySettings(db),
  ]);
  const task = tasks.get(orderId);
  if (!task || !riderIds.length) return [];
  const positions = await findRiderLocations(db, riderIds);
  return riderIds.filter((id) => isNear(positions.get(id), task.pickup, settings.dispatchKm, now));
}

/** Whether this task is on offer to this rider right now. */
export async function isCourierOfferedTo(
  db: Executor,
  row: OrderRow,
  riderId: number,
): Promise<boolean> {
  if (!isCourierAwaitingRider(row)) return false;
  const [position, tasks, settings] = await Promise.all([
    findRiderLocation(db, riderId),
    findCourierTasks(db, [row.id]),
    readCourierDeliverySettings(db),
  ]);
  const task = tasks.get(row.id);
  return task !== undefined && isNear(position, task.pickup, settings.dispatchKm, new Date());
}

export function pinMatches(expected: string, given: string | undefined): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given ?? '');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
