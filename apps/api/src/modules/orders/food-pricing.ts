import { getOpeningStatus } from '@app/shared/catalog/store-status.models';
import { priceOrder } from '@app/shared/orders/pricing.models';
import type { AppError } from '../../lib/errors';
import { deliversTo, haversineKm } from '../../lib/geo/delivery-area';
import { checkCartLines } from '../catalog/cart-lines.usecases';
import { couponErrors } from '../coupons/coupons.errors';
import type { CouponRow } from '../coupons/coupons.repository';
import { evaluateCoupon } from '../coupons/coupons.usecases';
import { loadCheckoutData, type CheckoutData } from './checkout-data';
import type { CheckoutInput, OrderKindPricing, PricedOrder } from './order-kinds';
import {
  createAddressRequiredError,
  createDeliveryTypeError,
  createItemUnavailableError,
  createMinOrderError,
  createNotDeliverableError,
  createSlotUnavailableError,
  createStoreClosedError,
  createStoreNotFoundError,
} from './orders.errors';
import type { OrderAddressSnapshot } from './orders.table';

/**
 * Food's part of the order engine (order-kinds.ts): what a restaurant order reads and how it is
 * priced. The store takes orders now (or at the slot), offers this kind of order and delivers to
 * the address (the catalogue's one delivery rule), every line is available at its current price,
 * the coupon passes every rule (coupons' evaluateCoupon), and the bill (packages/shared pricing).
 */

/** A slot must be at least this far ahead, and at most this many days. */
const MIN_SCHEDULE_LEAD_MINUTES = 30;
const MAX_SCHEDULE_DAYS = 7;

/** What checkout reads for this request, in one statement (checkout-data.ts). */
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

function priceFoodOrder(
  data: CheckoutData,
  { input, now }: { input: CheckoutInput; now: Date },
): PricedOrder {
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
    const verdict = evaluateCoupon({
      coupon: data.coupon,
      subtotal: subtotalBeforeCoupon,
      storeId: store.id,
      userRedemptions: data.couponRedemptions,
      userHasOrdered: data.hasOrdered,
      now,
    });
    if (verdict.rejection) couponError = couponErrors[verdict.rejection]();
    else coupon = verdict.coupon;
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
    storeId: store.id,
    storeAutoAccepts: store.autoAcceptOrders,
    viewStore: store,
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

export const foodPricing: OrderKindPricing<CheckoutData> = {
  kind: 'food',
  load: (db, { userId, input, idempotencyKey }) =>
    loadCheckoutData(db, checkoutDataQuery({ userId, input, idempotencyKey })),
  price: priceFoodOrder,
};
