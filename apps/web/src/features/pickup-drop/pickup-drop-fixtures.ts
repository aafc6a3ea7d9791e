import type { CourierTask, PickupDropSettings } from '@app/shared/courier/courier.schemas';
import type { Order } from '@app/shared/orders/orders.schemas';
import { makeOrder } from '../../testing/order-fixture';
import { usePickupDropDraft, type DraftStop } from './stores/pickup-drop-draft-store';

/** Screen-test data for pickup and drop (only tests import this file). */
export const testSettings: PickupDropSettings = {
  is_enabled: true,
  task_types: ['documents', 'food', 'parcel', 'keys', 'laundry', 'custom'],
  tariff: {
    baseFareMinor: 4000,
    baseDistanceKm: 2,
    perKmMinor: 1000,
    weightBands: [
      { maxKg: 5, feeMinor: 0 },
      { maxKg: 10, feeMinor: 2000 },
      { maxKg: 20, feeMinor: 5000 },
    ],
    minDistanceKm: 1,
    maxDistanceKm: 25,
    surcharges: [{ from: '22:00', to: '06:00', bps: 2000, label: 'Night surcharge' }],
    taxBps: 500,
    serviceHours: { open: '08:00', close: '22:00' },
  },
  zones: [{ name: 'Bengaluru', latitude: 12.97, longitude: 77.59, radiusKm: 30 }],
  proof_photo_allowed: true,
  dispatch_radius_km: 8,
};

export const testPickup: DraftStop = {
  latitude: 12.9352,
  longitude: 77.6245,
  address: 'Koramangala 5th Block, Bengaluru',
  house: 'Flat 12',
  landmark: 'Near Forum',
  contact_name: 'Asha',
  contact_phone: '+919876543210',
};

export const testDrop: DraftStop = {
  latitude: 12.9784,
  longitude: 77.6408,
  address: 'Indiranagar 100 Feet Road, Bengaluru',
  house: '',
  landmark: '',
  contact_name: 'Ravi',
  contact_phone: '+919812345678',
};

export const testPrice: CourierTask['price'] = {
  distance_km: 5.2,
  base_fare: 4000,
  distance_fare: 4000,
  weight_fee: 2000,
  surcharge: 2000,
  surcharge_label: 'Night surcharge',
  tax: 600,
  total: 12600,
};

/** A complete draft: documents, up to 10 kg, both stops; override any part. */
export function fillTestDraft(
  overrides: Partial<ReturnType<typeof usePickupDropDraft.getState>> = {},
) {
  usePickupDropDraft.setState({
    taskType: 'documents',
    description: '2 files',
    weightKg: 10,
    pickup: testPickup,
    drop: testDrop,
    instructions: '',
    payer: 'sender',
    photo: null,
    coupon: null,
    tip: 0,
    pendingPoint: null,
    ...overrides,
  });
}

export function makeCourierOrder(overrides: Partial<Order> = {}, task: Partial<CourierTask> = {}) {
  return makeOrder({
    kind: 'courier',
    unique_order_id: 'PD-2001',
    status: 1,
    bill: {
      subtotal: 0,
      addons: 0,
      store_charge: 0,
      small_cart_fee: 0,
      delivery_fee: 12000,
      tax: 600,
      coupon_discount: 0,
      tip: 0,
      total: 12600,
      wallet_used: 0,
      payable: 12600,
    },
    courier: {
      task_type: 'documents',
      description: '2 files',
      weight_kg: 10,
      instructions: 'Ring twice',
      payer: 'sender',
      pickup: testPickup,
      drop: testDrop,
      price: testPrice,
      distance_kind: 'straight_line',
      eta_minutes: 26,
      pickup_pin: '1234',
      track_token: 'track-token-0001',
      arrived_pickup_at: null,
      arrived_drop_at: null,
      proof_photo: null,
      package_photo: null,
      ...task,
    },
    ...overrides,
  });
}
