import { useCartStore, type CartAddon, type CartDetails, type CartLine } from './cart-store';

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

function setLines(lines: CartLine[]): void {
  // An emptied cart drops its note, coupon and tip with it.
  useCartStore.setState(lines.length === 0 ? { cart: lines, details: null } : { cart: lines });
}

/** Sets the quantity of the line at `index` (at most 50, as the server allows); 0 removes it. */
export function setLineQuantity(index: number, quantity: number): void {
  const cart = useCartStore.getState().cart ?? [];
  if (!cart[index]) return;
  setLines(
    quantity <= 0
      ? cart.filter((_, at) => at !== index)
      : cart.map((entry, at) =>
          at === index ? { ...entry, quantity: Math.min(50, quantity) } : entry,
        ),
  );
}

export function removeLine(index: number): void {
  setLineQuantity(index, 0);
}

/** Replaces the cart with `lines` (a reorder); the note, coupon and tip start over. */
export function replaceCart(lines: CartLine[]): void {
  useCartStore.setState({ cart: lines, details: null });
}

/** Takes the server's current prices for some lines and drops others (by index), in one step. */
export function reconcileCart({
  updates,
  removeIndexes,
}: {
  updates: readonly LinePriceUpdate[];
  removeIndexes: readonly number[];
}): void {
  const cart = useCartStore.getState().cart ?? [];
  setLines(
    cart
      .map((entry, at) => {
        const update = updates.find((candidate) => candidate.index === at);
        return update
          ? { ...entry, name: update.name, price: update.price, addons: update.addons }
          : entry;
      })
      .filter((_, at) => !removeIndexes.includes(at)),
  );
}

function updateDetails(changes: Partial<CartDetails>): void {
  useCartStore.setState((state) => ({
    details: { ...(state.details ?? EMPTY_CART_DETAILS), ...changes },
  }));
}

export function setCartComment(comment: string): void {
  updateDetails({ comment });
}

export function setCartCoupon(coupon: string | null): void {
  updateDetails({ coupon });
}

/** Rider tip in minor units. */
export function setCartTip(tip: number): void {
  updateDetails({ tip: Math.max(0, Math.round(tip)) });
}

/** The note, coupon and tip of the cart; empty ones while the cart is empty. */
export function useCartDetails(): CartDetails {
  return (
    useCartStore((state) => ((state.cart?.length ?? 0) > 0 ? state.details : null)) ??
    EMPTY_CART_DETAILS
  );
}

/** The lines as the API takes them: item id, quantity and add-on ids. */
export function toCartLineInputs(
  cart: readonly CartLine[],
): { id: number; quantity: number; addons: number[] }[] {
  return cart.map((line) => ({
    id: line.id,
    quantity: line.quantity,
    addons: (line.addons ?? []).map((addon) => addon.id),
  }));
}
