import {
  useCartStore,
  type CartAddon,
  type CartDetails,
  type CartLine,
  type CartStore,
} from './cart-store';
import { useActiveCartStore } from './cart-kind';

/**
 * What the cart, checkout and order screens do to the cart. Kept out of the store module, which the
 * tab bar on every page loads, so only these screens download them.
 */

export const EMPTY_CART_DETAILS: CartDetails = { comment: '', coupon: null, tip: 0 };

/** A line's current price and name from the availability check. */
export interface LinePriceUpdate {
  index: number;
  name: string;
  price: number;
  addons: CartAddon[];
}

function setLines(lines: CartLine[], store: CartStore): void {
  // An emptied cart drops its note, coupon and tip with it.
  store.setState(lines.length === 0 ? { cart: lines, details: null } : { cart: lines });
}

/**
 * Sets the quantity of the line at `index` (at most 50, as the server allows, and at most the
 * line's own maximum); 0 removes it. `store` is the food cart unless told.
 */
export function setLineQuantity(index: number, quantity: number, store = useCartStore): void {
  const cart = store.getState().cart ?? [];
  const line = cart[index];
  if (!line) return;
  const most = Math.min(50, line.max ?? 50);
  setLines(
    quantity <= 0
      ? cart.filter((_, at) => at !== index)
      : cart.map((entry, at) =>
          at === index ? { ...entry, quantity: Math.min(most, quantity) } : entry,
        ),
    store,
  );
}

export function removeLine(index: number, store = useCartStore): void {
  setLineQuantity(index, 0, store);
}

/** Grocery: what to do with the line at `index` when the store is short of it. */
export function setLineSubstitution(
  index: number,
  choice: Pick<CartLine, 'substitution' | 'substitute_id' | 'substitute_name'>,
  store: CartStore,
): void {
  const cart = store.getState().cart ?? [];
  if (!cart[index]) return;
  store.setState({
    cart: cart.map((entry, at) => (at === index ? { ...entry, ...choice } : entry)),
  });
}

/** Replaces the cart with `lines` (a reorder); the note, coupon and tip start over. */
export function replaceCart(lines: CartLine[]): void {
  useCartStore.setState({ cart: lines, details: null });
}

/** Takes the server's current prices for some lines and drops others (by index), in one step. */
export function reconcileCart(
  {
    updates,
    removeIndexes,
    quantities = [],
  }: {
    updates: readonly LinePriceUpdate[];
    removeIndexes: readonly number[];
    quantities?: readonly { index: number; quantity: number }[];
  },
  store = useCartStore,
): void {
  const cart = store.getState().cart ?? [];
  setLines(
    cart
      .map((entry, at) => {
        const update = updates.find((candidate) => candidate.index === at);
        const cut = quantities.find((candidate) => candidate.index === at);
        const priced = update
          ? { ...entry, name: update.name, price: update.price, addons: update.addons }
          : entry;
        return cut ? { ...priced, quantity: cut.quantity, max: cut.quantity } : priced;
      })
      .filter((_, at) => !removeIndexes.includes(at)),
    store,
  );
}

function updateDetails(changes: Partial<CartDetails>, store: CartStore): void {
  store.setState((state) => ({
    details: { ...(state.details ?? EMPTY_CART_DETAILS), ...changes },
  }));
}

export function setCartComment(comment: string, store = useCartStore): void {
  updateDetails({ comment }, store);
}

export function setCartCoupon(coupon: string | null, store = useCartStore): void {
  updateDetails({ coupon }, store);
}

/** Rider tip in minor units. */
export function setCartTip(tip: number, store = useCartStore): void {
  updateDetails({ tip: Math.max(0, Math.round(tip)) }, store);
}

/** The note, coupon and tip of the current kind's cart; empty ones while the cart is empty. */
export function useCartDetails(): CartDetails {
  const store = useActiveCartStore();
  return (
    store((state) => ((state.cart?.length ?? 0) > 0 ? state.details : null)) ?? EMPTY_CART_DETAILS
  );
}

/** The lines as the API takes them: item id, quantity and add-on ids. */
export function toCartLineInputs(cart: readonly CartLine[]): {
  id: number;
  quantity: number;
  addons: number[];
  substitution?: 'similar' | 'specific' | 'remove';
  substitute_id?: number | null;
}[] {
  return cart.map((line) => ({
    id: line.id,
    quantity: line.quantity,
    addons: (line.addons ?? []).map((addon) => addon.id),
    // Grocery lines say what to do when the item is short.
    ...(line.substitution
      ? {
          substitution: line.substitution,
          ...(line.substitution === 'specific'
            ? { substitute_id: line.substitute_id ?? null }
            : {}),
        }
      : {}),
  }));
}
