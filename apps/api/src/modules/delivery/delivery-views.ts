import type { DeliveryCourier, DeliveryOrder } from '@app/shared/delivery/delivery.schemas';
import { findUserContacts } from '../accounts/user-contacts.repository';
import { findStoreContacts } from '../catalog/store-contacts.repository';
import type { Executor } from '../../db/client';
import { findCourierTasks, type CourierTaskRow } from '../pickup-drop/pickup-drop.repository';
import {
  loadOrderParts,
  toAddressView,
  toOrderEventViews,
  toOrderItemViews,
  type OrderRow,
} from '../orders/orders.repository';

export type { OrderRow };

/**
 * Orders as a rider sees them, for many rows at once (four queries however many orders, with the
 * loaders of the customer's view). The customer's phone is shown only on the rider's own orders,
 * never on orders still on offer.
 */
export async function buildDeliveryOrderViews(
  db: Executor,
  rows: readonly OrderRow[],
  {
    riderId,
    pinEnabled,
    photoProofAllowed = false,
    photos = true,
  }: {
    riderId: number;
    pinEnabled: boolean;
    photoProofAllowed?: boolean;
    /** Lists pass false: a courier task's photos are then null (the single order has them). */
    photos?: boolean;
  },
): Promise<DeliveryOrder[]> {
  if (!rows.length) return [];
  const [storeById, userById, partsOf, taskById] = await Promise.all([
    findStoreContacts(
      db,
      rows.flatMap((row) => (row.storeId === null ? [] : [row.storeId])),
    ),
    findUserContacts(
      db,
      rows.map((row) => row.userId),
    ),
    loadOrderParts(
      db,
      rows.map((row) => row.id),
    ),
    findCourierTasks(
      db,
      rows.filter((row) => row.kind === 'courier').map((row) => row.id),
      { photos },
    ),
  ]);

  return rows.map((row) => {
    const task = taskById.get(row.id);
    const store = row.storeId === null ? undefined : storeById.get(row.storeId);
    const customer = userById.get(row.userId);
    const { items, events } = partsOf(row.id);
    const isCashDue = row.paymentMethod === 'COD' && row.paymentStatus !== 'paid';
    const isOwn = row.riderId === riderId;
    return {
      id: row.id,
      unique_order_id: row.uniqueOrderId,
      kind: row.kind,
      courier: task
        ? toDeliveryCourier(task, { isOwn, isCashDue, pinEnabled, photoProofAllowed })
        : null,
      status: row.status,
      // A courier task's first stop is its pickup (no store).
      store: task
        ? {
            id: 0,
            name: task.pickup.contact_name,
            address: task.pickup.address,
            phone: isOwn ? task.pickup.contact_phone : null,
            latitude: task.pickup.latitude,
            longitude: task.pickup.longitude,
          }
        : {
            id: row.storeId ?? 0,
            name: store?.name ?? '',
            address: store?.address ?? '',
            phone: store?.phone ?? null,
            latitude: store?.latitude ?? 0,
            longitude: store?.longitude ?? 0,
          },
      customer: {
        name: task ? task.drop.contact_name : (customer?.name ?? ''),
        phone: isOwn ? (task ? task.drop.contact_phone : (customer?.phone ?? null)) : null,
        address: toAddressView(row.address),
      },
      items: toOrderItemViews(items),
      distance_km: row.distanceKm,
      payment_method: row.paymentMethod,
      cash_to_collect: isCashDue ? row.payableMinor : 0,
      total: row.totalMinor,
      delivery_fee: row.deliveryFeeMinor,
      tip: row.tipMinor,
      comment: row.comment,
      needs_delivery_pin: pinEnabled && row.deliveryPin !== null && row.deliveryPin !== '',
      created_at: row.createdAt.toISOString(),
      events: toOrderEventViews(events),
    };
  });
}

/**
 * A courier task as its rider sees it: both stops with contacts (phones only once the task is
 * theirs), the parcel, where cash is taken and which proof each stop needs.
 */
function toDeliveryCourier(
  task: CourierTaskRow,
  flags: { isOwn: boolean; isCashDue: boolean; pinEnabled: boolean; photoProofAllowed: boolean },
): DeliveryCourier {
  const hidePhone = <T extends { contact_phone: string }>(stop: T): T =>
    flags.isOwn ? stop : { ...stop, contact_phone: '' };
  return {
    task_type: task.taskType as DeliveryCourier['task_type'],
    description: task.description,
    weight_kg: task.weightKg,
    instructions: task.instructions,
    payer: task.payer === 'recipient' ? 'recipient' : 'sender',
    pickup: hidePhone(task.pickup),
    drop: hidePhone(task.drop),
    collect_cash_at: flags.isCashDue ? (task.payer === 'recipient' ? 'drop' : 'pickup') : null,
    needs_pickup_pin: flags.pinEnabled && task.pickupPin !== null && task.pickupPin !== '',
    allows_photo_proof: flags.photoProofAllowed,
    arrived_pickup_at: task.arrivedPickupAt?.toISOString() ?? null,
    arrived_drop_at: task.arrivedDropAt?.toISOString() ?? null,
    package_photo: task.packagePhoto,
  };
}
