import type {
  RiderLocationMessage,
  OrderStatusMessage,
} from '@app/shared/realtime/realtime.schemas';

/**
 * The contract's event names and GPS interval (packages/shared realtime.schemas.ts and
 * delivery.schemas.ts), repeated here because importing values from a schema module would put zod
 * in the screens' download; stream-events.test.ts keeps the copies equal.
 */
export const STREAM_EVENT = {
  orderStatus: 'order_status',
  orderUpdated: 'order_updated',
  riderLocation: 'rider_location',
  newOrder: 'new_order',
  state: 'state',
  reconnect: 'reconnect',
} as const;

export const GPS_POST_INTERVAL_MS = 4000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function isOrderStatusMessage(value: unknown): value is OrderStatusMessage {
  return (
    isRecord(value) &&
    typeof value.unique_order_id === 'string' &&
    typeof value.status === 'number' &&
    isRecord(value.event) &&
    typeof value.event.to_status === 'number' &&
    typeof value.event.at === 'string'
  );
}

export function isRiderLocationMessage(value: unknown): value is RiderLocationMessage {
  return (
    isRecord(value) &&
    typeof value.unique_order_id === 'string' &&
    typeof value.latitude === 'number' &&
    typeof value.longitude === 'number' &&
    Number.isFinite(value.latitude) &&
    Number.isFinite(value.longitude)
  );
}
