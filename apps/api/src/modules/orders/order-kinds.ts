import type { CourierTask, courierTaskInputSchema } from '@app/shared/courier/courier.schemas';
import type { SubstitutionPreference } from '@app/shared/grocery/grocery.models';
import type { z } from 'zod';
import type { OrderKind } from '@app/shared/orders/order-kinds.models';
import type { PaymentMethod } from '@app/shared/orders/orders.schemas';
import type { OrderPrice } from '@app/shared/orders/pricing.models';
import type { Executor } from '../../db/client';
import type { AppError } from '../../lib/errors';
import type { CartLineRequest, ResolvedLine } from '../catalog/cart-lines.usecases';
import type { CouponRow } from '../coupons/coupons.repository';
import type { OrderAddressSnapshot } from './orders.table';
import type { OrderStoreFields } from './order-views.repository';

/**
 * The order engine's seam (docs/order-engine.md): quote, place, pay, refund, transition, dispatch
 * and tracking are one code path for every kind; a kind brings what it reads and how it prices.
 * Food is the first; grocery and courier register here instead of copying checkout.
 */

export interface CheckoutInput {
  /** The module whose cart this is; the store must sell in it (courier: no store, no cart). */
  kind?: OrderKind;
  restaurant_id: number;
  items: CartLineRequest[];
  delivery_type: 'DELIVERY' | 'SELFPICKUP';
  address_id?: number | null;
  coupon?: string | null;
  comment: string;
  tip: number;
  use_wallet: boolean;
  scheduled_for?: string | null;
  /** Courier orders: the task (both stops, the parcel, who pays); absent for the other kinds. */
  courier?: CourierTaskRequest;
}

export type CourierTaskRequest = z.output<typeof courierTaskInputSchema>;

export interface PlaceOrderInput extends CheckoutInput {
  payment_method: PaymentMethod;
  idempotency_key: string;
  expected_total?: number;
}

/** A priced line with, for grocery, what the customer wants when the item is short. */
export interface PricedLine extends ResolvedLine {
  substitution: SubstitutionPreference | null;
  substituteId: number | null;
}

/** What a kind's pricing hands the engine: enough to write the order and answer with it. */
export interface PricedOrder {
  /** Null for courier orders only (they have no store). */
  storeId: number | null;
  storeAutoAccepts: boolean;
  /** The store as the order view shows it. */
  viewStore: OrderStoreFields;
  lines: PricedLine[];
  address: OrderAddressSnapshot | null;
  distanceKm: number | null;
  coupon: CouponRow | null;
  /** Why the coupon was refused: a quote shows it, place-order throws it. */
  couponError: AppError | null;
  scheduledFor: Date | null;
  walletBalance: number;
  bill: OrderPrice;
  /** Courier: the task and its quote, written by the kind's `reserve`. */
  courier?: { task: CourierTaskRequest; quote: CourierQuoteFields };
}

/** The quote a courier order was priced with (pickup-drop's quoteCourierTask). */
export interface CourierQuoteFields {
  distance_km: number;
  eta_minutes: number;
  price: CourierTask['price'];
}

/** The data a kind reads must include the place-order key, read in the same statement. */
export interface KindData {
  idempotencyKey: { requestHash: string; orderId: number | null } | null;
}

export interface OrderKindPricing<Data extends KindData> {
  kind: OrderKind;
  /** Everything the kind needs, read in the order's transaction after the customer's lock. */
  load(
    db: Executor,
    request: { userId: number; input: CheckoutInput; idempotencyKey?: string | null },
  ): Promise<Data>;
  /** Checks and prices from what was read (pure: the same data gives the same bill). */
  price(data: Data, context: { input: CheckoutInput; now: Date }): PricedOrder;
  /**
   * Takes what the order uses up (grocery: shelf stock), in the order's transaction after its
   * rows are written; throws to roll the order back when it cannot.
   */
  reserve?(
    tx: Executor,
    priced: PricedOrder,
    order: { id: number; deliveryPin: string | null },
  ): Promise<{ courier?: CourierTask } | void>;
}
