import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import type { CourierTask } from '@app/shared/courier/courier.schemas';
import type { Order, PaymentMethod } from '@app/shared/orders/orders.schemas';
import { findUserContacts } from '../accounts/user-contacts.repository';
import { findStoreContacts, type StoreContact } from '../catalog/store-contacts.repository';
import { listCardRefunds } from '../payments/refunds.repository';
import { findCourierTasks, toCourierTaskView } from '../pickup-drop/pickup-drop.repository';
import { findRatedOrderIds } from '../reviews/rated-orders.repository';
import { createOrderNotFoundError } from './orders.errors';
import type { Executor } from '../../db/client';
import {
  findOwnOrder,
  loadOrderParts,
  toAddressView,
  toOrderEventViews,
  toOrderItemViews,
  type OrderEventRow,
  type OrderItemRow,
  type OrderRow,
  type SubstitutionRow,
} from './orders.repository';

export type { OrderRow };

/** The customer sees who delivers (and may call them) while the rider has the order. */
const RIDER_VISIBLE_STATUSES: readonly number[] = [3, 4];

/** Orders as customers see them, built for many rows at once: four queries however many orders. */
export async function buildOrderViews(
  db: Executor,
  rows: readonly OrderRow[],
  /** Lists pass false: a courier task's photos are then null (the single order has them). */
  { photos = true }: { photos?: boolean } = {},
): Promise<Order[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const riderIds = rows
    .filter((row) => row.riderId !== null && RIDER_VISIBLE_STATUSES.includes(row.status))
    .map((row) => row.riderId as number);
  const storeIds = rows.flatMap((row) => (row.storeId === null ? [] : [row.storeId]));
  const courierIds = rows.filter((row) => row.kind === 'courier').map((row) => row.id);
  const [storeById, partsOf, rated, riderById, refundRows, taskById] = await Promise.all([
    findStoreContacts(db, storeIds),
    loadOrderParts(db, ids),
    findRatedOrderIds(db, ids),
    findUserContacts(db, riderIds),
    listCardRefunds(
      db,
      rows.filter((row) => row.status === ORDER_STATUS.CANCELLED).map((row) => row.id),
    ),
    findCourierTasks(db, courierIds, { photos }),
  ]);
  const cardRefundByOrder = new Map(refundRows.map((row) => [row.orderId, row]));

  return rows.map((row) => {
    const task = taskById.get(row.id);
    return toOrderView({
      row,
      store: row.storeId === null ? undefined : storeById.get(row.storeId),
      courier: task ? toCourierTaskView(task) : null,
      ...partsOf(row.id),
      isRated: rated.has(row.id),
      cardRefund: cardRefundByOrder.get(row.id) ?? null,
      rider:
        row.riderId !== null && RIDER_VISIBLE_STATUSES.includes(row.status)
          ? (riderById.get(row.riderId) ?? null)
          : null,
    });
  });
}

/** Where a courier order shows its store: the pickup, under the service's name. */
function courierRestaurant(task: CourierTask): Order['restaurant'] {
  return {
    id: 0,
    slug: '',
    name: 'Pick & Drop',
    image: '',
    address: task.pickup.address,
    phone: task.pickup.contact_phone,
    latitude: task.pickup.latitude,
    longitude: task.pickup.longitude,
  };
}

/** The store as an order shows it. */
export type OrderStoreFields = Omit<StoreContact, 'id'>;

/** One order as customers see it, from its rows (no query). */
export function toOrderView({
  row,
  store,
  items,
  events,
  substitutions = [],
  isRated,
  rider = null,
  cardRefund = null,
  courier = null,
}: {
  row: OrderRow;
  store: OrderStoreFields | undefined;
  items: readonly OrderItemRow[];
  events: readonly OrderEventRow[];
  substitutions?: readonly SubstitutionRow[];
  isRated: boolean;
  rider?: { name: string; phone: string | null } | null;
  cardRefund?: CardRefund | null;
  /** Courier orders: their task (its pickup stands where a store would). */
  courier?: CourierTask | null;
}): Order {
  return {
    id: row.id,
    unique_order_id: row.uniqueOrderId,
    kind: row.kind,
    status: row.status,
    restaurant: courier
      ? courierRestaurant(courier)
      : {
          id: row.storeId ?? 0,
          slug: store?.slug ?? '',
          name: store?.name ?? '',
          image: store?.image ?? '',
          address: store?.address ?? '',
          phone: store?.phone ?? null,
          latitude: store?.latitude ?? 0,
          longitude: store?.longitude ?? 0,
        },
    delivery_type: row.deliveryType === 'SELFPICKUP' ? 'SELFPICKUP' : 'DELIVERY',
    address: toAddressView(row.address),
    distance_km: row.distanceKm,
    items: toOrderItemViews(items, substitutions),
    bill: {
      subtotal: row.subtotalMinor,
      addons: row.addonsMinor,
      store_charge: row.storeChargeMinor,
      small_cart_fee: row.smallCartFeeMinor,
      delivery_fee: row.deliveryFeeMinor,
      tax: row.taxMinor,
      coupon_discount: row.couponDiscountMinor,
      tip: row.tipMinor,
      total: row.totalMinor,
      wallet_used: row.walletUsedMinor,
      payable: row.payableMinor,
    },
    payment_method: row.paymentMethod as PaymentMethod,
    payment_status: row.paymentStatus as Order['payment_status'],
    refund: toRefundView(row, cardRefund),
    coupon_code: row.couponCode,
    comment: row.comment,
    scheduled_for: row.scheduledFor?.toISOString() ?? null,
    delivery_pin: row.deliveryPin,
    rider: rider && { name: rider.name, phone: rider.phone },
    created_at: row.createdAt.toISOString(),
    // A courier task has no store to rate.
    is_ratable: row.status === ORDER_STATUS.DELIVERED && !isRated && row.kind !== 'courier',
    events: toOrderEventViews(events),
    courier,
  };
}

type CardRefund = Awaited<ReturnType<typeof listCardRefunds>>[number];

/**
 * Where a cancelled order's money went: the wallet part (and an online payment that could not go
 * back to its card) to the wallet, the rest to the card. A failed order collected nothing online.
 */
function toRefundView(row: OrderRow, card: CardRefund | null): Order['refund'] {
  if (row.status !== ORDER_STATUS.CANCELLED && row.status !== ORDER_STATUS.PAYMENT_FAILED) {
    return null;
  }
  const paidOnline = row.paymentStatus === 'refunded' ? row.payableMinor : 0;
  const onlineToWallet = card ? (card.status === 'failed' ? card.amountMinor : 0) : paidOnline;
  const toWallet = row.walletUsedMinor + onlineToWallet;
  if (toWallet === 0 && !card) return null;
  return {
    to_wallet: toWallet,
    to_card: card && {
      amount: card.amountMinor,
      status: card.status as 'pending' | 'succeeded' | 'failed',
      provider: card.provider,
    },
  };
}

export async function loadOrderView(
  db: Executor,
  { orderId, userId }: { orderId: number | string; userId: number },
): Promise<Order> {
  const row = await findOwnOrder(db, { userId, ref: orderId });
  const [view] = await buildOrderViews(db, [row]);
  if (!view) throw createOrderNotFoundError();
  return view;
}
