import type { DeliveryOrder } from '@app/shared/delivery/delivery.schemas';
import { findUserContacts } from '../accounts/user-contacts.repository';
import { findStoreContacts } from '../catalog/store-contacts.repository';
import type { Executor } from '../../db/client';
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
  { riderId, pinEnabled }: { riderId: number; pinEnabled: boolean },
): Promise<DeliveryOrder[]> {
  if (!rows.length) return [];
  const [storeById, userById, partsOf] = await Promise.all([
    findStoreContacts(
      db,
      rows.map((row) => row.storeId),
    ),
    findUserContacts(
      db,
      rows.map((row) => row.userId),
    ),
    loadOrderParts(
      db,
      rows.map((row) => row.id),
    ),
  ]);

  return rows.map((row) => {
    const store = storeById.get(row.storeId);
    const customer = userById.get(row.userId);
    const { items, events } = partsOf(row.id);
    const isCashDue = row.paymentMethod === 'COD' && row.paymentStatus !== 'paid';
    return {
      id: row.id,
      unique_order_id: row.uniqueOrderId,
      kind: row.kind,
      courier: null,
      status: row.status,
      store: {
        id: row.storeId,
        name: store?.name ?? '',
        address: store?.address ?? '',
        phone: store?.phone ?? null,
        latitude: store?.latitude ?? 0,
        longitude: store?.longitude ?? 0,
      },
      customer: {
        name: customer?.name ?? '',
        phone: row.riderId === riderId ? (customer?.phone ?? null) : null,
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
