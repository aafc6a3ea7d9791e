import { GPS_POST_INTERVAL_MS as CONTRACT_GPS_INTERVAL } from '@app/shared/delivery/delivery.schemas';
import {
  STREAM_EVENTS,
  orderStatusMessageSchema,
  riderLocationMessageSchema,
} from '@app/shared/realtime/realtime.schemas';
import { describe, expect, test } from 'vitest';
import {
  GPS_POST_INTERVAL_MS,
  STREAM_EVENT,
  isOrderStatusMessage,
  isRiderLocationMessage,
} from './stream-events';

describe('stream events', () => {
  test('the copies equal the contract', () => {
    expect(STREAM_EVENT).toEqual(STREAM_EVENTS);
    expect(GPS_POST_INTERVAL_MS).toBe(CONTRACT_GPS_INTERVAL);
  });

  test('the guards accept what the contract accepts and refuse the rest', () => {
    const status = {
      unique_order_id: 'SB-1',
      status: 4,
      event: {
        from_status: 3,
        to_status: 4,
        actor: 'rider',
        reason: '',
        at: '2026-11-21T10:00:00Z',
      },
    };
    const location = {
      unique_order_id: 'SB-1',
      latitude: 12.97,
      longitude: 77.64,
      heading: null,
      at: '2026-11-21T10:00:00Z',
    };
    expect(orderStatusMessageSchema.safeParse(status).success).toBe(true);
    expect(isOrderStatusMessage(status)).toBe(true);
    expect(riderLocationMessageSchema.safeParse(location).success).toBe(true);
    expect(isRiderLocationMessage(location)).toBe(true);
    expect(isOrderStatusMessage({ ...status, status: '4' })).toBe(false);
    expect(isRiderLocationMessage({ ...location, latitude: 'north' })).toBe(false);
    expect(isRiderLocationMessage(null)).toBe(false);
  });
});
