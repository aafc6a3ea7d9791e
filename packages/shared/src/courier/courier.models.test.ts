import { describe, expect, it } from 'vitest';
import { isWithin, priceCourierTask, type CourierTariff } from './courier.models';

/** A small seeded generator (mulberry32), so a failure names its case and repeats. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomTariff(random: () => number): CourierTariff {
  const int = (max: number) => Math.floor(random() * max);
  let maxKg = 0;
  let fee = 0;
  const weightBands = Array.from({ length: 1 + int(4) }, () => {
    maxKg += 1 + int(10);
    fee += int(3000);
    return { maxKg, feeMinor: fee };
  });
  return {
    baseFareMinor: int(10_000),
    baseDistanceKm: int(5),
    perKmMinor: int(2_000),
    weightBands,
    minDistanceKm: random() * 2,
    maxDistanceKm: 5 + int(30),
    surcharges: [
      { from: '22:00', to: '06:00', bps: int(5_000), label: 'Night' },
      { from: '18:00', to: '21:00', bps: int(3_000), label: 'Peak' },
    ],
    taxBps: int(2_000),
    serviceHours: null,
  };
}

/** The settings' formula, written out here independently of the code under test. */
function expected(tariff: CourierTariff, distanceKm: number, weightKg: number, minute: number) {
  const charged = Math.max(distanceKm, tariff.minDistanceKm);
  let extra = 0;
  while (tariff.baseDistanceKm + extra < charged - 1e-9) extra += 1;
  const band = tariff.weightBands.find((entry) => weightKg <= entry.maxKg);
  if (!band) return null;
  const fare = tariff.baseFareMinor + extra * tariff.perKmMinor + band.feeMinor;
  const night = minute >= 22 * 60 || minute < 6 * 60;
  const peak = minute >= 18 * 60 && minute < 21 * 60;
  const bps = Math.max(
    night ? (tariff.surcharges[0]?.bps ?? 0) : 0,
    peak ? (tariff.surcharges[1]?.bps ?? 0) : 0,
  );
  const surcharge = Math.round((fare * bps) / 10_000 + 1e-9);
  const tax = Math.round(((fare + surcharge) * tariff.taxBps) / 10_000 + 1e-9);
  return fare + surcharge + tax;
}

describe('courier pricing', () => {
  it('equals the settings formula and is monotonic in distance and weight, 10,000 random cases', () => {
    const random = seeded(16);
    for (let index = 0; index < 10_000; index += 1) {
      const tariff = randomTariff(random);
      const distanceKm = random() * (tariff.maxDistanceKm + 2);
      const weightKg = random() * ((tariff.weightBands.at(-1)?.maxKg ?? 1) + 3);
      const minute = Math.floor(random() * 1440);
      const result = priceCourierTask(tariff, { distanceKm, weightKg, minute });
      const want = expected(tariff, distanceKm, weightKg, minute);
      const label = JSON.stringify({ index, distanceKm, weightKg, minute });
      if (distanceKm > tariff.maxDistanceKm) {
        expect(result, label).toEqual({ ok: false, refusal: 'too_far' });
        continue;
      }
      if (want === null) {
        expect(result, label).toEqual({ ok: false, refusal: 'too_heavy' });
        continue;
      }
      if (!result.ok) throw new Error(`refused ${label}`);
      expect(result.price.total, label).toBe(want);
      expect(result.price.total, label).toBe(
        result.price.base_fare +
          result.price.distance_fare +
          result.price.weight_fee +
          result.price.surcharge +
          result.price.tax,
      );
      // Further or heavier never costs less.
      const further = priceCourierTask(tariff, {
        distanceKm: Math.min(tariff.maxDistanceKm, distanceKm + random() * 3),
        weightKg,
        minute,
      });
      if (further.ok) expect(further.price.total, label).toBeGreaterThanOrEqual(result.price.total);
      const heavier = priceCourierTask(tariff, {
        distanceKm,
        weightKg: weightKg + random() * 5,
        minute,
      });
      if (heavier.ok) expect(heavier.price.total, label).toBeGreaterThanOrEqual(result.price.total);
    }
  });

  it('refuses outside service hours; windows wrap past midnight', () => {
    const tariff: CourierTariff = {
      ...randomTariff(seeded(1)),
      serviceHours: { open: '07:00', close: '23:00' },
    };
    expect(priceCourierTask(tariff, { distanceKm: 1, weightKg: 1, minute: 6 * 60 })).toEqual({
      ok: false,
      refusal: 'closed',
    });
    expect(priceCourierTask(tariff, { distanceKm: 1, weightKg: 1, minute: 7 * 60 }).ok).toBe(true);
    expect(isWithin(23 * 60 + 30, '22:00', '06:00')).toBe(true);
    expect(isWithin(5 * 60, '22:00', '06:00')).toBe(true);
    expect(isWithin(6 * 60, '22:00', '06:00')).toBe(false);
    expect(isWithin(12 * 60, '25:00', '06:00')).toBe(false);
  });

  it('charges short tasks as the minimum distance and names the surcharge', () => {
    const tariff: CourierTariff = {
      baseFareMinor: 4000,
      baseDistanceKm: 2,
      perKmMinor: 800,
      weightBands: [
        { maxKg: 5, feeMinor: 0 },
        { maxKg: 12, feeMinor: 3000 },
      ],
      minDistanceKm: 3,
      maxDistanceKm: 20,
      surcharges: [{ from: '22:00', to: '06:00', bps: 2500, label: 'Night' }],
      taxBps: 500,
      serviceHours: null,
    };
    const night = priceCourierTask(tariff, { distanceKm: 0.4, weightKg: 8, minute: 23 * 60 });
    // 4000 + 1 km × 800 + 3000 = 7800; night 25 % = 1950; tax 5 % of 9750 = 487.5 → 488.
    expect(night).toEqual({
      ok: true,
      price: {
        distance_km: 3,
        base_fare: 4000,
        distance_fare: 800,
        weight_fee: 3000,
        surcharge: 1950,
        surcharge_label: 'Night',
        tax: 488,
        total: 10238,
      },
    });
  });
});
