import type { StoreOrder } from '@app/shared/console/console.schemas';

let sequence = 0;

/** A store order as get-store-orders answers it; override what the test is about. */
export function makeOrder(overrides: Partial<StoreOrder> = {}): StoreOrder {
  sequence += 1;
  return {
    id: sequence,
    unique_order_id: `OD-${String(sequence).padStart(4, '0')}`,
    kind: 'food',
    courier: null,
    status: 1,
    restaurant: {
      id: 7,
      slug: 'napoli-woodfire-pizza',
      name: 'Napoli Woodfire Pizza',
      image: '',
      address: '12th Main, Indiranagar',
      phone: null,
      latitude: 12.97,
      longitude: 77.64,
    },
    delivery_type: 'DELIVERY',
    address: null,
    distance_km: 2.1,
    items: [
      {
        item_id: 11,
        name: 'Veggie Supreme',
        price: 39900,
        quantity: 2,
        addons: [{ id: 3, name: 'Extra cheese', price: 5000 }],
        line_total: 89800,
        id: 101,
        substitution_preference: null,
        substitute_item_id: null,
        pick_status: null,
        substitution: null,
        settlement: null,
      },
    ],
    bill: {
      subtotal: 79800,
      addons: 10000,
      store_charge: 0,
      small_cart_fee: 0,
      delivery_fee: 3000,
      tax: 4490,
      coupon_discount: 0,
      tip: 0,
      total: 97290,
      wallet_used: 0,
      payable: 97290,
    },
    payment_method: 'COD',
    payment_status: 'unpaid',
    refund: null,
    coupon_code: null,
    comment: '',
    scheduled_for: null,
    delivery_pin: null,
    rider: null,
    created_at: '2030-01-01T12:00:00.000Z',
    is_ratable: false,
    events: [],
    customer: { name: 'Kiran', phone: '+919700000001' },
    ...overrides,
  };
}
