import type { courierTaskInputSchema, TrackedCourier } from '@app/shared/courier/courier.schemas';
import type { z } from 'zod';
import type {
  CourierCheckoutRequest,
  CourierPlaceOrderRequest,
} from '@app/shared/courier/courier-orders.schemas';
import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import type { Database } from '../../db/client';
import { findUserContacts } from '../accounts/user-contacts.repository';
import { findRiderLocation } from '../delivery/riders.repository';
import { getCheckoutQuote, placeOrder, type CheckoutInput } from '../orders/checkout.usecases';
import { findOrderById } from '../orders/orders.repository';
import { listStatusTimes } from '../orders/tracking.repository';
import { createRecipientPaysCashError, createTrackNotFoundError } from './pickup-drop.errors';
import { findCourierTaskByToken } from './pickup-drop.repository';
import { liveEtaMinutes } from './pickup-drop.usecases';

/**
 * Pickup and drop through the order engine (decision 013): the task becomes an order of kind
 * `courier` (no store, no lines), quoted and placed by the engine with courier's pricing, so
 * idempotency, coupons, the wallet, payments, refunds, dispatch and live tracking are the food
 * order's. The recipient follows the task through an unguessable link, without signing in.
 */

type CourierTaskRequest = z.output<typeof courierTaskInputSchema>;

type CheckoutBody = Omit<CourierCheckoutRequest, 'tip' | 'use_wallet' | 'task'> & {
  task: CourierTaskRequest;
  tip: number;
  use_wallet: boolean;
};

function toCheckoutInput(body: CheckoutBody): CheckoutInput {
  return {
    kind: 'courier',
    restaurant_id: 0,
    items: [],
    delivery_type: 'DELIVERY',
    address_id: null,
    coupon: body.coupon ?? null,
    comment: body.task.instructions,
    tip: body.tip,
    use_wallet: body.use_wallet,
    scheduled_for: null,
    courier: body.task,
  };
}

export async function getCourierQuote({
  db,
  userId,
  body,
  now,
}: {
  db: Database;
  userId: number;
  body: CheckoutBody;
  now?: Date;
}) {
  const quote = await getCheckoutQuote({ db, userId, input: toCheckoutInput(body), now });
  if (!quote.courier) throw new Error('A courier quote carries its task price');
  return {
    price: quote.courier.price,
    distance_km: quote.courier.distance_km,
    distance_kind: 'straight_line' as const,
    eta_minutes: quote.courier.eta_minutes,
    bill: quote.bill,
    wallet_balance: quote.wallet_balance,
    coupon: quote.coupon,
    coupon_error: quote.coupon_error,
  };
}

export async function placeCourierOrder({
  db,
  auth,
  body,
  now,
}: {
  db: Database;
  auth: { token: string | null; bodyUserId: string | null };
  body: CheckoutBody &
    Pick<CourierPlaceOrderRequest, 'payment_method' | 'idempotency_key' | 'expected_total'>;
  now?: Date;
}) {
  // The recipient pays in cash at the drop: nothing is taken from the sender's wallet or card.
  if (body.task.payer === 'recipient' && (body.payment_method !== 'COD' || body.use_wallet)) {
    throw createRecipientPaysCashError();
  }
  return placeOrder({
    db,
    auth,
    input: {
      ...toCheckoutInput(body),
      payment_method: body.payment_method,
      idempotency_key: body.idempotency_key,
      expected_total: body.expected_total,
    },
    now,
  });
}

/** Steps the recipient sees (no money but cash due, no sender's phone, no pickup PIN). */
const RIDER_STATUSES: readonly number[] = [ORDER_STATUS.RIDER_ASSIGNED, ORDER_STATUS.PICKED_UP];

export async function trackCourierTask(db: Database, token: string): Promise<TrackedCourier> {
  const task = await findCourierTaskByToken(db, token);
  if (!task) throw createTrackNotFoundError();
  // The recipient's page asks every 4 s: three round trips (task; order and timeline; people).
  const [order, statusTimes] = await Promise.all([
    findOrderById(db, task.orderId),
    listStatusTimes(db, task.orderId),
  ]);
  if (!order) throw createTrackNotFoundError();
  const withRider = order.riderId !== null && RIDER_STATUSES.includes(order.status);
  const [contacts, location] = await Promise.all([
    findUserContacts(db, withRider ? [order.userId, order.riderId as number] : [order.userId]),
    withRider ? findRiderLocation(db, order.riderId as number) : Promise.resolve(null),
  ]);
  const rider = withRider ? contacts.get(order.riderId as number) : undefined;
  const cashDue =
    task.payer === 'recipient' && order.paymentMethod === 'COD' && order.paymentStatus !== 'paid'
      ? order.payableMinor
      : 0;
  const { drop } = task;
  return {
    unique_order_id: order.uniqueOrderId,
    status: order.status,
    task_type: task.taskType as TrackedCourier['task_type'],
    description: task.description,
    sender_name: contacts.get(order.userId)?.name ?? task.pickup.contact_name,
    pickup: {
      latitude: task.pickup.latitude,
      longitude: task.pickup.longitude,
      address: task.pickup.address,
    },
    drop: {
      latitude: drop.latitude,
      longitude: drop.longitude,
      address: drop.address,
      house: drop.house,
      landmark: drop.landmark,
      contact_name: drop.contact_name,
    },
    drop_pin: order.status === ORDER_STATUS.DELIVERED ? null : order.deliveryPin,
    cash_due: cashDue,
    rider: rider ? { name: rider.name, phone: rider.phone } : null,
    rider_location: location && {
      latitude: location.latitude,
      longitude: location.longitude,
      at: location.at,
    },
    arrived_pickup_at: task.arrivedPickupAt?.toISOString() ?? null,
    arrived_drop_at: task.arrivedDropAt?.toISOString() ?? null,
    // From the rider's position once they have the task; the quote's estimate before.
    eta_minutes:
      liveEtaMinutes({ status: order.status, rider: location, pickup: task.pickup, drop }) ??
      task.etaMinutes,
    events: statusTimes.map((event) => ({
      to_status: event.toStatus,
      at: event.at.toISOString(),
    })),
  };
}
