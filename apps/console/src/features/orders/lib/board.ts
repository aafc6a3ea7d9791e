import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import type { StoreOrder } from '@app/shared/console/console.schemas';

const S = ORDER_STATUS;

/** The console's own short English labels of every status. */
export const STATUS_LABEL: Record<number, string> = {
  [S.PLACED]: 'Placed',
  [S.PREPARING]: 'Preparing',
  [S.RIDER_ASSIGNED]: 'Rider assigned',
  [S.PICKED_UP]: 'Out for delivery',
  [S.DELIVERED]: 'Delivered',
  [S.CANCELLED]: 'Cancelled',
  [S.READY_FOR_PICKUP]: 'Ready for pickup',
  [S.AWAITING_PAYMENT]: 'Awaiting payment',
  [S.PAYMENT_FAILED]: 'Payment failed',
  [S.SCHEDULED]: 'Scheduled',
  [S.CONFIRMED_SCHEDULED]: 'Scheduled, confirmed',
};

export function statusLabel(status: number): string {
  return STATUS_LABEL[status] ?? `Status ${status}`;
}

export type BoardColumnId = 'new' | 'preparing' | 'delivery' | 'ready';

export interface BoardColumn {
  id: BoardColumnId;
  title: string;
  statuses: readonly number[];
}

export const BOARD_COLUMNS: readonly BoardColumn[] = [
  { id: 'new', title: 'New', statuses: [S.PLACED, S.SCHEDULED, S.CONFIRMED_SCHEDULED] },
  { id: 'preparing', title: 'Preparing', statuses: [S.PREPARING] },
  { id: 'delivery', title: 'Out for delivery', statuses: [S.RIDER_ASSIGNED, S.PICKED_UP] },
  { id: 'ready', title: 'Ready for pickup', statuses: [S.READY_FOR_PICKUP] },
];

/** Statuses that ask the store to act now: an alert plays when an order arrives in one. */
export const NEW_ORDER_STATUSES: readonly number[] = [S.PLACED, S.SCHEDULED];

export function isNewOrderStatus(status: number): boolean {
  return NEW_ORDER_STATUSES.includes(status);
}

/**
 * The active orders by board column, oldest first so the order waiting longest is on top;
 * scheduled orders by their slot.
 */
export function groupByColumn(orders: readonly StoreOrder[]): Record<BoardColumnId, StoreOrder[]> {
  const groups: Record<BoardColumnId, StoreOrder[]> = {
    new: [],
    preparing: [],
    delivery: [],
    ready: [],
  };
  for (const order of orders) {
    const column = BOARD_COLUMNS.find((candidate) => candidate.statuses.includes(order.status));
    if (column) groups[column.id].push(order);
  }
  const sortKey = (order: StoreOrder) => order.scheduled_for ?? order.created_at;
  for (const list of Object.values(groups))
    list.sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
  return groups;
}

export type OrderActionId = 'accept' | 'reject' | 'mark-ready' | 'complete' | 'confirm';

export interface OrderAction {
  id: OrderActionId;
  label: string;
  /** The call under /public/api/console/. */
  call:
    'accept-order' | 'reject-order' | 'mark-order-ready' | 'complete-order' | 'confirm-scheduled';
  tone: 'primary' | 'danger';
}

const ACCEPT: OrderAction = {
  id: 'accept',
  label: 'Accept',
  call: 'accept-order',
  tone: 'primary',
};
const CONFIRM: OrderAction = {
  id: 'confirm',
  label: 'Confirm',
  call: 'confirm-scheduled',
  tone: 'primary',
};
const REJECT: OrderAction = { id: 'reject', label: 'Reject', call: 'reject-order', tone: 'danger' };
const CANCEL: OrderAction = { ...REJECT, label: 'Cancel order' };
const MARK_READY: OrderAction = {
  id: 'mark-ready',
  label: 'Mark ready',
  call: 'mark-order-ready',
  tone: 'primary',
};
const COMPLETE: OrderAction = {
  id: 'complete',
  label: 'Complete',
  call: 'complete-order',
  tone: 'primary',
};

/** What the store may do with an order now (the store's transitions of ORDER_TRANSITIONS). */
export function actionsFor(order: Pick<StoreOrder, 'status' | 'delivery_type'>): OrderAction[] {
  switch (order.status) {
    case S.PLACED:
      return [ACCEPT, REJECT];
    case S.SCHEDULED:
      return [CONFIRM, REJECT];
    case S.CONFIRMED_SCHEDULED:
      return [CANCEL];
    case S.PREPARING:
      return order.delivery_type === 'SELFPICKUP' ? [MARK_READY, CANCEL] : [CANCEL];
    case S.READY_FOR_PICKUP:
      return [COMPLETE];
    default:
      return [];
  }
}

const PAYMENT_METHOD_LABEL: Record<string, string> = {
  COD: 'Cash on delivery',
  WALLET: 'Wallet',
  STRIPE: 'Card (Stripe)',
  RAZORPAY: 'Razorpay',
  PAYU: 'PayU',
};
const PAYMENT_STATUS_LABEL: Record<string, string> = {
  unpaid: 'to collect',
  pending: 'pending',
  paid: 'paid',
  failed: 'failed',
  refunded: 'refunded',
};

/** "Cash on delivery · to collect", "Card (Stripe) · paid". */
export function paymentLabel(order: Pick<StoreOrder, 'payment_method' | 'payment_status'>): string {
  const method = PAYMENT_METHOD_LABEL[order.payment_method] ?? order.payment_method;
  const status = PAYMENT_STATUS_LABEL[order.payment_status] ?? order.payment_status;
  return `${method} · ${status}`;
}

/** The ids of orders in `next` that were not in `known` and wait for the store: new arrivals. */
export function findArrivals(known: ReadonlySet<string>, next: readonly StoreOrder[]): string[] {
  return next
    .filter((order) => isNewOrderStatus(order.status) && !known.has(order.unique_order_id))
    .map((order) => order.unique_order_id);
}

/** A grocery order the store is packing (preparing, or a rider on the way): picked line by line. */
export function isPicking(order: Pick<StoreOrder, 'kind' | 'status'>): boolean {
  return order.kind === 'grocery' && (order.status === 2 || order.status === 3);
}
