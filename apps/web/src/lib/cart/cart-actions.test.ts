import { beforeEach, describe, expect, test } from 'vitest';
import { useCartStore, type CartLine } from './cart-store';
import {
  reconcileCart,
  removeLine,
  replaceCart,
  setCartComment,
  setCartCoupon,
  setCartTip,
  setLineQuantity,
  toCartLineInputs,
} from './cart-actions';

const pizza: CartLine = {
  id: 1,
  restaurant_id: 9,
  name: 'Margherita',
  price: 29900,
  addons: [{ id: 5, name: 'Extra cheese', price: 4000 }],
  quantity: 2,
};
const bread: CartLine = {
  id: 2,
  restaurant_id: 9,
  name: 'Garlic bread',
  price: 14900,
  addons: [],
  quantity: 1,
};

describe('cart actions', () => {
  beforeEach(() => useCartStore.setState({ cart: [pizza, bread], details: null }));

  test('the note, coupon and tip are kept with the cart and cleared with it', () => {
    setCartComment('Less spicy');
    setCartCoupon('PIZZA15');
    setCartTip(2000);
    expect(useCartStore.getState().details).toEqual({
      comment: 'Less spicy',
      coupon: 'PIZZA15',
      tip: 2000,
    });
    useCartStore.getState().clearCart();
    expect(useCartStore.getState().details).toBeNull();
  });

  test('setting a line to 0 removes it, and emptying the cart drops the coupon', () => {
    setCartCoupon('PIZZA15');
    setLineQuantity(0, 0);
    expect(useCartStore.getState().cart).toEqual([bread]);
    expect(useCartStore.getState().details?.coupon).toBe('PIZZA15');
    removeLine(0);
    expect(useCartStore.getState().cart).toEqual([]);
    expect(useCartStore.getState().details).toBeNull();
  });

  test('quantities are capped at 50, as the server allows', () => {
    setLineQuantity(1, 80);
    expect(useCartStore.getState().cart?.[1]?.quantity).toBe(50);
  });

  test('reconcile takes the new prices and drops unavailable lines in one step', () => {
    reconcileCart({
      updates: [
        {
          index: 0,
          name: 'Margherita',
          price: 31900,
          addons: [{ id: 5, name: 'Extra cheese', price: 5000 }],
        },
      ],
      removeIndexes: [1],
    });
    expect(useCartStore.getState().cart).toEqual([
      { ...pizza, price: 31900, addons: [{ id: 5, name: 'Extra cheese', price: 5000 }] },
    ]);
  });

  test('a reorder replaces the lines and starts the details over', () => {
    setCartCoupon('SWIFT20');
    replaceCart([bread]);
    expect(useCartStore.getState().cart).toEqual([bread]);
    expect(useCartStore.getState().details).toBeNull();
  });

  test('the API gets item ids, quantities and add-on ids', () => {
    expect(toCartLineInputs([pizza, bread])).toEqual([
      { id: 1, quantity: 2, addons: [5] },
      { id: 2, quantity: 1, addons: [] },
    ]);
  });
});
