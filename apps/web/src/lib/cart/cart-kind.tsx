import { createContext, useContext, type ReactNode } from 'react';
import { useCartStore, useGroceryCartStore, type CartStore } from './cart-store';

/**
 * Which cart the cart, coupon and checkout screens work on: food's (`/cart`, `/checkout`) or
 * grocery's (`/grocery-cart`, `/grocery-checkout`). The routes set it; the screens are the same.
 */
export type CartKind = 'food' | 'grocery';

const CartKindContext = createContext<CartKind>('food');

export function CartKindProvider({ kind, children }: { kind: CartKind; children: ReactNode }) {
  return <CartKindContext.Provider value={kind}>{children}</CartKindContext.Provider>;
}

export function useCartKind(): CartKind {
  return useContext(CartKindContext);
}

export function cartStoreOf(kind: CartKind): CartStore {
  return kind === 'grocery' ? useGroceryCartStore : useCartStore;
}

/** The store of the current cart kind (a route's kind never changes while it is shown). */
export function useActiveCartStore(): CartStore {
  return cartStoreOf(useCartKind());
}

/** Each kind's screens. */
export const CART_PATHS: Record<
  CartKind,
  { cart: string; checkout: string; coupons: string; applyCoupon: string }
> = {
  food: {
    cart: '/cart',
    checkout: '/checkout',
    coupons: '/cart/coupons',
    applyCoupon: '/cart/apply-coupon',
  },
  grocery: {
    cart: '/grocery-cart',
    checkout: '/grocery-checkout',
    coupons: '/cart/coupons?cart=grocery',
    applyCoupon: '/cart/apply-coupon?cart=grocery',
  },
};

export function useCartPaths() {
  return CART_PATHS[useCartKind()];
}

/** The store the current kind's cart belongs to, or null when empty. */
export function useActiveCartStoreId(): number | null {
  return useActiveCartStore()((state) => state.cart?.[0]?.restaurant_id ?? null);
}
