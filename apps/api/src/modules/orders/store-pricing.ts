import {
  getOpeningStatus,
  getStoreStatus,
  platformDate,
} from '@app/shared/catalog/store-status.models';
import { priceOrder } from '@app/shared/orders/pricing.models';
import type { AppError } from '../../lib/errors';
import { deliversTo, haversineKm } from '../../lib/geo/delivery-area';
import { checkCartLines } from '../catalog/cart-lines.usecases';
import { couponErrors } from '../coupons/coupons.errors';
import type { CouponRow } from '../coupons/coupons.repository';
import { evaluateCoupon } from '../coupons/coupons.usecases';
import { loadCheckoutData, type CheckoutData } from './checkout-data';
import type { CheckoutInput, PricedLine, PricedOrder } from './order-kinds';
import type { Executor } from '../../db/client';
import type { CartLineRequest, ResolvedLine } from '../catalog/cart-lines.usecases';
import {
  createAddressRequiredError,
  createDeliveryTypeError,
  createItemLimitError,
  createItemUnavailableError,
  createKindMismatchError,
  createOutOfStockError,
  createSubstituteInvalidError,
  createMinOrderError,
  createNotDeliverableError,
  createSlotUnavailableError,
  createStoreClosedError,
  createStoreNotFoundError,
  createStorePausedError,
} from './orders.errors';
import type { OrderAddressSnapshot } from './orders.table';

/**
 * How an order from a store (food or grocery) is read and priced, for the kinds' pricings
 * (food-pricing.ts, grocery-pricing.ts). The store sells in this module, takes orders now (or at
 * the slot), offers this kind of delivery and delivers to the address (the catalogue's one
 * delivery rule), every line is available at its current price (and, for grocery, in stock and
 * within the item's maximum), the coupon passes every rule (coupons' evaluateCoupon), and the
 * bill (packages/shared pricing).
 */

/** A slot must be at least this far ahead, and at most this many days. */
const MIN_SCHEDULE_LEAD_MINUTES = 30;
const MAX_SCHEDULE_DAYS = 7;

/** What checkout reads for this request, in one statement (checkout-data.ts). */
export function checkoutDataQuery({
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
    // Chosen replacements (grocery) are read with the lines, to check they belong to the store.
    itemIds: [
      ...new Set(
        input.items.flatMap((line) =>
          line.substitute_id ? [line.id, line.substitute_id] : [line.id],
        ),
      ),
    ],
    addonIds: [...new Set(input.items.flatMap((line) => line.addons))],
    addressId: input.delivery_type === 'DELIVERY' ? (input.address_id ?? null) : null,
    couponCode: input.coupon ?? null,
    idempotencyKey,
  };
}

export interface StoreOrderRules {
  module: 'food' | 'grocery';
  /** Grocery's small-cart fee (settings); null for food. */
  smallCart: { feeMinor: number; thresholdMinor: number } | null;
}

export function priceStoreOrder(
  data: CheckoutData,
  { input, now }: { input: CheckoutInput; now: Date },
  rules: StoreOrderRules,
): PricedOrder {
  const { store } = data;
  if (!store || !store.isAccepted) throw createStoreNotFoundError();
  if (store.module !== rules.module) throw createKindMismatchError();
  if (!store.isActive) throw createStoreClosedError();

  const scheduledFor = input.scheduled_for ? new Date(input.scheduled_for) : null;
  if (scheduledFor) {
    const lead = scheduledFor.getTime() - now.getTime();
    if (
      lead < MIN_SCHEDULE_LEAD_MINUTES * 60_000 ||
      lead > MAX_SCHEDULE_DAYS * 86_400_000 ||
      !getOpeningStatus({ openingHours: store.openingHours, now: scheduledFor }).is_open ||
      (store.holidays ?? []).includes(platformDate(scheduledFor))
    ) {
      throw createSlotUnavailableError();
    }
  } else {
    const status = getStoreStatus({
      openingHours: store.openingHours,
      holidays: store.holidays,
      ordersPausedUntil: store.ordersPausedUntil,
      now,
    });
    if (status.closed_reason === 'paused') throw createStorePausedError();
    if (status.closed_reason === 'holiday') {
      throw createStoreClosedError({ message: 'The store is closed today (holiday).' });
    }
    if (!status.is_open) {
      throw createStoreClosedError({
        message: 'The store is closed now. Schedule the order for when it is open.',
      });
    }
  }

  const offers = input.delivery_type === 'DELIVERY' ? [1, 3] : [2, 3];
  if (!offers.includes(store.deliveryType)) throw createDeliveryTypeError();

  const lines = checkCartLines({
    storeId: store.id,
    lines: input.items,
    items: data.items,
    addons: data.addons,
  });
  const short = lines.filter((line) => line.problem === 'out_of_stock');
  if (short.length) {
    throw createOutOfStockError({
      message: `Not enough in stock: ${short.map((line) => `${line.name} (${line.stock_left ?? 0} left)`).join(', ')}. Review the cart and try again.`,
    });
  }
  const overLimit = lines.find((line) => line.problem === 'over_limit');
  if (overLimit) {
    throw createItemLimitError({
      message: `At most ${overLimit.max_per_order} of ${overLimit.name} in one order.`,
    });
  }
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
    smallCart: rules.smallCart,
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
    lines: lines.map((line, index) => pricedLine(line, input.items[index], data, rules.module)),
    address,
    distanceKm,
    coupon,
    couponError,
    scheduledFor,
    walletBalance,
    bill,
  };
}

/** A grocery line keeps the customer's choice for when it is short; a food line has none. */
function pricedLine(
  line: ResolvedLine,
  sent: CartLineRequest | undefined,
  data: CheckoutData,
  module: 'food' | 'grocery',
): PricedLine {
  if (module === 'food' || !sent) return { ...line, substitution: null, substituteId: null };
  const substitution = sent.substitution ?? 'similar';
  if (substitution !== 'specific') return { ...line, substitution, substituteId: null };
  const substitute = data.items.find((item) => item.id === sent.substitute_id);
  if (!substitute || substitute.storeId !== data.store?.id || substitute.id === line.id) {
    throw createSubstituteInvalidError();
  }
  return { ...line, substitution, substituteId: substitute.id };
}

export function loadStoreOrderData(
  db: Executor,
  request: { userId: number; input: CheckoutInput; idempotencyKey?: string | null },
): Promise<CheckoutData> {
  return loadCheckoutData(db, checkoutDataQuery(request));
}
