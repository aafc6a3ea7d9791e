import type { Position } from '@app/shared/catalog/catalog.schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useAuthToken } from '../../../lib/session/user-store';
import { useDeliveryRestaurants } from '../api/get-delivery-restaurants';
import { useLoginDeliveryRestaurants } from '../api/get-login-delivery-restaurants';
import { useSelfpickupRestaurants } from '../api/get-selfpickup-restaurants';
import { STORE_LIST_PAGE_SIZE, type StoreListPage } from '../api/store-list-page';
import { useDeliveryPreference } from '../../../lib/catalog/catalog-store';
import { useRetryWhenEmpty } from './use-retry-when-empty';

/**
 * The home store list query (SPEC §7): self-pickup stores for that preference, else the
 * logged-in delivery list with a token, else the guest delivery list; retried once when empty.
 * The first STORE_LIST_PAGE_SIZE stores come first; `showMore` asks for that many more.
 */
export function useHomeStoreList(position: Position) {
  const preference = useDeliveryPreference();
  const token = useAuthToken();
  const [count, setCount] = useState(STORE_LIST_PAGE_SIZE);
  const isPickup = preference === 'SELFPICKUP';
  const guest = useDeliveryRestaurants(position, { enabled: !isPickup && !token, count });
  const loggedIn = useLoginDeliveryRestaurants(
    { ...position, token: token ?? '' },
    { enabled: !isPickup && Boolean(token), count },
  );
  const pickup = useSelfpickupRestaurants(position, { enabled: isPickup, count });
  const query: UseQueryResult<StoreListPage> = isPickup ? pickup : token ? loggedIn : guest;
  const retry = useRetryWhenEmpty({
    isEmpty: query.isSuccess && query.data.stores.length === 0,
    isFetching: query.isFetching,
    refetch: query.refetch,
  });
  const hasMore = Boolean(query.data?.hasMore);
  const isLoadingMore = query.isPlaceholderData;
  const showMore = useCallback(() => {
    if (hasMore && !isLoadingMore) setCount((current) => current + STORE_LIST_PAGE_SIZE);
  }, [hasMore, isLoadingMore]);
  return { query, preference, hasMore, isLoadingMore, showMore, ...retry };
}

export type HomeStoreList = ReturnType<typeof useHomeStoreList>;
