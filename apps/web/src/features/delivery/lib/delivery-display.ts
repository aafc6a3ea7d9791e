import type { DeliveryOrder } from '@app/shared/delivery/delivery.schemas';
import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import type { DeliveryStep } from '../api/advance-delivery-order';

/** The one next action of an order for its rider (SPEC §4: accept, then picked up, then delivered). */
export function nextDeliveryStep(status: number): DeliveryStep | null {
  if (status === ORDER_STATUS.PREPARING) return 'accept-to-deliver';
  if (status === ORDER_STATUS.RIDER_ASSIGNED) return 'pickedup-order';
  if (status === ORDER_STATUS.PICKED_UP) return 'deliver-order';
  return null;
}

export const STEP_LABEL_KEYS = {
  'accept-to-deliver': 'deliveryAccept',
  'pickedup-order': 'deliveryPickedUp',
  'deliver-order': 'deliveryDelivered',
} as const satisfies Record<DeliveryStep, string>;

/** Where the rider heads next: the store until pickup, then the customer. */
export function navigationTarget(
  order: DeliveryOrder,
): { latitude: number; longitude: number } | null {
  if (order.status === ORDER_STATUS.PICKED_UP) return order.customer.address;
  return order.store;
}

export function navigationUrl({ latitude, longitude }: { latitude: number; longitude: number }) {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

export function customerAddressLine(order: DeliveryOrder): string {
  const address = order.customer.address;
  if (!address) return '';
  return [address.house, address.address, address.landmark].filter(Boolean).join(', ');
}

export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
