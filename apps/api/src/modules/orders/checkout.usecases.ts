import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { checkCouponRules, platformDate } from '@app/shared/coupons/coupons.models';
import { getOpeningStatus } from '@app/shared/catalog/store-status.models';
import { ORDER_STATUS, statusAfterPayment } from '@app/shared/orders/orders.models';
import type { Coupon, Order, PaymentMethod } from '@app/shared/orders/orders.schemas';
import { ONLINE_PAYMENT_METHODS } from '@app/shared/orders/orders.schemas';
import { priceOrder, type OrderPrice } from '@app/shared/orders/pricing.models';
import type { Database } from '../../db/client';
import { createUnauthenticatedError, createUserMismatchError } from '../accounts/accounts.errors';
import { lockUserByAuthToken } from '../accounts/auth-tokens.repository';
import { couponErrors } from '../coupons/coupons.errors';
import { claimCouponUse, toCouponView, type CouponRow } from '../coupons/coupons.repository';
import { toCouponRuleFields } from '../coupons/coupons.usecases';
import { couponRedemptions } from '../coupons/coupons.table';
import { deliversTo, haversineKm } from '../../lib/geo/delivery-area';
import { debitWallet } from '../wallet/wallet.repository';
import { checkCartLines, type CartLineRequest, type ResolvedLine } from './cart';
import { normaliseCart, readCartLimits } from './cart-limits';
import { readCheckoutSettings, type CheckoutSettings } from './checkout-settings';
import { loadCheckoutData, type CheckoutData, type CheckoutStore } from './checkout-data';
import {
  createAddressRequiredError,
  createDeliveryTypeError,
  createIdempotencyConflictError,
  createItemUnavailableError,
  createMinOrderError,
  createNotDeliverableError,
  createPaymentMethodUnavailableError,
  createPriceChangedError,
  createSlotUnavailableError,
  createStoreClosedError,
  createStoreNotFoundError,
  createWalletInsufficientError,
} from './orders.errors';
import {
  idempotencyKeys,
  orderEvents,
  orderItems,
  orders,
  type OrderAddressSnapshot,
} from './orders.table';
import { loadOrderView, toOrderView, type OrderRow } from './order-views';
import { defineNamedStatement } from '../../lib/named-query';
import type { AppError } from '../../lib/errors';

export interface CheckoutInput {
  restaurant_id: number;
  items: CartLineRequest[];
  delivery_type: 'DELIVERY' | 'SELFPICKUP';
  address_id?: number | null;
  coupon?: string | null;
  comment: string;
  tip: number;
  use_wallet: boolean;
  scheduled_for?: string | null;
}

export interface PlaceOrderInput extends CheckoutInput {
  payment_method: PaymentMethod;
  idempotency_key: string;
  expected_total?: number;
}

/** A slot must be at least this far ahead, and at most this many days. */
const MIN_SCHEDULE_LEAD_MINUTES = 30;
const MAX_SCHEDULE_DAYS = 7;

interface PricedCheckout {
  store: CheckoutStore;
  lines: ResolvedLine[];
  address: OrderAddressSnapshot | null;
  distanceKm: number | null;
  coupon: CouponRow | null;
  couponError: AppError | null;
  scheduledFor: Date | null;
  walletBalance: number;
  bill: OrderPrice;
}

/**
 * Everything checkout decides, from the server's own data: the store takes orders now (or at the
 * slot), offers this kind of order and delivers to the address (the catalogue's one delivery rule),
 * every line is available at its current price, the coupon passes every rule, and the bill.
 */
function checkoutDataQuery({
  userId,
  input,
  idempotencyKey = null,
}: {
  userId: number;
  input: CheckoutInput;
  idempotencyKey?: string | null;
}) {
  return {
    userId,
    storeId: input.restaurant_id,
    itemIds: [...new Set(input.items.map((line) => line.id))],
    addonIds: [...new Set(input.items.flatMap((line) => line.addons))],
    addressId: input.delivery_type === 'DELIVERY' ? (input.address_id ?? null) : null,
    couponCode: input.coupon ?? null,
    idempotencyKey,
  };
}

function priceCheckout(
  data: CheckoutData,
  { input, now }: { input: CheckoutInput; now: Date },
): PricedCheckout {
  const { store } = data;
  if (!store || !store.isAccepted) throw createStoreNotFoundError();
  if (!store.isActive) throw createStoreClosedError();

  const scheduledFor = input.scheduled_for ? new Date(input.scheduled_for) : null;
  if (scheduledFor) {
    const lead = scheduledFor.getTime() - now.getTime();
    if (
      lead < MIN_SCHEDULE_LEAD_MINUTES * 60_000 ||
      lead > MAX_SCHEDULE_DAYS * 86_400_000 ||
      !getOpeningStatus({ openingHours: store.openingHours, now: scheduledFor }).is_open
    ) {
      throw createSlotUnavailableError();
    }
  } else if (!getOpeningStatus({ openingHours: store.openingHours, now }).is_open) {
    throw createStoreClosedError({
      message: 'The store is closed now. Schedule the order for when it is open.',
    });
  }

  const offers = input.delivery_type === 'DELIVERY' ? [1, 3] : [2, 3];
  if (!offers.includes(store.deliveryType)) throw createDeliveryTypeError();

  const lines = checkCartLines({
    storeId: store.id,
    lines: input.items,
    items: data.items,
    addons: data.addons,
  });
  const unavailable = lines.filter((line) => !line.available);
  if (unavailable.length) {
    throw createItemUnavailableError({
      message: `Not available: ${unavailable.map((line) => line.name || `item ${line.id}`).join(', ')}. Review the cart and try again.`,
    });
  }

  let address: OrderAddressSnapshot | null = null;
  let distanceKm: number | null = null;
  if (input.delivery_type === 'DELIVERY') {
    if (!input.address_id) throw createAddressRequiredError();
    const row = data.address;
    if (!row) throw createAddressRequiredError({ message: 'That address is not one of yours.' });
    const point = { latitude: row.latitude, longitude: row.longitude };
    const area = {
      latitude: store.latitude,
      longitude: store.longitude,
      deliveryRadiusKm: store.deliveryRadiusKm,
      zonePolygon: data.zonePolygon,
    };
    if (!deliversTo(area, point)) throw createNotDeliverableError();
    distanceKm = Math.round(haversineKm(area, point) * 10) / 10;
    address = {
      address: row.address,
      house: row.house ?? '',
      landmark: row.landmark ?? '',
      tag: row.tag ?? '',
      latitude: row.latitude,
      longitude: row.longitude,
    };
  }

  const subtotalBeforeCoupon = lines.reduce((sum, line) => sum + line.line_total, 0);
  if (subtotalBeforeCoupon < store.minOrderMinor) throw createMinOrderError();

  let coupon: CouponRow | null = null;
  let couponError: AppError | null = null;
  if (input.coupon) {
    const found = data.coupon;
    const rejection = found
      ? checkCouponRules({
          coupon: toCouponRuleFields(found),
          today: platformDate(now),
          subtotal: subtotalBeforeCoupon,
          storeId: store.id,
          userRedemptions: data.couponRedemptions,
          userHasOrdered: data.hasOrdered,
        })
      : 'not_found';
    if (rejection) couponError = couponErrors[rejection]();
    else coupon = found;
  }
  const walletBalance = data.walletBalance;

  const bill = priceOrder({
    lines: lines.map((line) => ({
      unitPrice: line.price,
      addonPrices: line.addonPrices,
      quantity: line.quantity,
    })),
    storeChargeMinor: store.storeChargeMinor,
    delivery:
      distanceKm === null
        ? null
        : {
            distanceKm,
            rule:
              store.deliveryChargeType === 'DYNAMIC'
                ? {
                    kind: 'DYNAMIC',
                    baseFeeMinor: store.baseDeliveryChargeMinor,
                    baseDistanceKm: store.baseDeliveryDistanceKm,
                    perKmMinor: store.extraDeliveryChargePerKmMinor,
                  }
                : { kind: 'FIXED', feeMinor: store.deliveryChargeMinor },
          },
    freeDeliverySubtotalMinor: store.freeDeliverySubtotalMinor,
    taxBps: store.taxBps,
    coupon: coupon
      ? {
          discount_type: coupon.discountType,
          discount: coupon.discount,
          max_discount: coupon.maxDiscountMinor,
        }
      : null,
    tipMinor: input.tip,
    walletBalanceMinor: walletBalance,
    useWallet: input.use_wallet,
  });

  return {
    store,
    lines,
    address,
    distanceKm,
    coupon,
    couponError,
    scheduledFor,
    walletBalance,
    bill,
  };
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
  input = { ...input, items: normaliseCart(input.items, await readCartLimits(db)) };
  const data = await loadCheckoutData(db, checkoutDataQuery({ userId, input }));
  const priced = priceCheckout(data, { input, now });
  return {
    bill: priced.bill,
    wallet_balance: priced.walletBalance,
    distance_km: priced.distanceKm,
    coupon: priced.coupon ? (toCouponView(priced.coupon) satisfies Coupon) : null,
    coupon_error: priced.couponError?.code ?? null,
  };
}

/** The request minus who sent it and the key itself: a retry must send exactly this again. */
function requestHash(input: PlaceOrderInput): string {
  const { idempotency_key: _key, ...rest } = input;
  const canonical = JSON.stringify(rest, Object.keys(rest).sort());
  return crypto.createHash('sha256').update(canonical).digest('hex');
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

const p = (name: string) => sql.placeholder(name);

/**
 * The order, its lines, its first event, the coupon redemption and the idempotency key in one
 * statement (one round trip for every write of a cash order), prepared once per connection. A
 * taken unique_order_id inserts nothing and returns no row.
 */
const insertOrder = defineNamedStatement<{ id: number }, Record<string, unknown>>(
  'place_order_write',
  sql`
    with new_order as (
      insert into ${orders} (unique_order_id, user_id, store_id, status, delivery_type, address,
        distance_km, subtotal_minor, addons_minor, store_charge_minor, delivery_fee_minor, tax_minor,
        coupon_discount_minor, tip_minor, total_minor, wallet_used_minor, payable_minor, coupon_id,
        coupon_code, payment_method, payment_status, comment, scheduled_for, delivery_pin,
        created_at, updated_at)
      values (${p('uniqueOrderId')}, ${p('userId')}, ${p('storeId')}, ${p('status')},
        ${p('deliveryType')}, ${p('address')}::jsonb, ${p('distanceKm')}::float8,
        ${p('subtotal')}, ${p('addons')}, ${p('storeCharge')}, ${p('deliveryFee')}, ${p('tax')},
        ${p('couponDiscount')}, ${p('tip')}, ${p('total')}, ${p('walletUsed')}, ${p('payable')},
        ${p('couponId')}::int, ${p('couponCode')}, ${p('paymentMethod')}, ${p('paymentStatus')},
        ${p('comment')}, ${p('scheduledFor')}::timestamptz, ${p('deliveryPin')},
        ${p('now')}::timestamptz, ${p('now')}::timestamptz)
      on conflict (unique_order_id) do nothing
      returning id
    ), lines as (
      insert into ${orderItems} (order_id, item_id, name, price_minor, quantity, addons, line_total_minor)
      select new_order.id, x.item_id, x.name, x.price_minor, x.quantity, x.addons, x.line_total_minor
      from new_order, jsonb_to_recordset(${p('lines')}::jsonb)
        as x(item_id int, name text, price_minor bigint, quantity smallint, addons jsonb, line_total_minor bigint)
      returning 1
    ), first_event as (
      insert into ${orderEvents} (order_id, from_status, to_status, actor, actor_user_id, at)
      select new_order.id, null, ${p('status')}, 'customer', ${p('userId')}, ${p('now')}::timestamptz
      from new_order
      returning 1
    ), redemption as (
      insert into ${couponRedemptions} (coupon_id, user_id, order_id)
      select ${p('couponId')}::int, ${p('userId')}, new_order.id from new_order
      where ${p('couponId')}::int is not null
      returning 1
    ), used_key as (
      insert into ${idempotencyKeys} (user_id, key, request_hash, order_id)
      select ${p('userId')}, ${p('idempotencyKey')}, ${p('requestHash')}, new_order.id from new_order
      returning 1
    )
    select id from new_order`,
);

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
      const data = await loadCheckoutData(
        tx,
        checkoutDataQuery({
          userId,
          input: { ...input, use_wallet: useWallet },
          idempotencyKey: input.idempotency_key,
        }),
      );
      if (data.idempotencyKey) {
        if (data.idempotencyKey.requestHash !== hash || data.idempotencyKey.orderId === null) {
          throw createIdempotencyConflictError();
        }
        // A retry: the first order, read back below.
        return { orderId: data.idempotencyKey.orderId, userId };
      }
      const priced = priceCheckout(data, { input: { ...input, use_wallet: useWallet }, now });
      if (priced.couponError) throw priced.couponError;
      const { bill } = priced;
      if (input.expected_total !== undefined && input.expected_total !== bill.total) {
        throw createPriceChangedError();
      }
      if (input.payment_method === 'WALLET' && bill.payable > 0)
        throw createWalletInsufficientError();
      if (priced.coupon && !(await claimCouponUse(tx, priced.coupon.id))) {
        throw couponErrors.exhausted();
      }

      const paidOnline = bill.payable > 0 && ONLINE_PAYMENT_METHODS.includes(input.payment_method);
      const paymentMethod: PaymentMethod = bill.payable === 0 ? 'WALLET' : input.payment_method;
      const status = paidOnline
        ? ORDER_STATUS.AWAITING_PAYMENT
        : statusAfterPayment({
            isScheduled: priced.scheduledFor !== null,
            storeAutoAccepts: priced.store.autoAcceptOrders,
          });
      const row: Omit<OrderRow, 'id'> = {
        uniqueOrderId: newUniqueOrderId(now),
        userId,
        storeId: priced.store.id,
        status,
        deliveryType: input.delivery_type,
        address: priced.address,
        distanceKm: priced.distanceKm,
        subtotalMinor: bill.subtotal,
        addonsMinor: bill.addons,
        storeChargeMinor: bill.store_charge,
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
      }));
      const values = {
        uniqueOrderId: row.uniqueOrderId,
        userId,
        storeId: row.storeId,
        status,
        deliveryType: row.deliveryType,
        address: row.address === null ? null : JSON.stringify(row.address),
        distanceKm: row.distanceKm,
        subtotal: row.subtotalMinor,
        addons: row.addonsMinor,
        storeCharge: row.storeChargeMinor,
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
      let written = await insertOrder(tx, values);
      // Another order has this unique_order_id (1 in 10^9 for two orders of one day): a new id.
      for (let attempt = 0; !written.length && attempt < 3; attempt += 1) {
        row.uniqueOrderId = newUniqueOrderId(now);
        written = await insertOrder(tx, { ...values, uniqueOrderId: row.uniqueOrderId });
      }
      const orderId = Number(written[0]?.id);
      if (!Number.isSafeInteger(orderId)) throw new Error('place-order: the insert returned no id');
      const order: OrderRow = { id: orderId, ...row };

      if (bill.wallet_used > 0) {
        const balance = await debitWallet(tx, {
          userId,
          amountMinor: bill.wallet_used,
          description: `Paid for order ${order.uniqueOrderId}`,
          orderId: order.id,
        });
        if (balance === null) throw createWalletInsufficientError();
      }
      const itemRows = priced.lines.map((line, index) => ({
        id: index,
        orderId: order.id,
        itemId: line.id,
        name: line.name,
        priceMinor: line.price,
        quantity: line.quantity,
        addons: line.addons,
        lineTotalMinor: line.line_total,
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
        store: priced.store,
        items: itemRows,
        events: eventRows,
        isRated: false,
      });
    },
  );
  return 'orderId' in result ? loadOrderView(db, result) : result;
}
