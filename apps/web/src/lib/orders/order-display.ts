import { ORDER_STATUS_LABEL_KEYS, type OrderStatus } from '@app/shared/orders/orders.models';
import type { Order } from '@app/shared/orders/orders.schemas';
import '../i18n/screen-strings';

/** The UI string key of a status (unknown statuses fall back to "placed"'s wording). */
export function statusLabelKey(status: number): string {
  return ORDER_STATUS_LABEL_KEYS[status as OrderStatus] ?? 'orderStatusPlaced';
}

export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      });
}

/** "2 × Margherita, 1 × Garlic bread". */
export function itemsSummary(order: Pick<Order, 'items'>): string {
  return order.items.map((line) => `${line.quantity} × ${line.name}`).join(', ');
}
