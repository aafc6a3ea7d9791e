import type { Store } from '@app/shared/catalog/catalog.schemas';
import type { GroceryCategory } from '@app/shared/grocery/grocery.schemas';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { StoreList } from '../../../components/catalog/store-list';
import { QueryError, QueryLoading } from '../../../components/query-status';
import { buttonClassName } from '../../../components/ui/button';
import { PinIcon, SearchIcon } from '../../../components/ui/icons';
import { PageTopBar } from '../../../components/ui/page-top-bar';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocationStore } from '../../../lib/location/location-store';
import { usePosition } from '../../../lib/location/use-position';
import { useAuthToken } from '../../../lib/session/user-store';
import { useGroceryCategories } from '../api/get-grocery-categories';
import { useGroceryStores } from '../api/get-grocery-stores';
import { GroceryCartBar } from './grocery-cart-bar';
import { GroceryOffersRow } from './grocery-offers-row';
import { OrderAgainRow } from './order-again-row';
import '../../../lib/i18n/grocery-strings';
import '../../../lib/i18n/screen-strings';

/** Where a grocery store card leads: its shelf, opened at the chosen category (0: the first). */
export function groceryStorePath(slug: string, categoryId: number | null): string {
  return `/grocery/${slug}/menu/${categoryId ?? 0}`;
}

/** Two rows of tiles until the customer asks for all (or searches). */
const FOLDED_CATEGORIES = 8;

function CategoryGrid({
  categories,
  selected,
  onSelect,
  isSearching,
}: {
  categories: readonly GroceryCategory[];
  selected: number | null;
  onSelect: (id: number | null) => void;
  isSearching: boolean;
}) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const canFold = !isSearching && categories.length > FOLDED_CATEGORIES;
  const selectedIndex = categories.findIndex((category) => category.id === selected);
  const shown =
    canFold && !isOpen && selectedIndex < FOLDED_CATEGORIES
      ? categories.slice(0, FOLDED_CATEGORIES)
      : categories;
  return (
    <section aria-labelledby="grocery-categories" className="bg-white px-3 py-4">
      <h2 id="grocery-categories" className="px-1 text-[17px] font-extrabold text-ink">
        {t('groceryShopByCategory')}
      </h2>
      <ul id="grocery-category-grid" className="mt-3 grid grid-cols-4 gap-x-2 gap-y-3">
        {shown.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              aria-pressed={selected === category.id}
              onClick={() => onSelect(selected === category.id ? null : category.id)}
              className={`flex w-full flex-col items-center gap-1 rounded-2xl p-1 ${selected === category.id ? 'bg-veg/10 ring-2 ring-veg' : ''}`}
            >
              <img
                src={category.image || undefined}
                alt=""
                width={72}
                height={72}
                className="size-[72px] rounded-2xl bg-canvas"
              />
              <span className="line-clamp-2 text-center text-[12px] leading-tight font-semibold text-ink">
                {category.name}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {canFold ? (
        <button
          type="button"
          aria-expanded={shown.length === categories.length}
          aria-controls="grocery-category-grid"
          onClick={() => setOpen(shown.length !== categories.length)}
          className="mt-3 w-full rounded-xl border border-line py-2 text-[14px] font-bold text-primary-strong"
        >
          {shown.length === categories.length
            ? t('groceryFewerCategories')
            : t('groceryAllCategories').replace('{count}', String(categories.length))}
        </button>
      ) : null}
    </section>
  );
}

/**
 * `/grocery`: where it delivers, a search over stores and categories, the category grid (a tile
 * narrows the stores to those stocking it), "order again" for a signed-in customer, and the
 * grocery stores for the saved location, open ones first.
 */
export function GroceryHomeScreen() {
  const { t } = useTranslation();
  const position = usePosition();
  const token = useAuthToken();
  const address = useLocationStore((state) => state.userSetAddress?.address ?? '');
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('category')) || null;
  const [query, setQuery] = useState('');
  const categories = useGroceryCategories();
  const stores = useGroceryStores(
    position ? { ...position, ...(selected ? { category_id: selected } : {}) } : null,
  );
  const select = (id: number | null) =>
    setParams(id ? { category: String(id) } : {}, { replace: true });
  const needle = query.trim().toLocaleLowerCase();
  const matchingCategories = (categories.data ?? []).filter(
    (category) =>
      !needle ||
      category.name.toLocaleLowerCase().includes(needle) ||
      category.sub_categories.some((sub) => sub.name.toLocaleLowerCase().includes(needle)),
  );
  const matchingStores: Store[] = (stores.data ?? []).filter(
    (store) => !needle || store.name.toLocaleLowerCase().includes(needle),
  );
  const selectedName = categories.data?.find((category) => category.id === selected)?.name;

  return (
    <div className="mx-auto min-h-dvh max-w-md bg-canvas pb-40">
      <PageTopBar title={t('groceryTitle')} backLabel={t('back')} backTo="home" />
      <section className="bg-white px-4 pt-2 pb-3">
        <Link
          to="/search-location"
          className="flex items-center gap-1.5 text-[13px] text-muted"
          aria-label={
            address ? `${t('groceryChangeLocation')}: ${address}` : t('grocerySetLocation')
          }
        >
          <PinIcon className="size-4 shrink-0 text-primary-strong" />
          <span className={`truncate ${address ? '' : 'font-bold text-primary-strong'}`}>
            {address || t('grocerySetLocation')}
          </span>
        </Link>
        <label htmlFor="grocery-home-search" className="sr-only">
          {t('grocerySearchPlaceholder')}
        </label>
        <div className="mt-2 flex h-11 items-center gap-2 rounded-xl bg-canvas px-3">
          <SearchIcon className="size-5 text-muted" />
          <input
            id="grocery-home-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('grocerySearchPlaceholder')}
            className="min-w-0 flex-1 bg-transparent text-[15px] outline-none"
          />
        </div>
      </section>

      {categories.isPending ? (
        <QueryLoading
          rows={['h-6 w-40', 'h-48 w-full']}
          className="flex flex-col gap-3 bg-white p-4"
        />
      ) : categories.isError ? (
        <QueryError onRetry={() => void categories.refetch()} />
      ) : (
        <CategoryGrid
          categories={matchingCategories}
          selected={selected}
          onSelect={select}
          isSearching={needle !== ''}
        />
      )}

      {position ? (
        <GroceryOffersRow position={position} storePath={(slug) => groceryStorePath(slug, null)} />
      ) : null}

      {token ? <OrderAgainRow token={token} /> : null}

      <section aria-labelledby="grocery-stores" className="mt-2 bg-white py-3">
        <div className="flex items-center justify-between px-4">
          <h2 id="grocery-stores" className="text-[17px] font-extrabold text-ink">
            {selectedName
              ? t('groceryStoresWithCategory').replace('{category}', selectedName)
              : t('groceryStoresNearYou')}
          </h2>
          {selected ? (
            <button
              type="button"
              className="text-[13px] font-bold text-primary-strong"
              onClick={() => select(null)}
            >
              {t('groceryAllStores')}
            </button>
          ) : null}
        </div>
        {!position ? (
          <div className="px-6 py-10 text-center">
            <p className="text-[16px] font-extrabold text-ink">{t('grocerySetLocation')}</p>
            <p className="mt-1 text-[14px] text-muted">{t('grocerySetLocationMessage')}</p>
            <Link to="/search-location" className={buttonClassName('primary', 'mt-4')}>
              {t('grocerySetLocation')}
            </Link>
          </div>
        ) : stores.isPending ? (
          <QueryLoading
            rows={['h-24 w-full', 'h-24 w-full', 'h-24 w-full']}
            className="flex flex-col gap-4 p-4"
          />
        ) : stores.isError ? (
          <QueryError onRetry={() => void stores.refetch()} />
        ) : matchingStores.length === 0 ? (
          <div className="px-6 py-10 text-center">
            <p className="text-[16px] font-extrabold text-ink">{t('groceryNoStoresTitle')}</p>
            <p className="mt-1 text-[14px] text-muted">{t('groceryNoStoresMessage')}</p>
            <Link to="/search-location" className={buttonClassName('outline', 'mt-4')}>
              {t('groceryChangeLocation')}
            </Link>
          </div>
        ) : (
          <StoreList
            stores={matchingStores}
            label={t('groceryStoresNearYou')}
            hrefOf={(store) => groceryStorePath(store.slug, selected)}
          />
        )}
      </section>
      <GroceryCartBar />
    </div>
  );
}
