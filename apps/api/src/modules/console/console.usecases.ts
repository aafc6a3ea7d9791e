import type { AdminPermission } from '@app/shared/console/admin.schemas';
import type { ConsoleStore, StoreOrder } from '@app/shared/console/console.schemas';
import type { PickStatus } from '@app/shared/grocery/grocery.models';
import { canTransition, ORDER_STATUS, type OrderActor } from '@app/shared/orders/orders.models';
import type { Database } from '../../db/client';
import { findUserContacts } from '../accounts/user-contacts.repository';
import type { AuthenticatedUser } from '../accounts/auth-tokens.repository';
import {
  findItemStoreId,
  listManagedStores,
  listStoreItems,
  ownsStore,
  updateStoreItem,
  setStoreSwitches,
  storeExists,
} from '../catalog/store-admin.repository';
import { refundOrder } from '../orders/order-money.usecases';
import {
  findOrderById,
  findOrderByUniqueId,
  listStoreOrders,
  transitionOrder,
  type Executor,
  type OrderChanges,
  type OrderRow,
} from '../orders/orders.repository';
import { buildOrderViews } from '../orders/order-views.repository';
import { pickOrderLine, proposeSubstitute } from '../orders/substitutions.usecases';
import { sendRefundsOfOrder } from '../payments/refunds.usecases';
import type { PaymentLog } from '../payments/settle-payment.usecases';
import {
  createConsoleItemNotFoundError,
  createConsoleOrderNotFoundError,
  createConsoleStoreNotFoundError,
  createConsoleWrongStatusError,
  createNotSelfPickupError,
  createStaffOnlyError,
} from './console.errors';
import { ensureAdminPermission } from './console-access';

const S = ORDER_STATUS;
export const ACTIVE_STORE_STATUSES = [
  S.SCHEDULED,
  S.CONFIRMED_SCHEDULED,
  S.PLACED,
  S.PREPARING,
  S.RIDER_ASSIGNED,
  S.PICKED_UP,
  S.READY_FOR_PICKUP,
];
const DONE_STORE_STATUSES = [S.DELIVERED, S.CANCELLED];
const DONE_DAYS = 7;
const STORE_ORDERS_LIMIT = 200;

/** Console calls are for store owners and admins (403 auth.forbidden for everyone else). */
export function ensureStaff(user: AuthenticatedUser) {
  if (user.role !== 'store_owner' && user.role !== 'admin') throw createStaffOnlyError();
}

function actorOf(user: AuthenticatedUser): OrderActor {
  return user.role === 'admin' ? 'admin' : 'store';
}

function toConsoleStore(row: {
  id: number;
  name: string;
  slug: string;
  isActive: boolean;
  autoAcceptOrders: boolean;
  module: 'food' | 'grocery';
}): ConsoleStore {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    is_active: row.isActive,
    auto_accept_orders: row.autoAcceptOrders,
    module: row.module,
  };
}

/** The owner's stores, or every store for an admin. */
export async function listConsoleStores(db: Executor, user: AuthenticatedUser) {
  const rows = await listManagedStores(db, user.role === 'admin' ? null : user.id);
  return rows.map(toConsoleStore);
}

/**
 * Whether the caller may act on the store: an owner on their own, an admin holding `area`
 * (`orders` for the board, `stores` for its switches and items) on any. An admin without the
 * area gets 403 console.permission_denied, as from the access hook.
 */
export async function canManageStore(
  db: Executor,
  user: AuthenticatedUser,
  storeId: number,
  area: AdminPermission,
) {
  if (user.role === 'admin') {
    ensureAdminPermission(user, area);
    return storeExists(db, storeId);
  }
  if (user.role !== 'store_owner') return false;
  return ownsStore(db, user.id, storeId);
}

async function ensureStoreAccess(
  db: Executor,
  user: AuthenticatedUser,
  storeId: number,
  area: AdminPermission,
) {
  if (!(await canManageStore(db, user, storeId, area))) throw createConsoleStoreNotFoundError();
}

async function storeOrderViews(db: Executor, rows: readonly OrderRow[]): Promise<StoreOrder[]> {
  if (!rows.length) return [];
  const [views, customerById] = await Promise.all([
    buildOrderViews(db, rows),
    findUserContacts(
      db,
      rows.map((row) => row.userId),
    ),
  ]);
  return views.map((view, index) => {
    const customer = customerById.get(rows[index]?.userId ?? -1);
    return {
      ...view,
      // The PIN proves to the rider that the customer has the order: the store never sees it.
      delivery_pin: null,
      customer: { name: customer?.name ?? '', phone: customer?.phone ?? null },
    };
  });
}

export async function getStoreOrders(
  db: Database,
  user: AuthenticatedUser,
  { storeId, scope }: { storeId: number; scope: 'active' | 'done' },
) {
  await ensureStoreAccess(db, user, storeId, 'orders');
  const rows =
    scope === 'active'
      ? await listStoreOrders(db, {
          storeId,
          statuses: ACTIVE_STORE_STATUSES,
          limit: STORE_ORDERS_LIMIT,
        })
      : await listStoreOrders(db, {
          storeId,
          statuses: DONE_STORE_STATUSES,
          changedWithinDays: DONE_DAYS,
          limit: STORE_ORDERS_LIMIT,
        });
  return storeOrderViews(db, rows);
}

/**
 * An order of one of the caller's stores, or 404 (another store's order is not revealed); an
 * admin needs the `orders` area.
 */
async function findStoreOrder(db: Executor, user: AuthenticatedUser, uniqueOrderId: string) {
  if (user.role === 'admin') ensureAdminPermission(user, 'orders');
  const row = await findOrderByUniqueId(db, uniqueOrderId);
  if (!row || row.storeId === null || !(await canManageStore(db, user, row.storeId, 'orders'))) {
    throw createConsoleOrderNotFoundError();
  }
  return row;
}

async function loadStoreOrder(db: Executor, orderId: number): Promise<StoreOrder> {
  const row = await findOrderById(db, orderId);
  const [view] = await storeOrderViews(db, row ? [row] : []);
  if (!view) throw createConsoleOrderNotFoundError();
  return view;
}

/**
 * One status change of a store's order through the state machine, in one transaction: the order
 * must be in one of `from` (409 console.wrong_status otherwise, or when someone else moved it
 * first). Repeating a change already made answers the order unchanged.
 */
async function changeStoreOrder(
  db: Database,
  user: AuthenticatedUser,
  uniqueOrderId: string,
  {
    from,
    to,
    reason = '',
    check,
    set,
    refundReason,
  }: {
    from: readonly number[];
    to: number;
    reason?: string;
    check?: (order: OrderRow) => void;
    set?: (order: OrderRow) => OrderChanges;
    /** With the log the card refund is sent through once the change has committed. */
    refundReason?: { reason: string; log: PaymentLog };
  },
): Promise<StoreOrder> {
  const orderId = await db.transaction(async (tx) => {
    const order = await findStoreOrder(tx, user, uniqueOrderId);
    check?.(order);
    if (order.status === to) return order.id;
    if (!from.includes(order.status)) throw createConsoleWrongStatusError();
    const moved = await transitionOrder(tx, {
      kind: order.kind,
      orderId: order.id,
      from: order.status,
      to,
      actor: actorOf(user),
      actorUserId: user.id,
      reason,
      set: set?.(order) ?? {},
    });
    if (!moved) throw createConsoleWrongStatusError();
    if (refundReason) await refundOrder(tx, order, { reason: refundReason.reason });
    return order.id;
  });
  if (refundReason) await sendRefundsOfOrder({ db, log: refundReason.log, orderId });
  return loadStoreOrder(db, orderId);
}

/** 1 -> 2: the store starts on the order. */
export function acceptStoreOrder(db: Database, user: AuthenticatedUser, uniqueOrderId: string) {
  return changeStoreOrder(db, user, uniqueOrderId, { from: [S.PLACED], to: S.PREPARING });
}

/** -> 6 with a reason, from any status the state machine lets the store cancel; refunded like a cancel. */
export function rejectStoreOrder(
  db: Database,
  user: AuthenticatedUser,
  { uniqueOrderId, reason, log }: { uniqueOrderId: string; reason: string; log: PaymentLog },
) {
  const actor = actorOf(user);
  const from = [S.SCHEDULED, S.CONFIRMED_SCHEDULED, S.PLACED, S.PREPARING].filter((status) =>
    canTransition({ from: status, to: S.CANCELLED, actor }),
  );
  return changeStoreOrder(db, user, uniqueOrderId, {
    from,
    to: S.CANCELLED,
    reason,
    refundReason: { reason: 'Refund for order rejected by the store', log },
  });
}

/** 2 -> 7, self-pickup orders only (a rider collects delivery orders). */
export function markStoreOrderReady(db: Database, user: AuthenticatedUser, uniqueOrderId: string) {
  return changeStoreOrder(db, user, uniqueOrderId, {
    from: [S.PREPARING],
    to: S.READY_FOR_PICKUP,
    check: (order) => {
      if (order.deliveryType !== 'SELFPICKUP') throw createNotSelfPickupError();
    },
  });
}

/** 7 -> 5: the customer collected it; cash on delivery is paid at the counter. */
export function completeStoreOrder(db: Database, user: AuthenticatedUser, uniqueOrderId: string) {
  return changeStoreOrder(db, user, uniqueOrderId, {
    from: [S.READY_FOR_PICKUP],
    to: S.DELIVERED,
    set: (order) => (order.paymentMethod === 'COD' ? { paymentStatus: 'paid' } : {}),
  });
}

/** 10 -> 11: the store confirms a scheduled order; the scheduler releases it at its slot. */
export function confirmScheduledOrder(
  db: Database,
  user: AuthenticatedUser,
  uniqueOrderId: string,
) {
  return changeStoreOrder(db, user, uniqueOrderId, {
    from: [S.SCHEDULED],
    to: S.CONFIRMED_SCHEDULED,
  });
}

export async function updateStore(
  db: Database,
  user: AuthenticatedUser,
  storeId: number,
  change: { isActive?: boolean; autoAcceptOrders?: boolean },
): Promise<ConsoleStore> {
  await ensureStoreAccess(db, user, storeId, 'stores');
  const row = await setStoreSwitches(db, storeId, change);
  if (!row) throw createConsoleStoreNotFoundError();
  return toConsoleStore(row);
}

export async function getStoreItems(db: Database, user: AuthenticatedUser, storeId: number) {
  await ensureStoreAccess(db, user, storeId, 'stores');
  return listStoreItems(db, storeId);
}

/** The sold-out switch, price, or a grocery item's MRP, pack, limit or shelf count, of an item of the caller's store. */
export async function changeStoreItem(
  db: Database,
  user: AuthenticatedUser,
  { itemId, change }: { itemId: number; change: Parameters<typeof updateStoreItem>[2] },
) {
  if (user.role === 'admin') ensureAdminPermission(user, 'stores');
  const storeId = await findItemStoreId(db, itemId);
  if (storeId === null || !(await canManageStore(db, user, storeId, 'stores'))) {
    throw createConsoleItemNotFoundError();
  }
  const row = await updateStoreItem(db, itemId, change);
  if (!row) throw createConsoleItemNotFoundError();
  return row;
}

/** Grocery picking: the store ticks a line or marks it short (a "remove it" line is refunded). */
export async function pickStoreOrderLine(
  db: Database,
  user: AuthenticatedUser,
  {
    uniqueOrderId,
    orderItemId,
    pickStatus,
    log,
  }: { uniqueOrderId: string; orderItemId: number; pickStatus: PickStatus; log: PaymentLog },
) {
  const order = await findStoreOrder(db, user, uniqueOrderId);
  await pickOrderLine(db, { orderId: order.id, orderItemId, pickStatus, log });
  return loadStoreOrder(db, order.id);
}

/** Grocery picking: the store proposes a substitute for a short line; the customer decides. */
export async function proposeStoreSubstitute(
  db: Database,
  user: AuthenticatedUser,
  {
    uniqueOrderId,
    orderItemId,
    itemId,
    quantity,
  }: { uniqueOrderId: string; orderItemId: number; itemId: number; quantity: number },
) {
  const order = await findStoreOrder(db, user, uniqueOrderId);
  await proposeSubstitute(db, { orderId: order.id, orderItemId, itemId, quantity });
  return loadStoreOrder(db, order.id);
}
