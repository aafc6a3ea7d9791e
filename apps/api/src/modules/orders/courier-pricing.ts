import crypto from 'node:crypto';
import type { PickupDropSettings } from '@app/shared/courier/courier.schemas';
import { roundHalfUp } from '@app/shared/orders/pricing.models';
import type { AppError } from '../../lib/errors';
import { couponErrors } from '../coupons/coupons.errors';
import type { CouponRow } from '../coupons/coupons.repository';
import { evaluateCoupon } from '../coupons/coupons.usecases';
import {
  insertCourierTask,
  toCourierTaskView,
  type CourierStopSnapshot,
} from '../pickup-drop/pickup-drop.repository';
import { loadPickupDropSettings, quoteCourierTask } from '../pickup-drop/pickup-drop.usecases';
import { loadCheckoutData, type CheckoutData } from './checkout-data';
import type { CourierTaskRequest, OrderKindPricing, PricedOrder } from './order-kinds';
import type { OrderStoreFields } from './order-views.repository';

/**
 * Courier's part of the order engine (issue 16, decision 013): no store and no lines. The task's
 * price is pickup-drop's quote (the operator's tariff, shared priceCourierTask); a platform
 * coupon takes off at most the fare, and the tax is on the fare less the coupon (as food taxes the
 * discounted subtotal); the tip is the rider's. On the order row the fare with its
 * surcharge is the delivery fee and the tax is the tax, so the money check, refunds, the wallet
 * and the rider's earnings work unchanged. The task (stops, parcel, PINs, tracking token) is
 * written in the order's transaction by `reserve`.
 */

export interface CourierData extends CheckoutData {
  settings: PickupDropSettings | null;
}

/** What a courier order shows where a store order shows its store: the pickup. */
export function courierViewStore(pickup: CourierStopSnapshot): OrderStoreFields {
  return {
    slug: '',
    name: 'Pick & Drop',
    image: '',
    address: pickup.address,
    phone: pickup.contact_phone,
    latitude: pickup.latitude,
    longitude: pickup.longitude,
  };
}

function toStop(stop: CourierTaskRequest['pickup']): CourierStopSnapshot {
  return {
    latitude: stop.latitude,
    longitude: stop.longitude,
    address: stop.address,
    house: stop.house,
    landmark: stop.landmark,
    contact_name: stop.contact_name,
    contact_phone: stop.contact_phone,
  };
}

/** 24 random bytes, URL-safe: the recipient's tracking link cannot be guessed. */
function newTrackToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}

export const courierPricing: OrderKindPricing<CourierData> = {
  kind: 'courier',
  async load(db, { userId, input, idempotencyKey = null }) {
    const settings = await loadPickupDropSettings(db);
    const data = await loadCheckoutData(db, {
      userId,
      storeId: 0,
      itemIds: [],
      addonIds: [],
      addressId: null,
      couponCode: input.coupon ?? null,
      idempotencyKey,
    });
    return { ...data, settings };
  },

  price(data, { input, now }): PricedOrder {
    const task = input.courier;
    if (!task) throw new Error('A courier order needs its task');
    const quote = quoteCourierTask(data.settings, {
      pickup: task.pickup,
      drop: task.drop,
      weightKg: task.weight_kg,
      taskType: task.task_type,
      now,
    });
    const fare = quote.price.total - quote.price.tax;
    let coupon: CouponRow | null = null;
    let couponError: AppError | null = null;
    let discount = 0;
    if (input.coupon) {
      // Only platform coupons apply: a store's coupon is refused as coupons.wrong_store.
      const verdict = evaluateCoupon({
        coupon: data.coupon,
        subtotal: fare,
        storeId: 0,
        userRedemptions: data.couponRedemptions,
        userHasOrdered: data.hasOrdered,
        now,
      });
      if (verdict.rejection) couponError = couponErrors[verdict.rejection]();
      else {
        coupon = verdict.coupon;
        discount = Math.min(verdict.discount, fare);
      }
    }
    const tip = Math.max(0, input.tip);
    // Tax on what is charged: the fare less the coupon (as food taxes the discounted subtotal).
    const taxBps = data.settings?.tariff.taxBps ?? 0;
    const tax = discount === 0 ? quote.price.tax : roundHalfUp((fare - discount) * taxBps, 10_000);
    const total = fare - discount + tax + tip;
    const walletUsed = input.use_wallet ? Math.min(Math.max(0, data.walletBalance), total) : 0;
    const drop = toStop(task.drop);
    return {
      storeId: null,
      storeAutoAccepts: false,
      viewStore: courierViewStore(toStop(task.pickup)),
      lines: [],
      address: {
        address: drop.address,
        house: drop.house,
        landmark: drop.landmark,
        tag: 'Drop',
        latitude: drop.latitude,
        longitude: drop.longitude,
      },
      distanceKm: quote.distance_km,
      coupon,
      couponError,
      scheduledFor: null,
      walletBalance: data.walletBalance,
      bill: {
        subtotal: 0,
        addons: 0,
        store_charge: 0,
        small_cart_fee: 0,
        delivery_fee: fare,
        tax,
        coupon_discount: discount,
        tip,
        total,
        wallet_used: walletUsed,
        payable: total - walletUsed,
      },
      courier: { task, quote },
    };
  },

  async reserve(tx, priced, order) {
    if (!priced.courier) throw new Error('A courier order needs its task');
    const { task, quote } = priced.courier;
    const row = {
      orderId: order.id,
      taskType: task.task_type,
      description: task.description,
      weightKg: task.weight_kg,
      instructions: task.instructions,
      payer: task.payer,
      pickup: toStop(task.pickup),
      drop: toStop(task.drop),
      price: quote.price,
      etaMinutes: quote.eta_minutes,
      // Both parties get a PIN when PINs are on: the drop PIN is the order's delivery PIN.
      pickupPin: order.deliveryPin === null ? null : String(crypto.randomInt(1000, 10000)),
      trackToken: newTrackToken(),
      arrivedPickupAt: null,
      arrivedDropAt: null,
      proofPhoto: null,
      packagePhoto: task.photo ?? null,
      recipientToldAt: null,
    };
    await insertCourierTask(tx, row);
    return { courier: toCourierTaskView(row) };
  },
};
