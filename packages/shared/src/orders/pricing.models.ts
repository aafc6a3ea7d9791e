/**
 * Order pricing (ARCHITECTURE §5): one pure function the server prices every order with, from its
 * own data. Integer minor units throughout; every rounding is stated. The client only shows results.
 */

export interface PricedLineInput {
  /** Item price, minor units. */
  unitPrice: number;
  /** Prices of the chosen add-ons, minor units, each charged once per unit. */
  addonPrices: readonly number[];
  quantity: number;
}

export type DeliveryFeeRule =
  | { kind: 'FIXED'; feeMinor: number }
  | {
      /** Base fee for the first `baseDistanceKm`, then `perKmMinor` for every started extra km. */
      kind: 'DYNAMIC';
      baseFeeMinor: number;
      baseDistanceKm: number;
      perKmMinor: number;
    };

export interface CouponDiscountRule {
  discount_type: 'PERCENTAGE' | 'AMOUNT';
  /** PERCENTAGE: whole percent (1 to 100). AMOUNT: minor units. */
  discount: number;
  /** Cap in minor units; null or 0 for none. */
  max_discount: number | null;
}

export interface PriceOrderInput {
  lines: readonly PricedLineInput[];
  storeChargeMinor: number;
  /**
   * Grocery's small-cart fee: charged when the subtotal is under `thresholdMinor` (settings);
   * absent for food.
   */
  smallCart?: { feeMinor: number; thresholdMinor: number } | null;
  /** null for self-pickup. */
  delivery: { rule: DeliveryFeeRule; distanceKm: number } | null;
  /** Delivery is free from this subtotal on (null: never). */
  freeDeliverySubtotalMinor: number | null;
  /** Tax in basis points (500 = 5 %) on subtotal − discount + store charge. */
  taxBps: number;
  coupon: CouponDiscountRule | null;
  tipMinor: number;
  /** The customer's wallet balance when paying from it, else 0. */
  walletBalanceMinor: number;
  useWallet: boolean;
}

export interface OrderPrice {
  /** Items with their add-ons: the sum of every line. */
  subtotal: number;
  /** The add-ons' share of the subtotal. */
  addons: number;
  store_charge: number;
  small_cart_fee: number;
  delivery_fee: number;
  tax: number;
  coupon_discount: number;
  tip: number;
  /** subtotal − coupon_discount + store_charge + small_cart_fee + delivery_fee + tax + tip. */
  total: number;
  wallet_used: number;
  /** What is left to pay by the chosen method: total − wallet_used. */
  payable: number;
}

/** Rounds a non-negative rational a/b to the nearest integer, halves up. */
export function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export function lineTotal(line: PricedLineInput): number {
  const addons = line.addonPrices.reduce((sum, price) => sum + price, 0);
  return (line.unitPrice + addons) * line.quantity;
}

export function couponDiscount(coupon: CouponDiscountRule, subtotal: number): number {
  const raw =
    coupon.discount_type === 'PERCENTAGE'
      ? Math.floor((subtotal * Math.min(100, Math.max(0, coupon.discount))) / 100)
      : Math.max(0, coupon.discount);
  const capped =
    coupon.max_discount && coupon.max_discount > 0 ? Math.min(raw, coupon.max_discount) : raw;
  return Math.min(capped, subtotal);
}

export function deliveryFee(rule: DeliveryFeeRule, distanceKm: number): number {
  if (rule.kind === 'FIXED') return Math.max(0, rule.feeMinor);
  const extraKm = Math.max(0, Math.ceil(distanceKm - rule.baseDistanceKm - 1e-9));
  return Math.max(0, rule.baseFeeMinor + extraKm * rule.perKmMinor);
}

export function priceOrder(input: PriceOrderInput): OrderPrice {
  const subtotal = input.lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const addons = input.lines.reduce(
    (sum, line) => sum + line.addonPrices.reduce((a, price) => a + price, 0) * line.quantity,
    0,
  );
  const discount = input.coupon ? couponDiscount(input.coupon, subtotal) : 0;
  const storeCharge = Math.max(0, input.storeChargeMinor);
  const free =
    input.freeDeliverySubtotalMinor !== null &&
    input.freeDeliverySubtotalMinor > 0 &&
    subtotal >= input.freeDeliverySubtotalMinor;
  const delivery =
    input.delivery && !free ? deliveryFee(input.delivery.rule, input.delivery.distanceKm) : 0;
  const tax = roundHalfUp((subtotal - discount + storeCharge) * Math.max(0, input.taxBps), 10_000);
  const tip = Math.max(0, input.tipMinor);
  const smallCartFee =
    input.smallCart && subtotal < input.smallCart.thresholdMinor
      ? Math.max(0, input.smallCart.feeMinor)
      : 0;
  const total = subtotal - discount + storeCharge + smallCartFee + delivery + tax + tip;
  const walletUsed = input.useWallet ? Math.min(Math.max(0, input.walletBalanceMinor), total) : 0;
  return {
    subtotal,
    addons,
    store_charge: storeCharge,
    small_cart_fee: smallCartFee,
    delivery_fee: delivery,
    tax,
    coupon_discount: discount,
    tip,
    total,
    wallet_used: walletUsed,
    payable: total - walletUsed,
  };
}
