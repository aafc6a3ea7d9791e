import type { DeliveryOrder } from '@app/shared/delivery/delivery.schemas';
import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import { ApiError, rateLimitedText } from '../../../lib/api-client';
import type { TranslateFn } from '../../../lib/i18n/use-translation';

/**
 * A courier task's one next action for its rider: accept the offer (1), arrive at the pickup,
 * pick up with the sender's PIN (3), arrive at the drop, deliver with the recipient's PIN or a
 * photo (4).
 */
export type CourierRiderStep = 'accept' | 'arrive-pickup' | 'pickup' | 'arrive-drop' | 'deliver';

export function nextCourierStep(order: DeliveryOrder): CourierRiderStep | null {
  const courier = order.courier;
  if (!courier) return null;
  if (order.status === ORDER_STATUS.PLACED) return 'accept';
  if (order.status === ORDER_STATUS.RIDER_ASSIGNED) {
    return courier.arrived_pickup_at ? 'pickup' : 'arrive-pickup';
  }
  if (order.status === ORDER_STATUS.PICKED_UP) {
    return courier.arrived_drop_at ? 'deliver' : 'arrive-drop';
  }
  return null;
}

/** The stop the rider heads for: the pickup until the parcel is picked up, then the drop. */
export function courierTarget(order: DeliveryOrder): 'pickup' | 'drop' | null {
  if (!order.courier) return null;
  if (order.status === ORDER_STATUS.PICKED_UP) return 'drop';
  if (order.status === ORDER_STATUS.PLACED || order.status === ORDER_STATUS.RIDER_ASSIGNED) {
    return 'pickup';
  }
  return null;
}

/**
 * The stop shown first in the rider's action panel (who is there, Call, Navigate): the one they
 * head for once the task is theirs; null while it is an offer or once it is over.
 */
export function currentCourierStop(order: DeliveryOrder): 'pickup' | 'drop' | null {
  if (order.status !== ORDER_STATUS.RIDER_ASSIGNED && order.status !== ORDER_STATUS.PICKED_UP) {
    return null;
  }
  return courierTarget(order);
}

/** What the rider earns on a task: its delivery fee and the tip. */
export function courierEarnings(order: DeliveryOrder): number {
  return order.delivery_fee + order.tip;
}

/** The error to show under a courier step: wrong PINs, too many tries, the usual refusals. */
export function courierStepErrorText(error: unknown, t: TranslateFn): string | null {
  if (!error) return null;
  const waiting = rateLimitedText(error, t('courierRiderTooManyTries'));
  if (waiting) return waiting;
  if (error instanceof ApiError) {
    if (error.code === 'delivery.pickup_pin_invalid') return t('courierRiderPickupPinWrong');
    if (error.code === 'delivery.pin_invalid') return t('courierRiderDropPinWrong');
    if (error.code === 'delivery.already_taken') return t('deliveryAlreadyTaken');
    if (error.code === 'delivery.offline') return t('deliveryGoOnline');
    if (error.code === 'delivery.max_orders') return t('deliveryMaxOrders');
  }
  return t('deliveryActionFailed');
}
