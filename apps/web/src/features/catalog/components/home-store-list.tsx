import type { Position } from '@app/shared/catalog/catalog.schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { CloseIcon, PinIcon } from '../../../components/ui/icons';
import { useAuthToken } from '../../accounts/stores/user-store';
import { useTranslation } from '../../i18n/hooks/use-translation';
import { useSetting } from '../../settings/stores/settings-store';
import { useDeliveryRestaurants } from '../api/get-delivery-restaurants';
import { useLoginDeliveryRestaurants } from '../api/get-login-delivery-restaurants';
import { useSelfpickupRestaurants } from '../api/get-selfpickup-restaurants';
import { STORE_LIST_PAGE_SIZE, type StoreListPage } from '../api/store-list-page';
import { useRetryWhenEmpty } from '../hooks/use-retry-when-empty';
import { useDeliveryPreference } from '../stores/catalog-store';

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

/**
 * The no-area alert logged-in customers get with the no-stores message (SPEC §4, R4.07): title and
 * message from settings, announced as an alert, and dismissible.
 */
export function NoAreaAlert() {
  const { t } = useTranslation();
  const title = useSetting('noAreaTitleText', 'We are not here yet');
  const message = useSetting('noAreaMessageText');
  const [isDismissed, setIsDismissed] = useState(false);
  const titleId = useId();
  if (isDismissed) return null;
  return (
    <div
      role="alert"
      aria-labelledby={titleId}
      data-testid="no-area-alert"
      className="mx-4 mt-2 flex items-start gap-3 rounded-2xl border border-primary/30 bg-primary-soft py-3 pr-2 pl-4"
    >
      <PinIcon className="mt-0.5 size-5 shrink-0 text-primary-strong" />
      <div className="min-w-0 flex-1">
        <p id={titleId} className="text-[15px] font-extrabold text-ink">
          {title}
        </p>
        {message ? <p className="mt-0.5 text-[13px] text-ink">{message}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => setIsDismissed(true)}
        aria-label={t('dismiss')}
        className="-mt-1 grid size-10 shrink-0 place-items-center rounded-full text-ink hover:bg-white/60"
      >
        <CloseIcon className="size-5" />
      </button>
    </div>
  );
}

/**
 * The end of the home list: more stores load when it scrolls into view (infinite scroll), and
 * the button does the same for keyboard and screen-reader users.
 */
export function ShowMoreStores({
  onShowMore,
  isLoading,
}: {
  onShowMore: () => void;
  isLoading: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onShowMore();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onShowMore]);
  return (
    <div className="flex justify-center px-4 py-4">
      <button
        ref={ref}
        type="button"
        onClick={onShowMore}
        disabled={isLoading}
        aria-busy={isLoading}
        className="rounded-full border border-line px-5 py-2.5 text-[14px] font-bold text-ink disabled:text-muted"
      >
        {isLoading ? t('loadingMoreStores') : t('showMoreStores')}
      </button>
    </div>
  );
}
