import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createFieldStorage, jsonField, pickFields } from '../../../lib/storage';

/** One cart line. The cart issue grows this; the tab bar only needs quantities. */
export interface CartLine {
  id: number;
  quantity: number;
}

interface PersistedCartState {
  /** The cart (`cart`, SPEC §3), raw JSON list of lines. */
  cart: CartLine[] | null;
}

interface CartState extends PersistedCartState {
  setCart: (cart: CartLine[]) => void;
}

function isCartLines(value: unknown): value is CartLine[] {
  return (
    Array.isArray(value) &&
    value.every(
      (line: unknown) =>
        typeof line === 'object' &&
        line !== null &&
        typeof (line as CartLine).quantity === 'number',
    )
  );
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      cart: null,
      setCart: (cart) => set({ cart }),
    }),
    {
      name: 'cart',
      storage: createFieldStorage<PersistedCartState>({ cart: jsonField('cart', isCartLines) }),
      partialize: (state) => pickFields(state, ['cart']),
    },
  ),
);

/** The cart's product quantity (SPEC §3 "Cart total: productQuantity"). */
export function selectProductQuantity(state: CartState): number {
  return (state.cart ?? []).reduce((total, line) => total + Math.max(0, line.quantity), 0);
}

export function useCartProductQuantity(): number {
  return useCartStore(selectProductQuantity);
}
