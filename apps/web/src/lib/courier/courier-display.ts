import type { CourierStop, TASK_TYPES } from '@app/shared/courier/courier.schemas';
import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import type { UiStringKey } from '@app/shared/i18n/ui-strings';

/**
 * A courier task's steps as the sender, the recipient and the rider see them: the order's status
 * with the two arrival marks (arriving at a stop changes no status).
 */
export const COURIER_STEPS = [
  'finding',
  'to_pickup',
  'at_pickup',
  'picked_up',
  'at_drop',
  'delivered',
] as const;
export type CourierStep = (typeof COURIER_STEPS)[number];

export const COURIER_STEP_LABEL_KEYS = {
  finding: 'courierStepFinding',
  to_pickup: 'courierStepToPickup',
  at_pickup: 'courierStepAtPickup',
  picked_up: 'courierStepPickedUp',
  at_drop: 'courierStepAtDrop',
  delivered: 'courierStepDelivered',
} as const satisfies Record<CourierStep, UiStringKey>;

export interface CourierProgress {
  status: number;
  arrived_pickup_at: string | null;
  arrived_drop_at: string | null;
}

/**
 * Where a task stands; null when it is not on the courier path (awaiting payment, payment failed,
 * scheduled, cancelled): the caller shows the status's own words then.
 */
export function courierStep({
  status,
  arrived_pickup_at,
  arrived_drop_at,
}: CourierProgress): CourierStep | null {
  if (status === ORDER_STATUS.PLACED) return 'finding';
  if (status === ORDER_STATUS.RIDER_ASSIGNED) return arrived_pickup_at ? 'at_pickup' : 'to_pickup';
  if (status === ORDER_STATUS.PICKED_UP) return arrived_drop_at ? 'at_drop' : 'picked_up';
  if (status === ORDER_STATUS.DELIVERED) return 'delivered';
  return null;
}

export type TaskType = (typeof TASK_TYPES)[number];

const TASK_TYPE_KEYS = {
  documents: 'courierTypeDocuments',
  food: 'courierTypeFood',
  parcel: 'courierTypeParcel',
  keys: 'courierTypeKeys',
  laundry: 'courierTypeLaundry',
  custom: 'courierTypeCustom',
} as const satisfies Record<TaskType, UiStringKey>;

export function taskTypeLabelKey(type: TaskType): UiStringKey {
  return TASK_TYPE_KEYS[type] ?? 'courierTypeCustom';
}

/** "Flat 4, 100 Feet Road" (the landmark goes on its own line). */
export function stopAddressLine(stop: Pick<CourierStop, 'address'> & { house?: string }): string {
  return [stop.house, stop.address].filter(Boolean).join(', ');
}

/** The recipient's page for a task: what the sender shares. */
export function trackingUrl(trackToken: string, origin = window.location.origin): string {
  return `${origin}/pickup-and-drop/track/${encodeURIComponent(trackToken)}`;
}

export function navigationUrl({ latitude, longitude }: { latitude: number; longitude: number }) {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
