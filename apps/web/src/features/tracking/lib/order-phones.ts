import type { Order } from '@app/shared/orders/orders.schemas';

/**
 * Phone numbers the customer may call: the delivery partner's while they have the order. The
 * store's once stores carry a phone (`restaurant.phone`; the catalogue has none yet).
 */
export function orderPhones(order: Order): { store: string | null; rider: string | null } {
  const restaurant = order.restaurant as Order['restaurant'] & { phone?: unknown };
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
  return { store: text(restaurant.phone), rider: text(order.rider?.phone) };
}
