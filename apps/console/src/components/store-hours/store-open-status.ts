import { useStoreHours } from './store-hours-api';

export interface StoreOpenStatus {
  isOpen: boolean;
  /** A badge's word or two. */
  label: string;
  /** A sentence for the open switch. */
  description: string;
}

/**
 * Whether customers can order from the store now, as the customer app decides it: the open switch
 * (`is_active`), then the hours, holidays and a pause (get-store-hours, checked every minute). The
 * switch alone is not enough: at night a switched-on store is still closed.
 */
export function storeOpenStatus(
  isActive: boolean,
  hours: { is_open: boolean; status_text: string | null } | undefined,
): StoreOpenStatus {
  if (!isActive)
    return { isOpen: false, label: 'Switched off', description: 'Closed: customers cannot order.' };
  if (!hours)
    return {
      isOpen: true,
      label: 'On',
      description: 'Switched on: customers can order during opening hours.',
    };
  if (hours.is_open)
    return { isOpen: true, label: 'Open', description: 'Customers can order now.' };
  const when = hours.status_text ?? 'Outside opening hours';
  return {
    isOpen: false,
    label: hours.status_text ?? 'Closed now',
    description: `Switched on, but closed now (${when}): customers cannot order until then.`,
  };
}

export function useStoreOpenStatus(store: { id: number; is_active: boolean }): StoreOpenStatus {
  const hours = useStoreHours(store.id, { refetchEveryMs: 60_000 });
  return storeOpenStatus(store.is_active, hours.data);
}
