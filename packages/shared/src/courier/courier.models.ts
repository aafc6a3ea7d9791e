/**
 * Pickup and drop (issue 16): how the server prices a courier task from the operator's tariff.
 * Integer minor units; every rounding is stated. The client shows the result and never sends a
 * price the server trusts.
 */

/** A weight band: parcels up to `maxKg` pay `feeMinor` on top of the distance fare. */
export interface WeightBand {
  maxKg: number;
  feeMinor: number;
}

/** A surcharge window, local time "HH:MM" to "HH:MM" (may wrap past midnight), in basis points. */
export interface SurchargeWindow {
  from: string;
  to: string;
  bps: number;
  label: string;
}

export interface CourierTariff {
  /** Covers the first `baseDistanceKm`. */
  baseFareMinor: number;
  baseDistanceKm: number;
  /** For every started kilometre beyond the base distance. */
  perKmMinor: number;
  /** Ascending by `maxKg`; heavier than the last band is refused. */
  weightBands: readonly WeightBand[];
  /** Shorter tasks are charged as this distance. */
  minDistanceKm: number;
  /** Longer tasks are refused. */
  maxDistanceKm: number;
  /** On the fare (base, distance and weight), the highest window that applies. */
  surcharges: readonly SurchargeWindow[];
  /** Tax in basis points on the fare and surcharge. */
  taxBps: number;
  /** Local "HH:MM" open and close (may wrap past midnight); null: always open. */
  serviceHours: { open: string; close: string } | null;
}

export interface CourierPrice {
  /** The distance charged (at least the minimum), km, as measured. */
  distance_km: number;
  base_fare: number;
  distance_fare: number;
  weight_fee: number;
  surcharge: number;
  /** The surcharge window's label ("Night"), or null. */
  surcharge_label: string | null;
  tax: number;
  total: number;
}

export type CourierRefusal = 'too_far' | 'too_heavy' | 'closed';

/** Rounds a non-negative rational a/b to the nearest integer, halves up. */
function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** "HH:MM" → minutes after midnight; NaN when malformed. */
export function minutesOfDay(text: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

/** Whether `minute` (0..1439) falls in [from, to), wrapping past midnight when to <= from. */
export function isWithin(minute: number, from: string, to: string): boolean {
  const start = minutesOfDay(from);
  const end = minutesOfDay(to);
  if (Number.isNaN(start) || Number.isNaN(end) || start === end) return false;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** The weight band a parcel falls in, or null when heavier than every band. */
export function weightBandOf(tariff: CourierTariff, weightKg: number): WeightBand | null {
  return tariff.weightBands.find((band) => weightKg <= band.maxKg) ?? null;
}

/**
 * The price of a task `distanceKm` long (as measured) for a parcel of `weightKg`, at `minute`
 * local time, or why it is refused. Fare = base + per-km × every started km beyond the base
 * distance (the charged distance is at least the minimum) + the weight band's fee; surcharge =
 * the highest applicable window's bps of the fare, halves up; tax = taxBps of fare + surcharge,
 * halves up. Monotonic in distance and weight for a valid tariff (bands ascending, fees not
 * decreasing).
 */
export function priceCourierTask(
  tariff: CourierTariff,
  { distanceKm, weightKg, minute }: { distanceKm: number; weightKg: number; minute: number },
): { ok: true; price: CourierPrice } | { ok: false; refusal: CourierRefusal } {
  if (
    tariff.serviceHours &&
    !isWithin(minute, tariff.serviceHours.open, tariff.serviceHours.close)
  ) {
    return { ok: false, refusal: 'closed' };
  }
  if (distanceKm > tariff.maxDistanceKm) return { ok: false, refusal: 'too_far' };
  const band = weightBandOf(tariff, weightKg);
  if (!band) return { ok: false, refusal: 'too_heavy' };
  const charged = Math.max(distanceKm, tariff.minDistanceKm);
  // A tiny epsilon so 5.0000000001 km of floating point is not a sixth started kilometre.
  const extraKm = Math.max(0, Math.ceil(charged - tariff.baseDistanceKm - 1e-9));
  const baseFare = tariff.baseFareMinor;
  const distanceFare = extraKm * tariff.perKmMinor;
  const fare = baseFare + distanceFare + band.feeMinor;
  const window = tariff.surcharges
    .filter((entry) => isWithin(minute, entry.from, entry.to))
    .reduce<SurchargeWindow | null>(
      (best, entry) => (!best || entry.bps > best.bps ? entry : best),
      null,
    );
  const surcharge = window ? roundHalfUp(fare * window.bps, 10_000) : 0;
  const tax = roundHalfUp((fare + surcharge) * tariff.taxBps, 10_000);
  return {
    ok: true,
    price: {
      distance_km: Math.round(charged * 100) / 100,
      base_fare: baseFare,
      distance_fare: distanceFare,
      weight_fee: band.feeMinor,
      surcharge,
      surcharge_label: window?.label ?? null,
      tax,
      total: fare + surcharge + tax,
    },
  };
}
