import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { platformDate } from '@app/shared/coupons/coupons.models';
import { getOpeningStatus } from '@app/shared/catalog/store-status.models';
import { ORDER_STATUS, statusAfterPayment } from '@app/shared/orders/orders.models';
import type { Coupon, Order, PaymentMethod } from '@app/shared/orders/orders.schemas';
import { ONLINE_PAYMENT_METHODS } from '@app/shared/orders/orders.schemas';
import { priceOrder, type OrderPrice } from '@app/shared/orders/pricing.models';
import type { Database } from '../../db/client';
import { users } from '../accounts/accounts.table';
import { addresses } from '../addresses/addresses.table';
import { couponErrors } from '../coupons/coupons.errors';
import {
  claimCouponUse,
  findCouponByCode,
  toCouponView,
  type CouponRow,
} from '../coupons/coupons.repository';
import { findCouponRejection } from '../coupons/coupons.usecases';
import { couponRedemptions } from '../coupons/coupons.table';
import { deliversTo, haversineKm } from '../geo/delivery-area';
import { zones } from '../catalog/catalog.table';
import { debitWallet } from '../wallet/wallet.repository';
import {
  findCheckoutStore,
  resolveCartLines,
  type CartLineRequest,
  type CheckoutStore,
  type ResolvedLine,
} from './cart';
import { readCheckoutSettings } from './checkout-settings';
import type { Executor } from './order-transitions';
import {
  createAccountBannedError,
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
import { loadOrderView, toOrderView } from './order-views';
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
async function priceCheckout(
  db: Executor,
  {
    userId,
    input,
    now,
    walletBalance: knownBalance,
  }: { userId: number; input: CheckoutInput; now: Date; walletBalance?: number },
): Promise<PricedCheckout> {
  const store = await findCheckoutStore(db, input.restaurant_id);
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

  const lines = await resolveCartLines(db, { storeId: store.id, lines: input.items });
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
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, input.address_id), eq(addresses.userId, userId)));
    if (!row) throw createAddressRequiredError({ message: 'That address is not one of yours.' });
    const polygon = store.zoneId
      ? ((
          await db.select({ polygon: zones.polygon }).from(zones).where(eq(zones.id, store.zoneId))
        )[0]?.polygon ?? null)
      : null;
    const point = { latitude: row.latitude, longitude: row.longitude };
    const area = {
      latitude: store.latitude,
      longitude: store.longitude,
      deliveryRadiusKm: store.deliveryRadiusKm,
      zonePolygon: polygon,
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
    const found = await findCouponByCode(db, input.coupon);
    const rejection = found
      ? await findCouponRejection(db, {
          coupon: found,
          userId,
          subtotal: subtotalBeforeCoupon,
          storeId: store.id,
          now,
        })
      : 'not_found';
    if (rejection) couponError = couponErrors[rejection]();
    else coupon = found;
  }

  const walletBalance =
    knownBalance ??
    (
      await db.select({ balance: users.walletBalanceMinor }).from(users).where(eq(users.id, userId))
    )[0]?.balance ??
    0;

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
  const priced = await priceCheckout(db, { userId, input, now });
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

/**
 * Places an order in one transaction. The user's row is locked first, so one customer's orders
 * (idempotency keys, coupon counts per user, wallet) are decided one at a time: a retry with the
 * same key waits for the first attempt and then returns its order (the key is written with the
 * order, so a failed attempt leaves no key behind and may be retried). The
 * coupon's total count and the wallet balance are each taken with one guarded UPDATE.
 */
export async function placeOrder({
  db,
  userId,
  input,
  now = new Date(),
}: {
  db: Database;
  userId: number;
  input: PlaceOrderInput;
  now?: Date;
}) {
  const hash = requestHash(input);
  const result = await db.transaction(async (tx): Promise<Order | number> => {
    // The user's row first ('no key update' does not block the foreign-key checks of inserts
    // referencing the user, so it cannot deadlock with them): one customer's orders queue here.
    const [user] = await tx
      .select({ isBanned: users.isBanned, walletBalance: users.walletBalanceMinor })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    if (!user || user.isBanned) throw createAccountBannedError();
    // Under the customer's lock no other attempt of theirs is running: a key seen here was
    // committed by an earlier attempt, and one not seen cannot appear before this one commits.
    const [existing] = await tx
      .select({ requestHash: idempotencyKeys.requestHash, orderId: idempotencyKeys.orderId })
      .from(idempotencyKeys)
      .where(
        and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, input.idempotency_key)),
      );
    if (existing) {
      if (existing.requestHash !== hash || existing.orderId === null) {
        throw createIdempotencyConflictError();
      }
      // A retry: the first order, read back below.
      return existing.orderId;
    }

    const checkoutSettings = await readCheckoutSettings(tx);
    if (!checkoutSettings.enabledMethods.has(input.payment_method)) {
      throw createPaymentMethodUnavailableError();
    }
    const useWallet = input.use_wallet || input.payment_method === 'WALLET';
    const priced = await priceCheckout(tx, {
      userId,
      input: { ...input, use_wallet: useWallet },
      now,
      walletBalance: user.walletBalance,
    });
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
    const [order] = await tx
      .insert(orders)
      .values({
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
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!order) throw new Error('place-order: the insert returned no row');

    if (bill.wallet_used > 0) {
      const balance = await debitWallet(tx, {
        userId,
        amountMinor: bill.wallet_used,
        description: `Paid for order ${order.uniqueOrderId}`,
        orderId: order.id,
      });
      if (balance === null) throw createWalletInsufficientError();
    }
    const itemRows = await tx
      .insert(orderItems)
      .values(
        priced.lines.map((line) => ({
          orderId: order.id,
          itemId: line.id,
          name: line.name,
          priceMinor: line.price,
          quantity: line.quantity,
          addons: line.addons,
          lineTotalMinor: line.line_total,
        })),
      )
      .returning();
    const eventRows = await tx
      .insert(orderEvents)
      .values({
        orderId: order.id,
        fromStatus: null,
        toStatus: status,
        actor: 'customer',
        actorUserId: userId,
        at: now,
      })
      .returning();
    if (priced.coupon) {
      await tx
        .insert(couponRedemptions)
        .values({ couponId: priced.coupon.id, userId, orderId: order.id });
    }
    await tx
      .insert(idempotencyKeys)
      .values({ userId, key: input.idempotency_key, requestHash: hash, orderId: order.id });
    // The response is built from the rows just written: no read-back.
    return toOrderView({
      row: order,
      store: priced.store,
      items: itemRows,
      events: eventRows,
      isRated: false,
    });
  });
  return typeof result === 'number' ? loadOrderView(db, { orderId: result, userId }) : result;
}
