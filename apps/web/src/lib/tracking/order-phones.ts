import type { Order } from '@app/shared/orders/orders.schemas';

/** Phone numbers the customer may call: the store's, and the delivery partner's while they have the order. */
export function orderPhones(order: Order): { store: string | null; rider: string | null } {
  const text = (value: string | null | undefined) => (value?.trim() ? value : null);
  return { store: text(order.restaurant.phone), rider: text(order.rider?.phone) };
}
