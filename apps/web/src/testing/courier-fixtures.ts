import type { CourierTask, TrackedCourier } from '@app/shared/courier/courier.schemas';
import type { DeliveryOrder } from '@app/shared/delivery/delivery.schemas';
import type { Order } from '@app/shared/orders/orders.schemas';
import { makeOrder } from './order-fixture';

export const pickupStop = {
  latitude: 12.9719,
  longitude: 77.6412,
  address: '12th Main, Indiranagar',
  house: 'No. 5',
  landmark: 'Opposite the metro',
  contact_name: 'Asha',
  contact_phone: '+919000000007',
};

export const dropStop = {
  latitude: 12.9352,
  longitude: 77.6245,
  address: '80 Feet Road, Koramangala',
  house: 'Flat 12B',
  landmark: 'Near Forum Mall',
  contact_name: 'Vikram',
  contact_phone: '+919000000008',
};

/** A courier task as its rider sees it: offered (status 1), recipient pays ₹120 at the drop. */
export function makeCourierDeliveryOrder(
  overrides: Partial<DeliveryOrder> = {},
  courier: Partial<NonNullable<DeliveryOrder['courier']>> = {},
): DeliveryOrder {
  return {
    id: 5,
    unique_order_id: 'SB-3001',
    kind: 'courier',
    status: 1,
    courier: {
      task_type: 'documents',
      description: '2 files',
      weight_kg: 0.5,
      instructions: 'Ring the bell twice',
      payer: 'recipient',
      pickup: pickupStop,
      drop: dropStop,
      collect_cash_at: 'drop',
      needs_pickup_pin: true,
      allows_photo_proof: false,
      arrived_pickup_at: null,
      arrived_drop_at: null,
      package_photo: null,
      ...courier,
    },
    store: {
      id: 0,
      name: 'Pick & Drop',
      address: pickupStop.address,
      phone: null,
      latitude: pickupStop.latitude,
      longitude: pickupStop.longitude,
    },
    customer: { name: 'Asha', phone: '+919000000007', address: null },
    items: [],
    distance_km: 4.3,
    payment_method: 'COD',
    cash_to_collect: 12000,
    total: 12000,
    delivery_fee: 9000,
    tip: 1000,
    comment: '',
    needs_delivery_pin: true,
    created_at: '2026-11-21T10:00:00Z',
    events: [],
    ...overrides,
  };
}

export function makeCourierTask(overrides: Partial<CourierTask> = {}): CourierTask {
  return {
    task_type: 'documents',
    description: '2 files',
    weight_kg: 0.5,
    instructions: 'Ring the bell twice',
    payer: 'sender',
    pickup: pickupStop,
    drop: dropStop,
    price: {
      distance_km: 4.3,
      base_fare: 4000,
      distance_fare: 3000,
      weight_fee: 1000,
      surcharge: 800,
      surcharge_label: 'Night',
      tax: 440,
      total: 9240,
    },
    distance_kind: 'straight_line',
    eta_minutes: 23,
    pickup_pin: '3917',
    track_token: 'trk_abcdefghijkl',
    arrived_pickup_at: null,
    arrived_drop_at: null,
    proof_photo: null,
    package_photo: null,
    ...overrides,
  };
}

/** A courier order as its sender sees it; `courier` overrides the task. */
export function makeCourierOrder(
  overrides: Partial<Order> = {},
  courier: Partial<CourierTask> = {},
): Order {
  return makeOrder({
    unique_order_id: 'SB-3001',
    kind: 'courier',
    restaurant: {
      id: 0,
      slug: '',
      name: 'Pick & Drop',
      image: '',
      address: pickupStop.address,
      phone: null,
      latitude: pickupStop.latitude,
      longitude: pickupStop.longitude,
    },
    address: null,
    distance_km: 4.3,
    items: [],
    bill: {
      subtotal: 0,
      addons: 0,
      store_charge: 0,
      small_cart_fee: 0,
      delivery_fee: 8800,
      tax: 440,
      coupon_discount: 0,
      tip: 0,
      total: 9240,
      wallet_used: 0,
      payable: 9240,
    },
    payment_method: 'WALLET',
    payment_status: 'paid',
    delivery_pin: '5528',
    courier: makeCourierTask(courier),
    ...overrides,
  });
}

export function makeTrackedCourier(overrides: Partial<TrackedCourier> = {}): TrackedCourier {
  return {
    unique_order_id: 'SB-3001',
    status: 3,
    task_type: 'documents',
    description: '2 files',
    sender_name: 'Asha',
    pickup: {
      latitude: pickupStop.latitude,
      longitude: pickupStop.longitude,
      address: pickupStop.address,
    },
    drop: {
      latitude: dropStop.latitude,
      longitude: dropStop.longitude,
      address: dropStop.address,
      house: dropStop.house,
      landmark: dropStop.landmark,
      contact_name: dropStop.contact_name,
    },
    drop_pin: '5528',
    cash_due: 12000,
    rider: { name: 'Ravi', phone: '+919000000031' },
    rider_location: { latitude: 12.96, longitude: 77.635, at: '2026-11-21T10:05:00Z' },
    arrived_pickup_at: null,
    arrived_drop_at: null,
    eta_minutes: 18,
    events: [{ to_status: 1, at: '2026-11-21T10:00:00Z' }],
    ...overrides,
  };
}
