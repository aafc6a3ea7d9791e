import type { Position, Store } from '@app/shared/catalog/catalog.schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { useAuthToken } from '../../accounts/stores/user-store';
import { useTranslation } from '../../i18n/hooks/use-translation';
import { useSetting } from '../../settings/stores/settings-store';
import { useDeliveryRestaurants } from '../api/get-delivery-restaurants';
import { useLoginDeliveryRestaurants } from '../api/get-login-delivery-restaurants';
import { useSelfpickupRestaurants } from '../api/get-selfpickup-restaurants';
import { useRetryWhenEmpty } from '../hooks/use-retry-when-empty';
import { useDeliveryPreference } from '../stores/catalog-store';

/**
 * The home store list query (SPEC §7): self-pickup stores for that preference, else the
 * logged-in delivery list with a token, else the guest delivery list; retried once when empty.
 */
export function useHomeStoreList(position: Position) {
  const preference = useDeliveryPreference();
  const token = useAuthToken();
  const isPickup = preference === 'SELFPICKUP';
  const guest = useDeliveryRestaurants(position, { enabled: !isPickup && !token });
  const loggedIn = useLoginDeliveryRestaurants(
    { ...position, token: token ?? '' },
    { enabled: !isPickup && Boolean(token) },
  );
  const pickup = useSelfpickupRestaurants(position, { enabled: isPickup });
  const query: UseQueryResult<Store[]> = isPickup ? pickup : token ? loggedIn : guest;
  const retry = useRetryWhenEmpty({
    isEmpty: query.isSuccess && query.data.length === 0,
    isFetching: query.isFetching,
    refetch: query.refetch,
  });
  return { query, preference, ...retry };
}

export function NoStoresMessage() {
  const message = useSetting('noRestaurantMessage');
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className="mx-4 my-6 rounded-2xl bg-canvas px-5 py-6 text-center text-[15px] text-muted"
    >
      {message || t('noStoresFallback')}
    </p>
  );
}
