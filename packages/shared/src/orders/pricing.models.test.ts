import { describe, expect, test } from 'vitest';
import { couponDiscount, deliveryFee, priceOrder, type PriceOrderInput } from './pricing.models';

/** mulberry32: the same "random" carts on every run. */
function randomGenerator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const int = (random: () => number, max: number) => Math.floor(random() * (max + 1));

function randomInput(random: () => number): PriceOrderInput {
  const lines = Array.from({ length: 1 + int(random, 6) }, () => ({
    unitPrice: int(random, 100_000),
    addonPrices: Array.from({ length: int(random, 3) }, () => int(random, 20_000)),
    quantity: 1 + int(random, 9),
  }));
  const couponKind = int(random, 2);
  return {
    lines,
    storeChargeMinor: int(random, 5000),
    smallCart:
      random() < 0.5 ? { feeMinor: int(random, 3000), thresholdMinor: int(random, 50_000) } : null,
    delivery:
      random() < 0.3
        ? null
        : {
            distanceKm: random() * 15,
            rule:
              random() < 0.5
                ? { kind: 'FIXED', feeMinor: int(random, 6000) }
                : {
                    kind: 'DYNAMIC',
                    baseFeeMinor: int(random, 4000),
                    baseDistanceKm: int(random, 5),
                    perKmMinor: int(random, 1500),
                  },
          },
    freeDeliverySubtotalMinor: random() < 0.3 ? int(random, 100_000) : null,
    taxBps: int(random, 2800),
    coupon:
      couponKind === 0
        ? null
        : couponKind === 1
          ? {
              discount_type: 'PERCENTAGE',
              discount: 1 + int(random, 99),
              max_discount: random() < 0.5 ? null : int(random, 20_000),
            }
          : { discount_type: 'AMOUNT', discount: 1 + int(random, 500_000), max_discount: null },
    tipMinor: int(random, 10_000),
    walletBalanceMinor: int(random, 300_000),
    useWallet: random() < 0.5,
  };
}

describe('priceOrder', () => {
  test('over 5000 random carts: lines + fees + tax − discounts = total, every part an integer, never negative', () => {
    const random = randomGenerator(2026);
    for (let run = 0; run < 5000; run += 1) {
      const input = randomInput(random);
      const price = priceOrder(input);
      const lines = input.lines.reduce(
        (sum, line) =>
          sum + (line.unitPrice + line.addonPrices.reduce((a, b) => a + b, 0)) * line.quantity,
        0,
      );
      expect(price.subtotal).toBe(lines);
      expect(price.total).toBe(
        lines -
          price.coupon_discount +
          price.store_charge +
          price.small_cart_fee +
          price.delivery_fee +
          price.tax +
          price.tip,
      );
      expect(price.payable).toBe(price.total - price.wallet_used);
      for (const value of Object.values(price)) {
        expect(Number.isSafeInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
      }
      expect(price.coupon_discount).toBeLessThanOrEqual(price.subtotal);
      expect(price.wallet_used).toBeLessThanOrEqual(input.useWallet ? input.walletBalanceMinor : 0);
    }
  });

  test('a worked example: items, add-ons, store charge, fixed delivery, 5 % tax, capped coupon, tip, wallet', () => {
    const price = priceOrder({
      lines: [
        { unitPrice: 9000, addonPrices: [2000, 1000], quantity: 2 },
        { unitPrice: 15000, addonPrices: [], quantity: 1 },
      ],
      storeChargeMinor: 1000,
      delivery: { rule: { kind: 'FIXED', feeMinor: 3000 }, distanceKm: 2.2 },
      freeDeliverySubtotalMinor: null,
      taxBps: 500,
      coupon: { discount_type: 'PERCENTAGE', discount: 10, max_discount: 3000 },
      tipMinor: 2000,
      walletBalanceMinor: 10_000,
      useWallet: true,
    });
    // 2 × (90 + 20 + 10) + 150 = 390; 10 % = 39 capped at 30; tax 5 % of (390 − 30 + 10) = 18.50.
    expect(price).toEqual({
      subtotal: 39000,
      addons: 6000,
      store_charge: 1000,
      small_cart_fee: 0,
      delivery_fee: 3000,
      tax: 1850,
      coupon_discount: 3000,
      tip: 2000,
      total: 43850,
      wallet_used: 10000,
      payable: 33850,
    });
  });

  test('a small-cart fee applies under the threshold only, and is not taxed', () => {
    const input = {
      lines: [{ unitPrice: 9900, addonPrices: [], quantity: 1 }],
      storeChargeMinor: 0,
      smallCart: { feeMinor: 1500, thresholdMinor: 10_000 },
      delivery: null,
      freeDeliverySubtotalMinor: null,
      taxBps: 500,
      coupon: null,
      tipMinor: 0,
      walletBalanceMinor: 0,
      useWallet: false,
    };
    const under = priceOrder(input);
    expect(under.small_cart_fee).toBe(1500);
    expect(under.tax).toBe(495);
    expect(under.total).toBe(9900 + 1500 + 495);
    const atThreshold = priceOrder({
      ...input,
      lines: [{ unitPrice: 10_000, addonPrices: [], quantity: 1 }],
    });
    expect(atThreshold.small_cart_fee).toBe(0);
    expect(priceOrder({ ...input, smallCart: null }).small_cart_fee).toBe(0);
  });

  test('tax rounds halves up to the nearest minor unit', () => {
    const base = {
      storeChargeMinor: 0,
      delivery: null,
      freeDeliverySubtotalMinor: null,
      coupon: null,
      tipMinor: 0,
      walletBalanceMinor: 0,
      useWallet: false,
    };
    // 5 % of 1010 = 50.5 → 51; 5 % of 1009 = 50.45 → 50.
    expect(
      priceOrder({
        ...base,
        lines: [{ unitPrice: 1010, addonPrices: [], quantity: 1 }],
        taxBps: 500,
      }).tax,
    ).toBe(51);
    expect(
      priceOrder({
        ...base,
        lines: [{ unitPrice: 1009, addonPrices: [], quantity: 1 }],
        taxBps: 500,
      }).tax,
    ).toBe(50);
  });

  test('delivery is free from the free-delivery subtotal on', () => {
    const input: PriceOrderInput = {
      lines: [{ unitPrice: 20000, addonPrices: [], quantity: 1 }],
      storeChargeMinor: 0,
      delivery: { rule: { kind: 'FIXED', feeMinor: 3000 }, distanceKm: 1 },
      freeDeliverySubtotalMinor: 20000,
      taxBps: 0,
      coupon: null,
      tipMinor: 0,
      walletBalanceMinor: 0,
      useWallet: false,
    };
    expect(priceOrder(input).delivery_fee).toBe(0);
    expect(priceOrder({ ...input, freeDeliverySubtotalMinor: 20001 }).delivery_fee).toBe(3000);
  });
});

describe('deliveryFee and couponDiscount', () => {
  test('distance based: the base fee covers the base distance, then each started km costs extra', () => {
    const rule = {
      kind: 'DYNAMIC',
      baseFeeMinor: 2500,
      baseDistanceKm: 3,
      perKmMinor: 800,
    } as const;
    expect(deliveryFee(rule, 2)).toBe(2500);
    expect(deliveryFee(rule, 3)).toBe(2500);
    expect(deliveryFee(rule, 3.1)).toBe(3300);
    expect(deliveryFee(rule, 5)).toBe(4100);
    expect(deliveryFee(rule, 5.01)).toBe(4900);
  });

  test('percentages round down and respect the cap; amounts never exceed the subtotal', () => {
    expect(
      couponDiscount({ discount_type: 'PERCENTAGE', discount: 15, max_discount: null }, 999),
    ).toBe(149);
    expect(
      couponDiscount({ discount_type: 'PERCENTAGE', discount: 50, max_discount: 10000 }, 40000),
    ).toBe(10000);
    expect(
      couponDiscount({ discount_type: 'AMOUNT', discount: 7500, max_discount: null }, 5000),
    ).toBe(5000);
  });
});
