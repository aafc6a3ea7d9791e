import { describe, expect, it } from 'vitest';
import type { LiveMap } from '@app/shared/console/dashboard.schemas';
import { applyAdminEvent, markersOf, readAdminEvent } from './live-map';

const map: LiveMap = {
  riders: [{ rider_id: 5, name: 'Asha', latitude: 12.9, longitude: 77.6, at: '' }],
  orders: [
    {
      unique_order_id: 'OD-1',
      status: 2,
      store_name: 'Kitchen',
      rider_id: null,
      from: { latitude: 12.93, longitude: 77.62 },
      to: { latitude: 12.95, longitude: 77.62 },
    },
  ],
};

describe('live map events', () => {
  it('moves a known rider, and asks for a fresh map for an unknown one', () => {
    const moved = applyAdminEvent(map, {
      type: 'rider_location',
      rider_id: 5,
      latitude: 13,
      longitude: 77.7,
      at: 'now',
    });
    expect(moved.needsReload).toBe(false);
    expect(moved.map.riders[0]).toMatchObject({ latitude: 13, longitude: 77.7 });
    const other = applyAdminEvent(map, {
      type: 'rider_location',
      rider_id: 9,
      latitude: 13,
      longitude: 77.7,
      at: 'now',
    });
    expect(other.needsReload).toBe(true);
  });

  it('drops a delivered order and reloads for a new one', () => {
    const done = applyAdminEvent(map, { type: 'order_status', unique_order_id: 'OD-1', status: 5 });
    expect(done.map.orders).toEqual([]);
    const fresh = applyAdminEvent(map, {
      type: 'order_status',
      unique_order_id: 'OD-2',
      status: 1,
    });
    expect(fresh.needsReload).toBe(true);
  });

  it('reads stream messages and makes markers for riders, drops and stores', () => {
    expect(readAdminEvent('order_status', '{"unique_order_id":"OD-1","status":4}')).toEqual({
      type: 'order_status',
      unique_order_id: 'OD-1',
      status: 4,
    });
    expect(readAdminEvent('rider_location', '{"rider_id":"x"}')).toBeNull();
    expect(readAdminEvent('state', 'not json')).toBeNull();
    expect(markersOf(map).map((marker) => marker.kind)).toEqual(['rider', 'destination', 'store']);
  });
});
