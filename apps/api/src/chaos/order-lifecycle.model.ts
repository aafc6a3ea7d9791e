import { findKindTransition, type OrderKind } from '@app/shared/orders/order-kinds.models';
import {
  CUSTOMER_CANCELLABLE_STATUSES,
  ORDER_STATUS as S,
  type OrderActor,
} from '@app/shared/orders/orders.models';

/**
 * The in-memory model of the order lifecycle (issue 19): what each call should do to an order
 * and to the customer's money, derived from the engine's state machine (`findKindTransition`), not
 * from the code under test. The commands compare the real API with it after every step.
 */

export type PayMethod = 'COD' | 'WALLET' | 'STRIPE';
export type PaymentStatus = 'unpaid' | 'pending' | 'paid' | 'failed' | 'refunded';

export interface ModelOrder {
  ref: string;
  id: number;
  kind: OrderKind;
  method: PayMethod;
  status: number;
  paymentStatus: PaymentStatus;
  payable: number;
  walletUsed: number;
  deliveryPin: string | null;
  pickupPin: string | null;
  /** Index of the rider holding it (into the fixture's riders). */
  rider: number | null;
  /** The started Stripe PaymentIntent, once the customer began paying. */
  intent: string | null;
  rated: boolean;
  /** What went back to the card (Stripe refunds). */
  cardRefunded: number;
}

export interface LifecycleModel {
  orders: ModelOrder[];
  /** The customer's wallet balance. */
  wallet: number;
}

/** Whether `actor` may move an order of `kind` from its status to `to` (the engine's table). */
export function mayMove(order: ModelOrder, to: number, actor: OrderActor): boolean {
  return findKindTransition(order.kind, order.status, to)?.actors.includes(actor) ?? false;
}

/** A step a call asks for: refused (4xx, nothing written), a no-op repeat (200), or a move. */
export type Expectation = { outcome: 'refused' } | { outcome: 'same' } | { outcome: 'moved' };
const refused: Expectation = { outcome: 'refused' };
const same: Expectation = { outcome: 'same' };
const moved: Expectation = { outcome: 'moved' };

/** Store steps repeat as a no-op once the order is where the step leads (console's rule). */
export function storeStep(order: ModelOrder, to: number): Expectation {
  if (order.kind === 'courier') return refused;
  if (order.status === to) return same;
  const from =
    to === S.PREPARING ? [S.PLACED] : [S.SCHEDULED, S.CONFIRMED_SCHEDULED, S.PLACED, S.PREPARING];
  return (from as number[]).includes(order.status) && mayMove(order, to, 'store') ? moved : refused;
}

export function customerCancel(order: ModelOrder): Expectation {
  return (CUSTOMER_CANCELLABLE_STATUSES as readonly number[]).includes(order.status) &&
    mayMove(order, S.CANCELLED, 'customer')
    ? moved
    : refused;
}

export function adminCancel(order: ModelOrder): Expectation {
  return mayMove(order, S.CANCELLED, 'admin') ? moved : refused;
}

/** A courier task waits for a rider once placed; a store's order once the store accepted it. */
export function riderAccept(order: ModelOrder, rider: number): Expectation {
  if (order.rider === rider) return same;
  if (order.rider !== null) return refused;
  const offered = order.kind === 'courier' ? S.PLACED : S.PREPARING;
  return order.status === offered && mayMove(order, S.RIDER_ASSIGNED, 'rider') ? moved : refused;
}

/** Pick-up and delivery: the holding rider only; repeating a done step is a no-op. */
export function riderStep(order: ModelOrder, rider: number, to: number): Expectation {
  if (order.rider !== rider) return refused;
  if (order.status === to) return same;
  return mayMove(order, to, 'rider') ? moved : refused;
}

export function rate(order: ModelOrder): Expectation {
  return order.status === S.DELIVERED && !order.rated && order.kind !== 'courier' ? moved : refused;
}

/**
 * Money back when an order ends (refundOrder): the wallet part to the wallet; a captured card
 * payment to the card, or to the wallet when asked; an unpaid order gives nothing.
 */
export function refundInModel(
  model: LifecycleModel,
  order: ModelOrder,
  { toWallet }: { toWallet: boolean },
) {
  const paidOnline =
    order.paymentStatus === 'paid' && order.method === 'STRIPE' ? order.payable : 0;
  const toCard = !toWallet && paidOnline > 0;
  model.wallet += order.walletUsed + (toCard ? 0 : paidOnline);
  if (toCard) order.cardRefunded += paidOnline;
  if (paidOnline > 0) order.paymentStatus = 'refunded';
}

/**
 * What the customer has paid for an order net of what came back, as the ledgers must show it:
 * an order that ended (cancelled, payment failed) keeps nothing.
 */
export function expectedNetPaid(order: ModelOrder): number {
  if (order.status === S.CANCELLED || order.status === S.PAYMENT_FAILED) return 0;
  const card = order.method === 'STRIPE' && order.paymentStatus === 'paid' ? order.payable : 0;
  return order.walletUsed + card;
}

/** Orders a rider holds (assigned or picked up). */
export function heldBy(model: LifecycleModel, rider: number): number {
  return model.orders.filter(
    (order) =>
      order.rider === rider && (order.status === S.RIDER_ASSIGNED || order.status === S.PICKED_UP),
  ).length;
}
