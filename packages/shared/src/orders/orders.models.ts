/**
 * The order state machine (ARCHITECTURE §5): every status, every allowed transition, who may make it
 * and what it emits. The server applies it, the PWA and the console read it; nothing else decides.
 */
export const ORDER_STATUS = {
  PLACED: 1,
  PREPARING: 2,
  RIDER_ASSIGNED: 3,
  PICKED_UP: 4,
  DELIVERED: 5,
  CANCELLED: 6,
  READY_FOR_PICKUP: 7,
  AWAITING_PAYMENT: 8,
  PAYMENT_FAILED: 9,
  SCHEDULED: 10,
  CONFIRMED_SCHEDULED: 11,
} as const;

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUSES = Object.values(ORDER_STATUS) as OrderStatus[];

/** Who causes a change. `payment` is a verified provider webhook or return; `system` the scheduler. */
export type OrderActor = 'customer' | 'store' | 'rider' | 'admin' | 'payment' | 'system';

/** What a change announces (notifications, pushes, streams). */
export type OrderEventName =
  | 'order.paid'
  | 'order.payment_failed'
  | 'order.accepted'
  | 'order.confirmed'
  | 'order.released'
  | 'order.rider_assigned'
  | 'order.picked_up'
  | 'order.ready_for_pickup'
  | 'order.delivered'
  | 'order.cancelled';

export interface OrderTransition {
  from: OrderStatus;
  to: OrderStatus;
  actors: readonly OrderActor[];
  emits: OrderEventName;
}

const S = ORDER_STATUS;

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: S.AWAITING_PAYMENT, to: S.PLACED, actors: ['payment'], emits: 'order.paid' },
  { from: S.AWAITING_PAYMENT, to: S.PREPARING, actors: ['payment'], emits: 'order.paid' },
  { from: S.AWAITING_PAYMENT, to: S.SCHEDULED, actors: ['payment'], emits: 'order.paid' },
  {
    from: S.AWAITING_PAYMENT,
    to: S.PAYMENT_FAILED,
    actors: ['payment', 'system'],
    emits: 'order.payment_failed',
  },
  {
    from: S.SCHEDULED,
    to: S.CONFIRMED_SCHEDULED,
    actors: ['store', 'admin'],
    emits: 'order.confirmed',
  },
  {
    from: S.SCHEDULED,
    to: S.CANCELLED,
    actors: ['customer', 'store', 'admin'],
    emits: 'order.cancelled',
  },
  {
    from: S.CONFIRMED_SCHEDULED,
    to: S.PLACED,
    actors: ['system', 'admin'],
    emits: 'order.released',
  },
  {
    from: S.CONFIRMED_SCHEDULED,
    to: S.PREPARING,
    actors: ['system', 'admin'],
    emits: 'order.released',
  },
  {
    from: S.CONFIRMED_SCHEDULED,
    to: S.CANCELLED,
    actors: ['store', 'admin'],
    emits: 'order.cancelled',
  },
  { from: S.PLACED, to: S.PREPARING, actors: ['store', 'admin'], emits: 'order.accepted' },
  {
    from: S.PLACED,
    to: S.CANCELLED,
    actors: ['customer', 'store', 'admin'],
    emits: 'order.cancelled',
  },
  {
    from: S.PREPARING,
    to: S.RIDER_ASSIGNED,
    actors: ['rider', 'admin'],
    emits: 'order.rider_assigned',
  },
  {
    from: S.PREPARING,
    to: S.READY_FOR_PICKUP,
    actors: ['store', 'admin'],
    emits: 'order.ready_for_pickup',
  },
  { from: S.PREPARING, to: S.CANCELLED, actors: ['store', 'admin'], emits: 'order.cancelled' },
  { from: S.RIDER_ASSIGNED, to: S.PICKED_UP, actors: ['rider', 'admin'], emits: 'order.picked_up' },
  { from: S.PICKED_UP, to: S.DELIVERED, actors: ['rider', 'admin'], emits: 'order.delivered' },
  {
    from: S.READY_FOR_PICKUP,
    to: S.DELIVERED,
    actors: ['store', 'admin'],
    emits: 'order.delivered',
  },
];

export function findTransition(from: number, to: number): OrderTransition | undefined {
  return ORDER_TRANSITIONS.find((transition) => transition.from === from && transition.to === to);
}

/** Whether `actor` may move an order from `from` to `to`. */
export function canTransition({
  from,
  to,
  actor,
}: {
  from: number;
  to: number;
  actor: OrderActor;
}): boolean {
  return findTransition(from, to)?.actors.includes(actor) ?? false;
}

export const TERMINAL_STATUSES: readonly OrderStatus[] = [
  S.DELIVERED,
  S.CANCELLED,
  S.PAYMENT_FAILED,
];

/** A running order: not yet delivered, cancelled or failed (awaiting payment counts as running). */
export function isRunningStatus(status: number): boolean {
  return !(TERMINAL_STATUSES as readonly number[]).includes(status);
}

/** The customer may cancel only before the store has started (SPEC, issue: status 1 or 10). */
export const CUSTOMER_CANCELLABLE_STATUSES: readonly OrderStatus[] = [S.PLACED, S.SCHEDULED];

/** The status a paid order starts in: scheduled, or placed (preparing when the store auto-accepts). */
export function statusAfterPayment({
  isScheduled,
  storeAutoAccepts,
}: {
  isScheduled: boolean;
  storeAutoAccepts: boolean;
}): OrderStatus {
  if (isScheduled) return S.SCHEDULED;
  return storeAutoAccepts ? S.PREPARING : S.PLACED;
}

/** UI string keys of each status (packages/shared/src/i18n/ui-strings.ts). */
export const ORDER_STATUS_LABEL_KEYS: Record<OrderStatus, string> = {
  1: 'orderStatusPlaced',
  2: 'orderStatusPreparing',
  3: 'orderStatusRiderAssigned',
  4: 'orderStatusPickedUp',
  5: 'orderStatusDelivered',
  6: 'orderStatusCancelled',
  7: 'orderStatusReadyForPickup',
  8: 'orderStatusAwaitingPayment',
  9: 'orderStatusPaymentFailed',
  10: 'orderStatusScheduled',
  11: 'orderStatusConfirmedScheduled',
};
