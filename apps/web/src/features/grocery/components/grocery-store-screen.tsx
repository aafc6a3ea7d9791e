import type { GroceryItem, GroceryShelf } from '@app/shared/grocery/grocery.schemas';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { QueryError, QueryLoading } from '../../../components/query-status';
import { PageTopBar } from '../../../components/ui/page-top-bar';
import { ClockIcon, SearchIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { usePosition } from '../../../lib/location/use-position';
import { useMoney } from '../../../lib/use-money';
import { useGroceryItems, useGroceryStore } from '../../../lib/grocery/get-grocery-store';
import { useGroceryAdder } from '../hooks/use-grocery-cart';
import { GroceryCartBar } from './grocery-cart-bar';
import { GroceryItemCard } from './grocery-item-card';
import '../../../lib/i18n/grocery-strings';
import '../../../lib/i18n/screen-strings';

/** Items whose name or brand holds the query, case-insensitively (the food menu's rule). */
export function searchShelf(shelf: GroceryShelf | undefined, query: string): GroceryItem[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!shelf || !needle) return [];
  return shelf.categories.flatMap((category) =>
    category.sub_categories.flatMap((sub) =>
      sub.items.filter((item) => `${item.brand} ${item.name}`.toLocaleLowerCase().includes(needle)),
    ),
  );
}

const ITEM_GRID = 'grid grid-cols-2 gap-3 px-4 py-3 min-[480px]:grid-cols-3';

/**
 * `/grocery/{slug}/menu/{categoryId}`: the store, its categories as tabs (links, so every one is
 * a deep link; 0 opens the first), sub-categories as chips, items with a stepper on the card, a
 * search across the whole store, and the grocery cart bar.
 */
export function GroceryStoreScreen({ slug, categoryId }: { slug: string; categoryId: number }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const position = usePosition();
  const store = useGroceryStore({ slug, ...(position ?? {}) });
  const shelf = useGroceryItems(store.data?.id ?? null);
  const [search, setSearch] = useState('');
  const [subId, setSubId] = useState<number | null>(null);
  const { add, remove, dialog, limitMessage } = useGroceryAdder({
    storeName: (id) => (id === store.data?.id ? store.data.name : ''),
  });

  const categories = shelf.data?.categories ?? [];
  const category = categories.find((entry) => entry.id === categoryId) ?? categories[0];
  const matches = useMemo(() => searchShelf(shelf.data, search), [shelf.data, search]);
  const isSearching = search.trim().length > 0;
  const subs = category?.sub_categories ?? [];
  const shown = subs.filter((sub) => subId === null || sub.id === subId);

  if (store.isError) {
    return (
      <div className="mx-auto min-h-dvh max-w-md bg-white">
        <PageTopBar title={t('groceryTitle')} backLabel={t('back')} backTo="grocery" />
        <QueryError onRetry={() => void store.refetch()} />
      </div>
    );
  }
  const info = store.data;
  return (
    <div className="mx-auto min-h-dvh max-w-md bg-canvas pb-40">
      <PageTopBar title={info?.name ?? t('groceryTitle')} backLabel={t('back')} backTo="grocery" />
      {info ? (
        <section className="bg-white px-4 pt-3 pb-3">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-[13px] text-muted">
            <span className="inline-flex items-center gap-1 font-bold text-ink">
              <ClockIcon className="size-4" />
              {t('groceryMinutes').replace('{minutes}', String(info.delivery_time))}
            </span>
            {info.min_order > 0 ? (
              <span>{t('groceryMinOrder').replace('{amount}', money(info.min_order))}</span>
            ) : null}
            {info.free_delivery_subtotal ? (
              <span>
                {t('groceryFreeDeliveryAbove').replace(
                  '{amount}',
                  money(info.free_delivery_subtotal),
                )}
              </span>
            ) : null}
          </p>
          {!info.is_open ? (
            <p role="status" className="mt-2 rounded-xl bg-amber-50 p-3 text-[13px] text-ink">
              {t('groceryStoreClosed').replace('{opens}', info.opens_at_text ?? '')}
            </p>
          ) : null}
          <label htmlFor="grocery-search" className="sr-only">
            {t('grocerySearchStore').replace('{store}', info.name)}
          </label>
          <div className="mt-3 flex h-11 items-center gap-2 rounded-xl bg-canvas px-3">
            <SearchIcon className="size-5 text-muted" />
            <input
              id="grocery-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('grocerySearchStore').replace('{store}', info.name)}
              className="min-w-0 flex-1 bg-transparent text-[15px] outline-none"
            />
          </div>
        </section>
      ) : null}

      {!isSearching && categories.length > 0 ? (
        <nav
          aria-label={t('groceryShopByCategory')}
          className="no-scrollbar sticky top-14 z-20 flex gap-2 overflow-x-auto border-b border-line bg-white px-4 py-2"
        >
          {categories.map((entry) => (
            <Link
              key={entry.id}
              to={`/grocery/${slug}/menu/${entry.id}`}
              replace
              onClick={() => setSubId(null)}
              aria-current={entry.id === category?.id ? 'page' : undefined}
              className={`flex shrink-0 items-center gap-2 rounded-full py-1 pr-3 pl-1 text-[13px] font-bold ${entry.id === category?.id ? 'bg-veg text-white' : 'bg-canvas text-ink'}`}
            >
              <img
                src={entry.image || undefined}
                alt=""
                width={28}
                height={28}
                className="size-7 rounded-full bg-white"
              />
              {entry.name}
            </Link>
          ))}
        </nav>
      ) : null}

      {store.isPending || shelf.isPending ? (
        <QueryLoading
          rows={['h-9 w-2/3', 'h-56 w-full', 'h-56 w-full']}
          className="flex flex-col gap-3 p-4"
        />
      ) : shelf.isError ? (
        <QueryError onRetry={() => void shelf.refetch()} />
      ) : isSearching ? (
        matches.length ? (
          <div className={ITEM_GRID}>
            {matches.map((item) => (
              <GroceryItemCard key={item.id} item={item} onAdd={add} onRemove={remove} />
            ))}
          </div>
        ) : (
          <p className="px-6 py-12 text-center text-muted">
            {t('groceryNoMatches').replace('{query}', search.trim())}
          </p>
        )
      ) : (
        <>
          {subs.length > 1 ? (
            <div className="no-scrollbar flex gap-2 overflow-x-auto px-4 pt-3" role="group">
              {[{ id: null, name: t('groceryAllInCategory') }, ...subs].map((sub) => (
                <button
                  key={sub.id ?? 'all'}
                  type="button"
                  aria-pressed={subId === sub.id}
                  onClick={() => setSubId(sub.id)}
                  className={`h-8 shrink-0 rounded-full px-3 text-[13px] font-semibold ring-1 ${subId === sub.id ? 'bg-ink text-white ring-ink' : 'bg-white text-ink ring-line'}`}
                >
                  {sub.name}
                </button>
              ))}
            </div>
          ) : null}
          {shown.map((sub) => (
            <section key={sub.id} aria-labelledby={`sub-${sub.id}`}>
              <h2 id={`sub-${sub.id}`} className="px-4 pt-4 text-[15px] font-extrabold text-ink">
                {sub.name}
              </h2>
              <div className={ITEM_GRID}>
                {sub.items.map((item) => (
                  <GroceryItemCard key={item.id} item={item} onAdd={add} onRemove={remove} />
                ))}
              </div>
            </section>
          ))}
        </>
      )}
      <p aria-live="polite" className="sr-only">
        {limitMessage}
      </p>
      {limitMessage ? (
        <p className="fixed inset-x-0 bottom-36 z-30 mx-auto w-fit max-w-[90%] rounded-xl bg-ink px-4 py-2 text-center text-[13px] text-white">
          {limitMessage}
        </p>
      ) : null}
      <GroceryCartBar />
      {dialog}
    </div>
  );
}
