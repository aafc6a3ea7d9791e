import { describe, expect, test } from 'vitest';
import { distanceKm, estimateArrivalMinutes } from './eta';

const store = { latitude: 12.9719, longitude: 77.6412 };
// About 3.34 km north of the store (0.03° of latitude).
const customer = { latitude: 13.0019, longitude: 77.6412 };
const now = new Date('2026-11-21T10:30:00Z');

describe('estimateArrivalMinutes', () => {
  test('distance is the great-circle distance in km', () => {
    expect(distanceKm(store, customer)).toBeCloseTo(3.336, 2);
    expect(distanceKm(store, store)).toBe(0);
  });

  test('when picked up, the ride from the rider to the customer at 20 km/h', () => {
    const rider = { latitude: 12.9869, longitude: 77.6412 }; // halfway, ~1.67 km
    expect(
      estimateArrivalMinutes({
        status: 4,
        store,
        destination: customer,
        rider,
        prepMinutes: 20,
        preparingSince: null,
        now,
      }),
    ).toBe(6); // 1.668 km / 20 km/h = 5.0 min, rounded up
  });

  test('when picked up with no known rider position, the ride from the store', () => {
    expect(
      estimateArrivalMinutes({
        status: 4,
        store,
        destination: customer,
        rider: null,
        prepMinutes: 20,
        preparingSince: null,
        now,
      }),
    ).toBe(11); // 3.336 km = 10.0 min
  });

  test('before pickup, the preparation time left comes first, then the ride', () => {
    expect(
      estimateArrivalMinutes({
        status: 3,
        store,
        destination: customer,
        rider: store,
        prepMinutes: 20,
        preparingSince: '2026-11-21T10:25:00Z', // 5 minutes ago: 15 left
        now,
      }),
    ).toBe(26); // 15 + 10.0
  });

  test('before pickup, a rider farther from the store than the food is from ready decides', () => {
    const farRider = { latitude: 12.9419, longitude: 77.6412 }; // 3.336 km south: 10 min away
    expect(
      estimateArrivalMinutes({
        status: 3,
        store,
        destination: customer,
        rider: farRider,
        prepMinutes: 20,
        preparingSince: '2026-11-21T10:00:00Z', // ready already
        now,
      }),
    ).toBe(21);
  });

  test('no estimate without a destination or for an order nobody carries', () => {
    const base = { store, rider: null, prepMinutes: 10, preparingSince: null, now };
    expect(estimateArrivalMinutes({ ...base, status: 4, destination: null })).toBeNull();
    expect(estimateArrivalMinutes({ ...base, status: 1, destination: customer })).toBeNull();
    expect(estimateArrivalMinutes({ ...base, status: 5, destination: customer })).toBeNull();
  });

  test('never less than a minute', () => {
    expect(
      estimateArrivalMinutes({
        status: 4,
        store,
        destination: customer,
        rider: customer,
        prepMinutes: 0,
        preparingSince: null,
        now,
      }),
    ).toBe(1);
  });
});
