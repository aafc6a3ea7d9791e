import type { Order } from '@app/shared/orders/orders.schemas';

/**
 * Phone numbers the customer may call, when the order carries them. The order contract has none
 * yet; a server that adds `restaurant.phone` or `rider: { name, phone }` lights the call buttons up.
 */
export function orderPhones(order: Order): { store: string | null; rider: string | null } {
  const extra = order as Order & {
    restaurant: { phone?: unknown };
    rider?: { phone?: unknown } | null;
  };
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
  return { store: text(extra.restaurant.phone), rider: text(extra.rider?.phone) };
}
