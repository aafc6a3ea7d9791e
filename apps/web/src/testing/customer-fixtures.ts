import { useUserStore } from '../lib/session/user-store';
import { useCartStore } from '../lib/cart/cart-store';

/** Logs in the customer most web tests use (id 7, token 'token-7'). */
export function logInTestCustomer(): void {
  useUserStore.getState().logIn({
    user: {
      id: 7,
      name: 'Asha',
      email: null,
      phone: null,
      avatar: null,
      role: 'customer',
      auth_token: 'token-7',
    },
    addresses: [],
  });
}

/** One Margherita (₹399) from store 9 in the cart. */
export function fillTestCart(): void {
  useCartStore.setState({
    cart: [{ id: 1, restaurant_id: 9, name: 'Margherita', price: 39900, addons: [], quantity: 1 }],
    details: null,
  });
}

/** check-cart-items-availability's answer for that cart, with the store's state as given. */
export function testCartAvailability(restaurant: Record<string, unknown>) {
  return {
    success: true,
    data: {
      restaurant: { id: 9, name: 'Napoli', slug: 'napoli', ...restaurant },
      items: [
        {
          id: 1,
          quantity: 1,
          addon_ids: [],
          name: 'Margherita',
          price: 39900,
          addons: [],
          line_total: 39900,
          available: true,
          problem: null,
        },
      ],
      subtotal: 39900,
    },
  };
}
