/** Names of the order engine's statuses and kinds, as the admin's order and customer pages show them. */
export const STATUS_LABELS: Record<number, string> = {
  1: 'Placed',
  2: 'Preparing',
  3: 'Rider assigned',
  4: 'Picked up',
  5: 'Delivered',
  6: 'Cancelled',
  7: 'Ready for pickup',
  8: 'Awaiting payment',
  9: 'Payment failed',
  10: 'Scheduled',
  11: 'Confirmed (scheduled)',
};

export function statusName(status: number | null): string {
  if (status === null) return '—';
  return STATUS_LABELS[status] ?? `Status ${status}`;
}

export const KIND_LABELS = { food: 'Food', grocery: 'Grocery', courier: 'Pickup & drop' } as const;
