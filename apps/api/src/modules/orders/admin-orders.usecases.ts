import { and, eq, sql } from 'drizzle-orm';
import type {
  AdminOrderDetail,
  AdminOrderRow,
  AdminOrdersRequest,
} from '@app/shared/console/admin-orders.schemas';
import { toCsv } from '@app/shared/common/csv';
import { findKindTransition } from '@app/shared/orders/order-kinds.models';
import { ORDER_STATUS as S } from '@app/shared/orders/orders.models';
import type { Database, Executor } from '../../db/client';
import { findUserNamesByIds } from '../accounts/user-fragments.repository';
import { listAssignableRiders } from '../delivery/riders-admin.repository';
import { listPaymentsOfOrder } from '../payments/payments.repository';
import { listCardRefunds } from '../payments/refunds.repository';
import { findCourierTasks } from '../pickup-drop/pickup-drop.repository';
import { sendRefundsOfOrder } from '../payments/refunds.usecases';
import type { PaymentLog } from '../payments/settle-payment.usecases';
import {
  ADMIN_ORDER_SORT_COLUMNS,
  findAdminOrderRow,
  searchAdminOrders,
  type AdminOrderFilters,
  type AdminOrderListRow,
  type AdminOrderSort,
} from './admin-orders.repository';
import {
  createAdminNotCancellableError,
  createAdminOrderNotFoundError,
  createBadSortError,
  createRiderNotAssignableError,
  createRiderNotEligibleError,
  createUnassignRefusedError,
} from './admin-orders.errors';
import { refundOrder } from './order-money.usecases';
import { loadOrderParts, transitionOrder, type OrderRow } from './orders.repository';
import { orders } from './orders.table';

export const MAX_CSV_ROWS = 10_000;

function sortOf(sort: string | undefined): AdminOrderSort {
  if (sort === undefined) return 'created_at';
  if (!(sort in ADMIN_ORDER_SORT_COLUMNS)) throw createBadSortError();
  return sort as AdminOrderSort;
}

function filtersOf(request: Partial<AdminOrdersRequest>): AdminOrderFilters {
  return {
    order: request.order,
    phone: request.phone,
    storeId: request.store_id,
    status: request.status,
    kind: request.kind,
    from: request.from,
    to: request.to,
    q: request.q,
  };
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toRow(row: AdminOrderListRow): AdminOrderRow {
  return {
    id: row.id,
    unique_order_id: row.unique_order_id,
    kind: row.kind,
    status: row.status,
    created_at: iso(row.created_at),
    customer: { id: row.user_id, name: row.customer_name, phone: row.customer_phone },
    store:
      row.store_id === null
        ? null
        : { id: row.store_id, name: row.store_name ?? `#${row.store_id}` },
    rider:
      row.rider_id === null
        ? null
        : { id: row.rider_id, name: row.rider_name ?? `#${row.rider_id}` },
    total: Number(row.total_minor),
    payment_method: row.payment_method,
    payment_status: row.payment_status,
  };
}

/** A page of every order (the admin's search). */
export async function listAdminOrders(db: Database, request: AdminOrdersRequest) {
  const { rows, total } = await searchAdminOrders(db, {
    filters: filtersOf(request),
    sort: sortOf(request.sort),
    dir: request.dir,
    limit: request.per_page,
    offset: (request.page - 1) * request.per_page,
  });
  return { rows: rows.map(toRow), total, page: request.page, per_page: request.per_page };
}

/**
 * The filtered list as CSV (money in minor units), at most `maxRows` rows: `truncated` says when
 * more orders matched (`matched` of them), so the caller can say the file is not all of them.
 */
export async function exportAdminOrders(
  db: Database,
  request: Partial<AdminOrdersRequest> & { dir: 'asc' | 'desc' },
  maxRows = MAX_CSV_ROWS,
) {
  const { rows, total } = await searchAdminOrders(db, {
    filters: filtersOf(request),
    sort: sortOf(request.sort),
    dir: request.dir,
    limit: maxRows,
    offset: 0,
  });
  const header = [
    'id',
    'order',
    'kind',
    'status',
    'created_at',
    'customer',
    'phone',
    'store',
    'rider',
    'total_minor',
    'payment_method',
    'payment_status',
  ];
  const lines = rows
    .map(toRow)
    .map((row) => [
      row.id,
      row.unique_order_id,
      row.kind,
      row.status,
      row.created_at,
      row.customer.name,
      row.customer.phone,
      row.store?.name ?? '',
      row.rider?.name ?? '',
      row.total,
      row.payment_method,
      row.payment_status,
    ]);
  return {
    filename: `orders-${new Date().toISOString().slice(0, 10)}.csv`,
    csv: toCsv([header, ...lines]),
    rows: lines.length,
    matched: Math.max(total, lines.length),
    truncated: total > lines.length,
  };
}

async function findByRef(db: Executor, uniqueOrderId: string, lock = false): Promise<OrderRow> {
  const query = db.select().from(orders).where(eq(orders.uniqueOrderId, uniqueOrderId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw createAdminOrderNotFoundError();
  return row;
}

const canCancel = (order: OrderRow) =>
  findKindTransition(order.kind, order.status, S.CANCELLED)?.actors.includes('admin') ?? false;

/** The step a new rider takes the order through: 2 -> 3 (store) or 1 -> 3 (courier); 3 swaps. */
function assignStepOf(order: OrderRow): 'assign' | 'swap' | null {
  if (order.status === S.RIDER_ASSIGNED && order.riderId !== null) return 'swap';
  if (order.riderId !== null) return null;
  const from = order.kind === 'courier' ? S.PLACED : S.PREPARING;
  if (order.status !== from) return null;
  if (order.kind !== 'courier' && order.deliveryType !== 'DELIVERY') return null;
  const step = findKindTransition(order.kind, from, S.RIDER_ASSIGNED);
  return step?.actors.includes('admin') ? 'assign' : null;
}

/** One order as the admin sees it: bill, lines, timeline with who did what, payments, rider. */
export async function getAdminOrder(
  db: Database,
  uniqueOrderId: string,
): Promise<AdminOrderDetail> {
  const order = await findByRef(db, uniqueOrderId);
  const [listRow, parts, payments, refunds, tasks] = await Promise.all([
    findAdminOrderRow(db, order.id),
    loadOrderParts(db, [order.id]),
    listPaymentsOfOrder(db, order.id),
    listCardRefunds(db, [order.id]),
    order.kind === 'courier' ? findCourierTasks(db, [order.id], { photos: false }) : null,
  ]);
  const task = tasks?.get(order.id);
  const stop = (snapshot: { address: string; contact_name: string; contact_phone: string }) => ({
    address: snapshot.address,
    contact_name: snapshot.contact_name,
    contact_phone: snapshot.contact_phone,
  });
  if (!listRow) throw createAdminOrderNotFoundError();
  const { items, events } = parts(order.id);
  const names = await findUserNamesByIds(db, [
    ...new Set(events.map((event) => event.actorUserId).filter((id) => id !== null)),
  ]);
  const assignable = assignStepOf(order) !== null;
  return {
    ...toRow(listRow),
    delivery_type: order.deliveryType,
    address: order.address ? { ...order.address } : null,
    comment: order.comment,
    bill: {
      subtotal: order.subtotalMinor,
      addons: order.addonsMinor,
      store_charge: order.storeChargeMinor,
      small_cart_fee: order.smallCartFeeMinor,
      delivery_fee: order.deliveryFeeMinor,
      tax: order.taxMinor,
      coupon_discount: order.couponDiscountMinor,
      coupon_code: order.couponCode,
      tip: order.tipMinor,
      total: order.totalMinor,
      wallet_used: order.walletUsedMinor,
      payable: order.payableMinor,
    },
    items: items.map((item) => ({
      id: item.id,
      name: item.name,
      quantity: item.quantity,
      price: item.priceMinor,
      line_total: item.lineTotalMinor,
      addons: item.addons.map((addon) => ({ name: addon.name, price: addon.price })),
    })),
    timeline: events.map((event) => ({
      from_status: event.fromStatus,
      to_status: event.toStatus,
      actor: event.actor,
      actor_user:
        event.actorUserId === null
          ? null
          : {
              id: event.actorUserId,
              name: names.get(event.actorUserId) ?? `#${event.actorUserId}`,
            },
      reason: event.reason,
      at: event.at.toISOString(),
    })),
    payments: payments.map((row) => ({
      provider: row.provider,
      status: row.status,
      amount: Number(row.amountMinor),
    })),
    refunds: refunds.map((row) => ({
      provider: row.provider,
      status: row.status,
      amount: row.amountMinor,
    })),
    courier: task
      ? {
          task_type: task.taskType,
          description: task.description,
          pickup: stop(task.pickup),
          drop: stop(task.drop),
          arrived_pickup_at: task.arrivedPickupAt?.toISOString() ?? null,
          arrived_drop_at: task.arrivedDropAt?.toISOString() ?? null,
        }
      : null,
    can_cancel: canCancel(order),
    can_assign_rider: assignable,
    rider_choices: assignable ? await listAssignableRiders(db, { storeId: order.storeId }) : [],
  };
}

/**
 * An admin cancels a running order, where the order engine lets an admin (e.g. not once it is
 * picked up), and gives the money back: the wallet part always to the wallet; an online payment
 * to the wallet or, with `original`, back through its provider (Stripe, Razorpay; others to the
 * wallet). Cash not yet paid needs nothing. The order row is locked and the change is guarded by
 * the status, so double clicks and concurrent calls refund once: the second gets 409.
 */
export async function cancelOrderAsAdmin({
  db,
  log,
  adminId,
  uniqueOrderId,
  reason,
  refundTo,
}: {
  db: Database;
  log: PaymentLog;
  adminId: number;
  uniqueOrderId: string;
  reason: string;
  refundTo: 'wallet' | 'original';
}) {
  const result = await db.transaction(async (tx) => {
    const order = await findByRef(tx, uniqueOrderId, true);
    if (!canCancel(order)) throw createAdminNotCancellableError();
    const moved = await transitionOrder(tx, {
      kind: order.kind,
      orderId: order.id,
      from: order.status,
      to: S.CANCELLED,
      actor: 'admin',
      actorUserId: adminId,
      reason,
    });
    if (!moved) throw createAdminNotCancellableError();
    const toWallet = await refundOrder(tx, order, {
      reason: 'Refund for cancelled order',
      toWallet: refundTo === 'wallet',
    });
    const paidOnline = order.paymentStatus === 'paid' ? order.payableMinor : 0;
    const toCard = order.walletUsedMinor + paidOnline - toWallet;
    return {
      order,
      refunded_to_wallet: toWallet,
      refunded_to_card: toCard,
    };
  });
  if (result.refunded_to_card > 0) {
    await sendRefundsOfOrder({ db, log, orderId: result.order.id });
  }
  return {
    before: result.order,
    order: await getAdminOrder(db, uniqueOrderId),
    refunded_to_wallet: result.refunded_to_wallet,
    refunded_to_card: result.refunded_to_card,
  };
}

/**
 * Gives the order to another approved, online rider of its store (any such rider for a courier
 * task): from "preparing" (or a placed courier task) through the engine's step to "rider
 * assigned", or, once assigned and before pick-up, by swapping the rider. Taking the rider off
 * (`riderId` null) would need a step back the engine does not have, so it is refused.
 */
export async function reassignOrderRider({
  db,
  adminId,
  uniqueOrderId,
  riderId,
}: {
  db: Database;
  adminId: number;
  uniqueOrderId: string;
  riderId: number | null;
}) {
  const before = await db.transaction(async (tx) => {
    const order = await findByRef(tx, uniqueOrderId, true);
    const step = assignStepOf(order);
    if (riderId === null) {
      throw order.riderId === null ? createRiderNotAssignableError() : createUnassignRefusedError();
    }
    if (step === null) throw createRiderNotAssignableError();
    if (order.riderId === riderId) return order;
    const riders = await listAssignableRiders(tx, { storeId: order.storeId });
    if (!riders.some((rider) => rider.id === riderId)) throw createRiderNotEligibleError();
    if (step === 'assign') {
      const moved = await transitionOrder(tx, {
        kind: order.kind,
        orderId: order.id,
        from: order.status,
        to: S.RIDER_ASSIGNED,
        actor: 'admin',
        actorUserId: adminId,
        reason: 'Rider assigned by an admin',
        set: { riderId },
      });
      if (!moved) throw createRiderNotAssignableError();
    } else {
      const [changed] = await tx
        .update(orders)
        .set({ riderId, updatedAt: sql`now()` })
        .where(
          and(
            eq(orders.id, order.id),
            eq(orders.status, S.RIDER_ASSIGNED),
            eq(orders.riderId, order.riderId as number),
          ),
        )
        .returning({ id: orders.id });
      if (!changed) throw createRiderNotAssignableError();
    }
    return order;
  });
  return { before, order: await getAdminOrder(db, uniqueOrderId) };
}
