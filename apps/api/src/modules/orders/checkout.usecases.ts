import crypto from 'node:crypto';
import { platformDate } from '@app/shared/coupons/coupons.models';
import type { OrderKind } from '@app/shared/orders/order-kinds.models';
import { ORDER_STATUS, statusAfterPayment } from '@app/shared/orders/orders.models';
import type { Coupon } from '@app/shared/coupons/coupons.schemas';
import type { Order, PaymentMethod } from '@app/shared/orders/orders.schemas';
import { ONLINE_PAYMENT_METHODS } from '@app/shared/orders/orders.schemas';
import type { Database } from '../../db/client';
import { createUnauthenticatedError, createUserMismatchError } from '../accounts/accounts.errors';
import { lockUserByAuthToken } from '../accounts/auth-tokens.repository';
import { normaliseCart, readCartLimits } from '../catalog/cart-limits.usecases';
import { couponErrors } from '../coupons/coupons.errors';
import { redeemCouponUse, toCouponView } from '../coupons/coupons.repository';
import { debitWallet } from '../wallet/wallet.repository';
import { readCheckoutSettings, type CheckoutSettings } from './checkout-settings';
import { courierPricing } from './courier-pricing';
import { foodPricing } from './food-pricing';
import { groceryPricing } from './grocery-pricing';
import type { CheckoutInput, KindData, OrderKindPricing, PlaceOrderInput } from './order-kinds';
import {
  createIdempotencyConflictError,
  createPaymentMethodUnavailableError,
  createPriceChangedError,
  createWalletInsufficientError,
} from './orders.errors';
import { insertPlacedOrder } from './orders.repository';
import { loadOrderView, toOrderView, type OrderRow } from './order-views.repository';

export type { CheckoutInput, PlaceOrderInput };

/**
 * The order engine (docs/order-engine.md): one quote and one place-order for every kind of order.
 * A kind plugs in what it reads and how it prices (order-kinds.ts); idempotency, the customer's
 * lock, payment methods, the price check, coupon uses, the wallet, the first status and the write
 * are the same for all. Grocery and courier add their pricing here.
 */
const PRICING: Partial<Record<OrderKind, OrderKindPricing<KindData>>> = {
  food: foodPricing as OrderKindPricing<KindData>,
  grocery: groceryPricing as OrderKindPricing<KindData>,
  courier: courierPricing as OrderKindPricing<KindData>,
};

function pricingOf(kind: OrderKind): OrderKindPricing<KindData> {
  const pricing = PRICING[kind];
  if (!pricing) throw new Error(`No pricing registered for ${kind} orders`);
  return pricing;
}

export async function getCheckoutQuote({
  db,
  userId,
  input,
  now = new Date(),
}: {
  db: Database;
  userId: number;
  input: CheckoutInput;
  now?: Date;
}) {
  const pricing = pricingOf(input.kind ?? 'food');
  input = { ...input, items: normaliseCart(input.items, await readCartLimits(db)) };
  const data = await pricing.load(db, { userId, input });
  const priced = pricing.price(data, { input, now });
  return {
    bill: priced.bill,
    wallet_balance: priced.walletBalance,
    distance_km: priced.distanceKm,
    coupon: priced.coupon ? (toCouponView(priced.coupon) satisfies Coupon) : null,
    coupon_error: priced.couponError?.code ?? null,
    /** Courier: the task's quote (breakdown, distance, ETA); null for store orders. */
    courier: priced.courier?.quote ?? null,
  };
}

/** The request minus who sent it and the key itself: a retry must send exactly this again. */
function requestHash(input: PlaceOrderInput): string {
  const { idempotency_key: _key, ...rest } = input;
  return crypto.createHash('sha256').update(canonicalJson(rest)).digest('hex');
}

/**
 * JSON with every object's keys sorted, at every depth. (A replacer array would sort only by
 * filtering: it drops nested keys not named at the top, so two different carts or tasks would hash
 * alike.)
 */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const ORDER_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** e.g. OD-261121-7KQ2MX: the platform date, then 6 random characters (no 0/O, 1/I). */
function newUniqueOrderId(now: Date): string {
  const date = platformDate(now).slice(2).replaceAll('-', '');
  let suffix = '';
  for (let index = 0; index < 6; index += 1) {
    suffix += ORDER_ID_ALPHABET[crypto.randomInt(ORDER_ID_ALPHABET.length)];
  }
  return `OD-${date}-${suffix}`;
}

/**
 * Places an order in one transaction. The user's row is locked first, so one customer's orders
 * (idempotency keys, coupon counts per user, wallet) are decided one at a time: a retry with the
 * same key waits for the first attempt and then returns its order (the key is written with the
 * order, so a failed attempt leaves no key behind and may be retried). The
 * coupon's total count and the wallet balance are each taken with one guarded UPDATE.
 */
export async function placeOrder({
  db,
  auth,
  input,
  now = new Date(),
  readSettings,
}: {
  db: Database;
  /** The request's token and body user_id: place-order authenticates inside its transaction. */
  auth: { token: string | null; bodyUserId: string | null };
  input: PlaceOrderInput;
  now?: Date;
  /** Settings, possibly from a short-lived cache; read in the transaction when absent. */
  readSettings?: () => Promise<CheckoutSettings>;
}) {
  const kind: OrderKind = input.kind ?? 'food';
  const pricing = pricingOf(kind);
  // Duplicate lines merged and the caps applied before anything else (a retry merges alike).
  input = { ...input, items: normaliseCart(input.items, await readCartLimits(db)) };
  const hash = requestHash(input);
  // Before the transaction: a pool read inside it could wait for a connection that every open
  // transaction holds (with all of them waiting the same way).
  const settingsBefore = readSettings ? await readSettings() : null;
  const result = await db.transaction(
    async (tx): Promise<Order | { orderId: number; userId: number }> => {
      // Who is calling, and their row locked, in one statement ('no key update' does not block the
      // foreign-key checks of rows referencing the user, so it cannot deadlock with them): one
      // customer's orders queue here. Same answers as requireUser: 401 without a valid token, 403
      // when the body's user_id names someone else.
      const caller = auth.token ? await lockUserByAuthToken(tx, auth.token) : null;
      if (!caller) throw createUnauthenticatedError();
      if (auth.bodyUserId && auth.bodyUserId !== String(caller.id)) throw createUserMismatchError();
      const userId = caller.id;
      const checkoutSettings = settingsBefore ?? (await readCheckoutSettings(tx));
      if (!checkoutSettings.enabledMethods.has(input.payment_method)) {
        throw createPaymentMethodUnavailableError();
      }
      const useWallet = input.use_wallet || input.payment_method === 'WALLET';
      // Under the customer's lock no other attempt of theirs is running: a key seen here was
      // committed by an earlier attempt, and one not seen cannot appear before this one commits.
      const data = await pricing.load(tx, {
        userId,
        input: { ...input, use_wallet: useWallet },
        idempotencyKey: input.idempotency_key,
      });
      if (data.idempotencyKey) {
        if (data.idempotencyKey.requestHash !== hash || data.idempotencyKey.orderId === null) {
          throw createIdempotencyConflictError();
        }
        // A retry: the first order, read back below.
        return { orderId: data.idempotencyKey.orderId, userId };
      }
      const priced = pricing.price(data, { input: { ...input, use_wallet: useWallet }, now });
      if (priced.couponError) throw priced.couponError;
      const { bill } = priced;
      if (input.expected_total !== undefined && input.expected_total !== bill.total) {
        throw createPriceChangedError();
      }
      if (input.payment_method === 'WALLET' && bill.payable > 0)
        throw createWalletInsufficientError();

      const paidOnline = bill.payable > 0 && ONLINE_PAYMENT_METHODS.includes(input.payment_method);
      const paymentMethod: PaymentMethod = bill.payable === 0 ? 'WALLET' : input.payment_method;
      const status = paidOnline
        ? ORDER_STATUS.AWAITING_PAYMENT
        : statusAfterPayment({
            isScheduled: priced.scheduledFor !== null,
            storeAutoAccepts: priced.storeAutoAccepts,
          });
      const row: Omit<OrderRow, 'id'> = {
        uniqueOrderId: newUniqueOrderId(now),
        kind,
        userId,
        storeId: priced.storeId,
        status,
        deliveryType: input.delivery_type,
        address: priced.address,
        distanceKm: priced.distanceKm,
        subtotalMinor: bill.subtotal,
        addonsMinor: bill.addons,
        storeChargeMinor: bill.store_charge,
        smallCartFeeMinor: bill.small_cart_fee,
        deliveryFeeMinor: bill.delivery_fee,
        taxMinor: bill.tax,
        couponDiscountMinor: bill.coupon_discount,
        tipMinor: bill.tip,
        totalMinor: bill.total,
        walletUsedMinor: bill.wallet_used,
        payableMinor: bill.payable,
        couponId: priced.coupon?.id ?? null,
        couponCode: priced.coupon?.code ?? null,
        paymentMethod,
        paymentStatus: paidOnline ? 'pending' : paymentMethod === 'WALLET' ? 'paid' : 'unpaid',
        comment: input.comment,
        scheduledFor: priced.scheduledFor,
        deliveryPin: checkoutSettings.deliveryPin ? String(crypto.randomInt(1000, 10000)) : null,
        riderId: null,
        createdAt: now,
        updatedAt: now,
      };
      const lines = priced.lines.map((line) => ({
        item_id: line.id,
        name: line.name,
        price_minor: line.price,
        quantity: line.quantity,
        addons: line.addons,
        line_total_minor: line.line_total,
        substitution_preference: line.substitution,
        substitute_item_id: line.substituteId,
      }));
      const values = {
        uniqueOrderId: row.uniqueOrderId,
        kind,
        userId,
        storeId: row.storeId,
        status,
        deliveryType: row.deliveryType,
        address: row.address === null ? null : JSON.stringify(row.address),
        distanceKm: row.distanceKm,
        subtotal: row.subtotalMinor,
        addons: row.addonsMinor,
        storeCharge: row.storeChargeMinor,
        smallCartFee: row.smallCartFeeMinor,
        deliveryFee: row.deliveryFeeMinor,
        tax: row.taxMinor,
        couponDiscount: row.couponDiscountMinor,
        tip: row.tipMinor,
        total: row.totalMinor,
        walletUsed: row.walletUsedMinor,
        payable: row.payableMinor,
        couponId: row.couponId,
        couponCode: row.couponCode,
        paymentMethod: row.paymentMethod,
        paymentStatus: row.paymentStatus,
        comment: row.comment,
        scheduledFor: row.scheduledFor?.toISOString() ?? null,
        deliveryPin: row.deliveryPin,
        now: now.toISOString(),
        lines: JSON.stringify(lines),
        idempotencyKey: input.idempotency_key,
        requestHash: hash,
      };
      let written = await insertPlacedOrder(tx, values);
      // Another order has this unique_order_id (1 in 10^9 for two orders of one day): a new id.
      for (let attempt = 0; !written.length && attempt < 3; attempt += 1) {
        row.uniqueOrderId = newUniqueOrderId(now);
        written = await insertPlacedOrder(tx, { ...values, uniqueOrderId: row.uniqueOrderId });
      }
      const orderId = Number(written[0]?.id);
      if (!Number.isSafeInteger(orderId)) throw new Error('place-order: the insert returned no id');
      // What the kind uses up (grocery stock): none left rolls the order back.
      const reserved = await pricing.reserve?.(tx, priced, {
        id: orderId,
        deliveryPin: row.deliveryPin,
      });
      const order: OrderRow = { id: orderId, ...row };
      // The coupon's use is taken with its redemption row: none left rolls the order back.
      if (
        priced.coupon &&
        !(await redeemCouponUse(tx, { couponId: priced.coupon.id, userId, orderId }))
      ) {
        throw couponErrors.exhausted();
      }

      if (bill.wallet_used > 0) {
        const balance = await debitWallet(tx, {
          userId,
          amountMinor: bill.wallet_used,
          description: `Paid for order ${order.uniqueOrderId}`,
          orderId: order.id,
        });
        if (balance === null) throw createWalletInsufficientError();
      }
      const lineIds = written[0]?.line_ids ?? [];
      const itemRows = priced.lines.map((line, index) => ({
        id: Number(lineIds[index]),
        orderId: order.id,
        itemId: line.id,
        name: line.name,
        priceMinor: line.price,
        quantity: line.quantity,
        addons: line.addons,
        lineTotalMinor: line.line_total,
        substitutionPreference: line.substitution,
        substituteItemId: line.substituteId,
        pickStatus: null,
        settledAt: null,
        refundMinor: 0,
        refundWalletMinor: 0,
      }));
      const eventRows = [
        {
          id: 0,
          orderId: order.id,
          fromStatus: null,
          toStatus: status,
          actor: 'customer',
          actorUserId: userId,
          reason: '',
          at: now,
        },
      ];
      // The response is built from the rows just written: no read-back.
      return toOrderView({
        row: order,
        store: priced.viewStore,
        items: itemRows,
        events: eventRows,
        isRated: false,
        courier: (reserved && reserved.courier) ?? null,
      });
    },
  );
  return 'orderId' in result ? loadOrderView(db, result) : result;
}
