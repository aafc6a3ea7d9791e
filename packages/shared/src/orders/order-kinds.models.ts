import { ORDER_STATUS as S, ORDER_TRANSITIONS, type OrderTransition } from './orders.models';

/**
 * The three kinds of order one engine runs (docs/order-engine.md). Each kind brings its own
 * pricing and its own steps; quote, place, pay, refund, transition, dispatch and tracking are
 * shared. Grocery and courier are declared here so that their modules add a kind, not a copy.
 */
export const ORDER_KINDS = ['food', 'grocery', 'courier'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export function isOrderKind(value: unknown): value is OrderKind {
  return typeof value === 'string' && (ORDER_KINDS as readonly string[]).includes(value);
}

/**
 * A courier (pickup-and-drop) order has no store to accept or prepare it: once paid it waits for
 * a rider, who picks the parcel up from the sender and drops it with the receiver. The customer
 * may cancel until a rider has it; an admin until it is picked up.
 */
const COURIER_TRANSITIONS: readonly OrderTransition[] = [
  { from: S.AWAITING_PAYMENT, to: S.PLACED, actors: ['payment'], emits: 'order.paid' },
  { from: S.AWAITING_PAYMENT, to: S.SCHEDULED, actors: ['payment'], emits: 'order.paid' },
  {
    from: S.AWAITING_PAYMENT,
    to: S.PAYMENT_FAILED,
    actors: ['payment', 'system'],
    emits: 'order.payment_failed',
  },
  { from: S.SCHEDULED, to: S.PLACED, actors: ['system', 'admin'], emits: 'order.released' },
  { from: S.SCHEDULED, to: S.CANCELLED, actors: ['customer', 'admin'], emits: 'order.cancelled' },
  {
    from: S.PLACED,
    to: S.RIDER_ASSIGNED,
    actors: ['rider', 'admin'],
    emits: 'order.rider_assigned',
  },
  // The system cancels a task no rider took in time (pickupDropRiderSearchMinutes).
  {
    from: S.PLACED,
    to: S.CANCELLED,
    actors: ['customer', 'admin', 'system'],
    emits: 'order.cancelled',
  },
  { from: S.RIDER_ASSIGNED, to: S.PICKED_UP, actors: ['rider', 'admin'], emits: 'order.picked_up' },
  { from: S.RIDER_ASSIGNED, to: S.CANCELLED, actors: ['admin'], emits: 'order.cancelled' },
  { from: S.PICKED_UP, to: S.DELIVERED, actors: ['rider', 'admin'], emits: 'order.delivered' },
];

/**
 * Every kind's state machine. A grocery order moves like a food order: the store accepts it and
 * packs it ("preparing"), then a rider or the customer collects it.
 */
export const KIND_TRANSITIONS: Readonly<Record<OrderKind, readonly OrderTransition[]>> = {
  food: ORDER_TRANSITIONS,
  grocery: ORDER_TRANSITIONS,
  courier: COURIER_TRANSITIONS,
};

/** The step from `from` to `to` that this kind of order allows, if any. */
export function findKindTransition(
  kind: OrderKind,
  from: number,
  to: number,
): OrderTransition | undefined {
  return KIND_TRANSITIONS[kind].find((step) => step.from === from && step.to === to);
}
