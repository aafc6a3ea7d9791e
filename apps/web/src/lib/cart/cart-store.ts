import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createFieldStorage, jsonField, pickFields } from '../storage';

export interface CartAddon {
  id: number;
  name: string;
  /** Minor units. */
  price: number;
}

/** One cart line: an item with its chosen add-ons. The cart holds lines of one store only. */
export interface CartLine {
  /** The item id. */
  id: number;
  restaurant_id: number;
  name: string;
  /** Item price, minor units, without add-ons. */
  price: number;
  is_veg?: 0 | 1;
  addons: CartAddon[];
  quantity: number;
  /** Grocery: the most one order may hold (stock, the item's maximum, the platform cap). */
  max?: number;
  /** Grocery: the item's sub-category (replacements are offered from it). */
  sub_category_id?: number | null;
  /** Grocery: the pack as shelves show it ("500 g"). */
  pack_label?: string;
  image?: string;
  /** Grocery: what to do when the store is short of it (absent: a similar item). */
  substitution?: 'similar' | 'specific' | 'remove';
  substitute_id?: number | null;
  substitute_name?: string | null;
}

export type NewCartLine = Omit<CartLine, 'quantity'>;

/** What the customer chose for this cart besides its lines; cleared with the cart. */
export interface CartDetails {
  /** Note for the store (`comment` of the order). */
  comment: string;
  /** The applied coupon code, or null. */
  coupon: string | null;
  /** Rider tip, minor units. */
  tip: number;
}

interface PersistedCartState {
  /** The cart (`cart`, SPEC §3), raw JSON list of lines. */
  cart: CartLine[] | null;
  /** Set by the cart screens (../lib/cart-actions.ts), which keep the code off the home page. */
  details: CartDetails | null;
}

interface CartState extends PersistedCartState {
  setCart: (cart: CartLine[]) => void;
  /** Adds one of `line` (same item and add-ons add up); the caller has settled the store question. */
  addLine: (line: NewCartLine) => void;
  /** Removes one of the most recently added line of `itemId`. */
  removeOne: (itemId: number) => void;
  clearCart: () => void;
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

function isCartDetails(value: unknown): value is CartDetails {
  if (typeof value !== 'object' || value === null) return false;
  const details = value as Partial<CartDetails>;
  return (
    typeof details.comment === 'string' &&
    (details.coupon === null || typeof details.coupon === 'string') &&
    typeof details.tip === 'number'
  );
}

function addonKey(addons: readonly CartAddon[]): string {
  return addons
    .map((addon) => addon.id)
    .sort((a, b) => a - b)
    .join(',');
}

export function isSameLine(a: Pick<CartLine, 'id' | 'addons'>, b: Pick<CartLine, 'id' | 'addons'>) {
  return a.id === b.id && addonKey(a.addons ?? []) === addonKey(b.addons ?? []);
}

/** Where one cart lives in local storage (SPEC §3: `cart` for food, `grocery_cart` apart). */
interface CartStorageNames {
  name: string;
  cartField: string;
  detailsField: string;
}

function createCartStore({ name, cartField, detailsField }: CartStorageNames) {
  return create<CartState>()(
    persist(
      (set, get) => ({
        cart: null,
        details: null,
        setCart: (cart) => set({ cart }),
        addLine: (line) => {
          const cart = get().cart ?? [];
          const existing = cart.find((entry) => isSameLine(entry, line));
          set({
            cart: existing
              ? cart.map((entry) =>
                  entry === existing ? { ...entry, quantity: entry.quantity + 1 } : entry,
                )
              : [...cart, { ...line, quantity: 1 }],
          });
        },
        removeOne: (itemId) => {
          const cart = get().cart ?? [];
          const index = cart.findLastIndex((entry) => entry.id === itemId);
          const line = cart[index];
          if (!line) return;
          set({
            cart:
              line.quantity > 1
                ? cart.map((entry, at) =>
                    at === index ? { ...entry, quantity: entry.quantity - 1 } : entry,
                  )
                : cart.filter((_, at) => at !== index),
          });
        },
        clearCart: () => set({ cart: [], details: null }),
      }),
      {
        name,
        storage: createFieldStorage<PersistedCartState>({
          cart: jsonField(cartField, isCartLines),
          details: jsonField(detailsField, isCartDetails),
        }),
        partialize: (state) => pickFields(state, ['cart', 'details']),
      },
    ),
  );
}

/** The food cart. */
export const useCartStore = createCartStore({
  name: 'cart',
  cartField: 'cart',
  detailsField: 'cartDetails',
});

/** The grocery cart: its own lines, note, coupon and tip; never mixed with food's. */
export const useGroceryCartStore = createCartStore({
  name: 'grocery_cart',
  cartField: 'grocery_cart',
  detailsField: 'groceryCartDetails',
});

export type CartStore = typeof useCartStore;

/** The cart's product quantity (SPEC §3 "Cart total: productQuantity"). */
export function selectProductQuantity(state: Pick<CartState, 'cart'>): number {
  return (state.cart ?? []).reduce((total, line) => total + Math.max(0, line.quantity), 0);
}

/** The cart total in minor units: each line's price with add-ons times its quantity. */
export function selectCartTotal(state: Pick<CartState, 'cart'>): number {
  return (state.cart ?? []).reduce(
    (total, line) =>
      total +
      (line.price + (line.addons ?? []).reduce((sum, addon) => sum + addon.price, 0)) *
        Math.max(0, line.quantity),
    0,
  );
}

export function useCartProductQuantity(): number {
  return useCartStore(selectProductQuantity);
}

export function useCartTotal(): number {
  return useCartStore(selectCartTotal);
}

/** The store the cart belongs to, or null when empty. */
export function useCartStoreId(): number | null {
  return useCartStore((state) => state.cart?.[0]?.restaurant_id ?? null);
}

/** How many of `itemId` (all add-on variants) the cart holds. */
export function useItemQuantity(itemId: number): number {
  return useCartStore((state) =>
    (state.cart ?? [])
      .filter((line) => line.id === itemId)
      .reduce((total, line) => total + line.quantity, 0),
  );
}
