import { describe, expect, test } from 'vitest';
import type { Order } from '@app/shared/orders/orders.schemas';
import { orderPhones } from './order-phones';

const order = (phone: string | null, rider: Order['rider']) =>
  ({ restaurant: { phone }, rider }) as unknown as Order;

describe('orderPhones', () => {
  test('the store and the delivery partner can be called when their numbers are known', () => {
    expect(orderPhones(order('+918040001234', { name: 'Ravi', phone: '+919800000009' }))).toEqual({
      store: '+918040001234',
      rider: '+919800000009',
    });
  });

  test('no number, or a blank one, means no call button', () => {
    expect(orderPhones(order(null, null))).toEqual({ store: null, rider: null });
    expect(orderPhones(order('  ', { name: 'Ravi', phone: null }))).toEqual({
      store: null,
      rider: null,
    });
  });
});
