import type { Item } from '@app/shared/catalog/catalog.schemas';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { SearchIcon } from '../../../components/ui/icons';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import { StatusBadge, StatusScreen } from '../../../components/ui/status-screen';
import { ApiError } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/session/user-store';
import { ViewCartBar } from '../../../components/cart/view-cart-bar';
import { useCartTotal } from '../../../lib/cart/cart-store';
import { FavoriteButton } from '../../../components/catalog/favorite-button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  getRestaurantInfoQueryOptions,
  useRestaurantInfo,
} from '../../../lib/catalog/get-restaurant-info';
import { useRestaurantItems, type MenuCategory } from '../api/get-restaurant-items';
import { useMeatCategories } from '../api/get-meat-categories';
import { useItemAdder } from '../hooks/use-item-adder';
import { useMoney } from '../../../lib/use-money';
import { usePosition } from '../../../lib/location/use-position';
import { useCatalogStore } from '../../../lib/catalog/catalog-store';
import { ItemCard } from './item-card';
import { MeatCategories } from './meat-categories';
import { StoreHeader } from './store-header';
import { StoreNav } from './store-nav';
import '../../../lib/i18n/screen-strings';

/** SPEC §5: the in-store search matches item names on the client, case-insensitively. */
export function searchMenuItems(categories: readonly MenuCategory[], query: string): Item[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [];
  const seen = new Set<number>();
  return categories
    .flatMap((category) => category.items)
    .filter((item) => {
      if (seen.has(item.id) || !item.name.toLocaleLowerCase().includes(needle)) return false;
      seen.add(item.id);
      return true;
    });
}

/**
 * Store info with SPEC R7.02: a 400 sets the force_reload flag and the store is fetched again;
 * the flag clears once the store loads.
 */
function useStoreInfoWithReload(slug: string) {
  const position = usePosition();
  const token = useAuthToken();
  const forceReload = useCatalogStore((state) => state.forceReload);
  const setForceReload = useCatalogStore((state) => state.setForceReload);
  const input = { slug, position, token };
  const query = useRestaurantInfo(input);
  const { error, isSuccess, refetch } = query;
  const is400 = error instanceof ApiError && error.status === 400;

  useEffect(() => {
    if (is400 && !forceReload) {
      setForceReload(true);
      void refetch();
    }
  }, [is400, forceReload, setForceReload, refetch]);
  useEffect(() => {
    if (isSuccess && forceReload) setForceReload(false);
  }, [isSuccess, forceReload, setForceReload]);

  return {
    query,
    token,
    storeInfoKey: getRestaurantInfoQueryOptions(input).queryKey,
    isReloading: is400 && !forceReload,
    /** Without a saved point, whether the store delivers "here" is unknown, not no. */
    hasPosition: position !== null,
  };
}

function MenuSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t('loadingMenu')} className="flex flex-col gap-6 px-4 py-4">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="flex gap-4">
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/4" />
            <Skeleton className="h-3 w-full" />
          </div>
          <Skeleton className="h-[100px] w-[120px] rounded-2xl" />
        </div>
      ))}
    </SkeletonRegion>
  );
}

/** `/stores/{slug}`: header, sticky category menu, in-store search, items, add-ons, cart bar. */
export function StoreMenuScreen({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const cartTotal = useCartTotal();
  const {
    query: info,
    token,
    storeInfoKey,
    isReloading,
    hasPosition,
  } = useStoreInfoWithReload(slug);
  const store = info.data;
  const menu = useRestaurantItems(store?.id);
  const { requestAdd, requestAddLine, dialogs } = useItemAdder();
  const [search, setSearch] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const allCategories = useMemo(
    () => (menu.data?.categories ?? []).filter((category) => category.items.length > 0),
    [menu.data],
  );
  // Meat sections are shown by the meat categories section (decision 015), not as menu sections.
  const hasMeat = allCategories.some((category) => category.kind === 'meat');
  const meat = useMeatCategories(store?.id, hasMeat);
  const categories = useMemo(
    () => allCategories.filter((category) => category.kind !== 'meat'),
    [allCategories],
  );
  const matches = useMemo(() => searchMenuItems(allCategories, search), [allCategories, search]);
  const itemCount = useMemo(
    () => new Set(allCategories.flatMap((category) => category.items.map((item) => item.id))).size,
    [allCategories],
  );
  const isSearching = search.trim().length > 0;

  if (info.isError && !isReloading) {
    const isGone = info.error instanceof ApiError && [400, 404].includes(info.error.status);
    return (
      <StatusScreen
        illustration={
          <StatusBadge>
            <SearchIcon />
          </StatusBadge>
        }
        title={isGone ? t('storeNotFoundTitle') : t('errorTitle')}
        message={isGone ? t('storeNotFoundMessage') : t('errorMessage')}
      >
        <Link to="/" className={buttonClassName('primary', 'w-full max-w-xs')}>
          {t('goHome')}
        </Link>
      </StatusScreen>
    );
  }

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-white pb-28">
      <StoreNav
        title={store?.name ?? ''}
        etaMinutes={store?.delivery_time}
        itemCount={menu.data ? itemCount : undefined}
        onSearch={() => searchRef.current?.focus()}
      />
      <StoreHeader
        store={store}
        favorite={
          store && token ? (
            <FavoriteButton store={store} token={token} storeInfoKey={storeInfoKey} />
          ) : null
        }
      />
      {store && store.is_active !== 1 ? (
        <p
          role="status"
          className="mx-4 mb-3 rounded-xl bg-red-50 px-4 py-3 text-sm font-bold text-red-700"
        >
          {t('storeNotAcceptingOrders')}
        </p>
      ) : store && hasPosition && !store.delivers_here && store.delivery_type !== 2 ? (
        // The operational status of get-restaurant-info-and-operational-status, read from the store
        // info this page already has (decision 016): out of area comes before closed.
        <p
          role="status"
          className="mx-4 mb-3 rounded-xl bg-amber-50 px-4 py-3 text-sm font-bold text-amber-800"
        >
          {t('storeOutOfArea')}
        </p>
      ) : store && !store.is_open && store.opens_at_text ? (
        <p
          role="status"
          className="mx-4 mb-3 rounded-xl bg-amber-50 px-4 py-3 text-sm font-bold text-amber-800"
        >
          {store.opens_at_text}
        </p>
      ) : null}

      <div className="sticky top-14 z-20 border-b border-line bg-white">
        <div className="px-4 pt-2 pb-2">
          <label htmlFor="menu-search" className="sr-only">
            {t('searchMenu')}
          </label>
          <div className="flex min-h-11 items-center gap-2 rounded-xl bg-canvas px-3">
            <SearchIcon className="size-5 text-muted" />
            <input
              id="menu-search"
              ref={searchRef}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('searchMenuPlaceholder')}
              className="min-w-0 flex-1 bg-transparent text-[15px] outline-none placeholder:text-muted"
            />
          </div>
        </div>
        {!isSearching && (!store || menu.isPending) ? (
          // The category chips' row, reserved while the menu loads: the list below does not
          // move down when the chips arrive (issue 13, layout shift).
          <div aria-hidden="true" className="flex gap-2 px-4 pb-2" data-testid="menu-nav-skeleton">
            {['w-24', 'w-28', 'w-20'].map((width) => (
              <Skeleton key={width} className={`h-9 shrink-0 rounded-full ${width}`} />
            ))}
          </div>
        ) : null}
        {!isSearching && categories.length > 0 ? (
          <nav aria-label={t('menuCategories')} className="no-scrollbar overflow-x-auto px-4 pb-2">
            <ul className="flex w-max gap-2">
              {categories.map((category) => (
                <li key={category.id}>
                  <a
                    href={`#menu-category-${category.id}`}
                    onClick={(event) => {
                      event.preventDefault();
                      document
                        .getElementById(`menu-category-${category.id}`)
                        ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                    }}
                    className="flex min-h-9 items-center rounded-full border border-line px-3.5 text-[13px] font-semibold text-ink hover:border-primary"
                  >
                    {category.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>

      {menu.isPending || !store ? (
        <MenuSkeleton />
      ) : menu.isError ? (
        <p role="alert" className="px-4 py-8 text-center text-muted">
          {t('errorMessage')}
        </p>
      ) : isSearching ? (
        <section aria-label={t('searchResults')} className="px-4">
          {matches.length === 0 ? (
            <p role="status" className="py-10 text-center text-[15px] text-muted">
              {t('noDishesMatch').replace('{query}', search.trim())}
            </p>
          ) : (
            <div className="divide-y divide-line">
              {matches.map((item) => (
                <ItemCard key={item.id} item={item} storeSlug={store.slug} onAdd={requestAdd} />
              ))}
            </div>
          )}
        </section>
      ) : allCategories.length === 0 ? (
        <p role="status" className="px-4 py-10 text-center text-[15px] text-muted">
          {t('menuEmpty')}
        </p>
      ) : (
        <>
          {hasMeat ? (
            meat.data ? (
              <MeatCategories categories={meat.data} onAdd={requestAddLine} />
            ) : meat.isError ? (
              <p role="alert" className="px-4 py-8 text-center text-muted">
                {t('errorMessage')}
              </p>
            ) : (
              <SkeletonRegion label={t('meatLoading')} className="px-4 py-4">
                <Skeleton className="h-24 w-full rounded-2xl" />
              </SkeletonRegion>
            )
          ) : null}
          {categories.map((category) => (
            <section
              key={category.id}
              id={`menu-category-${category.id}`}
              aria-labelledby={`menu-category-${category.id}-title`}
              className="scroll-mt-[124px] border-b-8 border-canvas px-4 pt-5"
            >
              <h2
                id={`menu-category-${category.id}-title`}
                className="text-[18px] font-extrabold text-ink"
              >
                {category.name}{' '}
                <span className="text-[14px] font-semibold text-muted">
                  ({category.items.length})
                </span>
              </h2>
              <div className="divide-y divide-line">
                {category.items.map((item) => (
                  <ItemCard key={item.id} item={item} storeSlug={store.slug} onAdd={requestAdd} />
                ))}
              </div>
            </section>
          ))}
        </>
      )}

      <ViewCartBar total={money(cartTotal)} />
      {dialogs}
    </div>
  );
}
