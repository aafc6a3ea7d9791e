import { asc, inArray } from 'drizzle-orm';
import type { DeliveryOrder } from '@app/shared/delivery/delivery.schemas';
import { users } from '../accounts/accounts.table';
import { stores } from '../catalog/catalog.table';
import type { Executor } from '../../db/client';
import type { orders } from '../orders/orders.table';
import { orderEvents, orderItems } from '../orders/orders.table';

export type OrderRow = typeof orders.$inferSelect;

/**
 * Orders as a rider sees them, for many rows at once (four queries however many orders). The
 * customer's phone is shown only on the rider's own orders, never on orders still on offer.
 */
export async function buildDeliveryOrderViews(
  db: Executor,
  rows: readonly OrderRow[],
  { riderId, pinEnabled }: { riderId: number; pinEnabled: boolean },
): Promise<DeliveryOrder[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const storeIds = [...new Set(rows.map((row) => row.storeId))];
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const [storeRows, userRows, itemRows, eventRows] = await Promise.all([
    db
      .select({
        id: stores.id,
        name: stores.name,
        address: stores.address,
        phone: stores.phone,
        latitude: stores.latitude,
        longitude: stores.longitude,
      })
      .from(stores)
      .where(inArray(stores.id, storeIds)),
    db
      .select({ id: users.id, name: users.name, phone: users.phone })
      .from(users)
      .where(inArray(users.id, userIds)),
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, ids))
      .orderBy(asc(orderEvents.id)),
  ]);
  const storeById = new Map(storeRows.map((row) => [row.id, row]));
  const userById = new Map(userRows.map((row) => [row.id, row]));

  return rows.map((row) => {
    const store = storeById.get(row.storeId);
    const customer = userById.get(row.userId);
    const isCashDue = row.paymentMethod === 'COD' && row.paymentStatus !== 'paid';
    return {
      id: row.id,
      unique_order_id: row.uniqueOrderId,
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
        address: row.address && {
          address: row.address.address,
          house: row.address.house,
          landmark: row.address.landmark,
          tag: row.address.tag,
          latitude: row.address.latitude,
          longitude: row.address.longitude,
        },
      },
      items: itemRows
        .filter((item) => item.orderId === row.id)
        .map((item) => ({
          item_id: item.itemId,
          name: item.name,
          price: item.priceMinor,
          quantity: item.quantity,
          addons: item.addons.map((addon) => ({
            id: addon.id,
            name: addon.name,
            price: addon.price,
          })),
          line_total: item.lineTotalMinor,
        })),
      distance_km: row.distanceKm,
      payment_method: row.paymentMethod,
      cash_to_collect: isCashDue ? row.payableMinor : 0,
      total: row.totalMinor,
      delivery_fee: row.deliveryFeeMinor,
      tip: row.tipMinor,
      comment: row.comment,
      needs_delivery_pin: pinEnabled && row.deliveryPin !== null && row.deliveryPin !== '',
      created_at: row.createdAt.toISOString(),
      events: eventRows
        .filter((event) => event.orderId === row.id)
        .map((event) => ({
          from_status: event.fromStatus,
          to_status: event.toStatus,
          actor: event.actor,
          reason: event.reason,
          at: event.at.toISOString(),
        })),
    };
  });
}
