import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import type { Database } from '../../db/client';
import { createRateLimitedError } from '../accounts/accounts.errors';
import { checkRateLimits } from '../accounts/rate-limits.usecases';
import { transitionOrder } from '../orders/orders.repository';
import {
  findCourierTasks,
  markArrived,
  saveProofPhoto,
} from '../pickup-drop/pickup-drop.repository';
import { pinMatches, readCourierDeliverySettings } from './courier-dispatch';
import {
  createNotCourierError,
  createPhotoProofNotAllowedError,
  createPickupPinInvalidError,
  createPinInvalidError,
  createWrongStatusError,
} from './delivery.errors';
import {
  findOwnDeliveryOrder,
  loadDeliveryOrderView,
  readDeliverySettings,
} from './delivery.usecases';

/**
 * The rider's steps on an order they hold: picked up (3 → 4) and delivered (4 → 5), and for
 * courier tasks the stops reached. A courier task's pickup needs the sender's PIN and its drop the
 * recipient's (the order's delivery PIN) or, where the operator allows it and the recipient is
 * absent, a photo. Wrong PINs count 5 a minute per order and stop: a 4-digit PIN is guessable.
 */

const S = ORDER_STATUS;
const PIN_ATTEMPTS_PER_MINUTE = 5;

async function checkPin(
  db: Database,
  {
    key,
    expected,
    given,
    onWrong,
  }: {
    key: string;
    expected: string;
    given: string | undefined;
    onWrong: () => Error;
  },
) {
  const blocked = await checkRateLimits({ db, keys: [key], limit: PIN_ATTEMPTS_PER_MINUTE });
  if (blocked) throw createRateLimitedError({ retryAfterSeconds: blocked.retryAfterSeconds });
  if (!pinMatches(expected, given)) throw onWrong();
}

/** 3 -> 4, the rider's own order only; repeating it once picked up changes nothing. */
export async function pickUpOrder(
  db: Database,
  riderId: number,
  { uniqueOrderId, pickupPin }: { uniqueOrderId: string; pickupPin?: string },
) {
  const row = await findOwnDeliveryOrder(db, riderId, uniqueOrderId);
  if (row.status !== S.PICKED_UP) {
    if (row.status !== S.RIDER_ASSIGNED) throw createWrongStatusError();
    // A sender paying cash hands it over at the pickup: the task is paid once picked up.
    let paidAtPickup = false;
    if (row.kind === 'courier') {
      const [settings, tasks] = await Promise.all([
        readDeliverySettings(db),
        findCourierTasks(db, [row.id]),
      ]);
      const task = tasks.get(row.id);
      paidAtPickup = row.paymentMethod === 'COD' && task?.payer === 'sender';
      const expected = task?.pickupPin;
      if (settings.pinEnabled && expected) {
        await checkPin(db, {
          key: `pickup_pin:order:${row.id}`,
          expected,
          given: pickupPin,
          onWrong: createPickupPinInvalidError,
        });
      }
    }
    const moved = await db.transaction(async (tx) => {
      // Picking the parcel up means the rider is at the pickup.
      if (row.kind === 'courier')
        await markArrived(tx, { orderId: row.id, stop: 'pickup', at: new Date() });
      return transitionOrder(tx, {
        kind: row.kind,
        orderId: row.id,
        from: S.RIDER_ASSIGNED,
        to: S.PICKED_UP,
        actor: 'rider',
        actorUserId: riderId,
        set: paidAtPickup ? { paymentStatus: 'paid' } : {},
      });
    });
    if (!moved) throw createWrongStatusError();
  }
  return loadDeliveryOrderView(db, row, riderId);
}

/**
 * 4 -> 5, the rider's own order only. With delivery PINs enabled (`enableDeliveryPin` not
 * 'false') and a PIN on the order, the customer's PIN must match (422 delivery.pin_invalid, nothing
 * changes; 5 tries a minute per order) unless a courier task is proven by a photo where allowed.
 * Cash on delivery is marked paid in the same statement.
 */
export async function deliverOrder(
  db: Database,
  riderId: number,
  {
    uniqueOrderId,
    deliveryPin,
    proofPhoto,
  }: { uniqueOrderId: string; deliveryPin: string | undefined; proofPhoto?: string },
) {
  const row = await findOwnDeliveryOrder(db, riderId, uniqueOrderId);
  if (row.status !== S.DELIVERED) {
    if (row.status !== S.PICKED_UP) throw createWrongStatusError();
    if (proofPhoto !== undefined) {
      const courier = await readCourierDeliverySettings(db);
      if (row.kind !== 'courier' || !courier.photoProofAllowed) {
        throw createPhotoProofNotAllowedError();
      }
    } else {
      const settings = await readDeliverySettings(db);
      if (settings.pinEnabled && row.deliveryPin) {
        await checkPin(db, {
          key: `delivery_pin:order:${row.id}`,
          expected: row.deliveryPin,
          given: deliveryPin,
          onWrong: createPinInvalidError,
        });
      }
    }
    const moved = await db.transaction(async (tx) => {
      if (row.kind === 'courier') {
        if (proofPhoto !== undefined)
          await saveProofPhoto(tx, { orderId: row.id, photo: proofPhoto });
        else await markArrived(tx, { orderId: row.id, stop: 'drop', at: new Date() });
      }
      return transitionOrder(tx, {
        kind: row.kind,
        orderId: row.id,
        from: S.PICKED_UP,
        to: S.DELIVERED,
        actor: 'rider',
        actorUserId: riderId,
        set: row.paymentMethod === 'COD' ? { paymentStatus: 'paid' } : {},
      });
    });
    if (!moved) throw createWrongStatusError();
  }
  return loadDeliveryOrderView(db, row, riderId);
}

/**
 * A courier task's rider reached a stop: the pickup while going there (3), the drop once the parcel
 * is on its way (4). The sender's page and the recipient's link show it; repeating it changes
 * nothing.
 */
export async function arrivedAtStop(
  db: Database,
  riderId: number,
  { uniqueOrderId, stop }: { uniqueOrderId: string; stop: 'pickup' | 'drop' },
) {
  const row = await findOwnDeliveryOrder(db, riderId, uniqueOrderId);
  if (row.kind !== 'courier') throw createNotCourierError();
  const expected = stop === 'pickup' ? S.RIDER_ASSIGNED : S.PICKED_UP;
  if (row.status !== expected) throw createWrongStatusError();
  await markArrived(db, { orderId: row.id, stop, at: new Date() });
  return loadDeliveryOrderView(db, row, riderId);
}
