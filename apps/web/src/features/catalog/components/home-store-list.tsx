import type { Store } from '@app/shared/catalog/catalog.schemas';
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CloseIcon, PinIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSetting } from '../../../lib/settings/settings-store';
import type { HomeStoreList } from '../hooks/use-home-store-list';
import { DeliverySwitch } from './delivery-switch';
import { StoreList } from '../../../components/catalog/store-list';
import { StoreListSkeleton } from '../../../components/catalog/store-list-skeleton';

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

/**
 * Under the home list's heading: the delivery/self-pickup switch (when self-pickup is on), then
 * the list's skeleton, the error with a retry, the empty messages or the cards with "Show more".
 * A chunk of its own (with the store cards), fetched once the visitor heads for it
 * (home-feed.tsx): the list sits below the fold.
 */
export function HomeStoreListBody({
  list,
  isLoggedIn,
}: {
  list: HomeStoreList;
  isLoggedIn: boolean;
}) {
  const isPickupOffered = useSetting('enSelfPickup') === 'true';
  return (
    <>
      {isPickupOffered ? (
        <div className="pb-3">
          <DeliverySwitch />
        </div>
      ) : null}
      <HomeStoreListState list={list} isLoggedIn={isLoggedIn} />
    </>
  );
}

function HomeStoreListState({ list, isLoggedIn }: { list: HomeStoreList; isLoggedIn: boolean }) {
  const { t } = useTranslation();
  const { query: stores, isWaiting, isSettledEmpty, hasMore, isLoadingMore, showMore } = list;
  // Forty-odd store cards are the heaviest render of home: deferred (from the first render on),
  // React renders them in interruptible slices after the urgent update instead of one long task.
  const storeList = useDeferredValue<readonly Store[] | null | undefined>(
    stores.data?.stores,
    null,
  );

  if (stores.isPending || isWaiting || (stores.data && !storeList)) return <StoreListSkeleton />;
  if (stores.isError) {
    return (
      <div
        role="alert"
        className="mx-4 flex flex-col items-center gap-3 rounded-2xl bg-canvas px-5 py-6 text-center"
      >
        <p className="text-[15px] text-muted">{t('errorMessage')}</p>
        <Button variant="outline" onClick={() => void stores.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (isSettledEmpty || !stores.data || stores.data.stores.length === 0) {
    return (
      <>
        {isLoggedIn && isSettledEmpty ? <NoAreaAlert /> : null}
        <NoStoresMessage />
      </>
    );
  }
  return (
    <>
      <StoreList stores={storeList ?? stores.data.stores} label={t('restaurantsNearYou')} />
      {hasMore ? <ShowMoreStores onShowMore={showMore} isLoading={isLoadingMore} /> : null}
    </>
  );
}
