import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PageTopBar } from '../../../components/ui/page-top-bar';
import { CloseIcon, SearchIcon } from '../../../components/ui/icons';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchRestaurants } from '../api/search-restaurants';
import { useMoney } from '../../../lib/use-money';
import { usePosition } from '../../../lib/location/use-position';
import { StoreList } from '../../../components/catalog/store-list';
import { StoreListSkeleton } from '../../../components/catalog/store-list-skeleton';
import { VegMark } from '../../../components/catalog/veg-mark';
import '../../../lib/i18n/screen-strings';

export const SEARCH_DEBOUNCE_MS = 300;

type Tab = 'restaurants' | 'dishes';

/** `/explore`: debounced search of stores and dishes near the saved point. */
export function ExploreScreen() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const position = usePosition() ?? { latitude: 0, longitude: 0 };
  const [text, setText] = useState('');
  // The tab the customer picked for this search; otherwise the one with results, stores first.
  const [chosen, setChosen] = useState<{ q: string; tab: Tab } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // The search page exists to type into: put the caret there, as the prompt that led here promised.
  useEffect(() => inputRef.current?.focus(), []);
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useSearchRestaurants({ ...position, q });
  const data = q ? query.data : undefined;
  const tab: Tab =
    chosen?.q === q
      ? chosen.tab
      : data && data.restaurants.length === 0 && data.items.length > 0
        ? 'dishes'
        : 'restaurants';
  const tabs: { id: Tab; label: string; count: number | undefined }[] = [
    { id: 'restaurants', label: t('restaurants'), count: data?.restaurants.length },
    { id: 'dishes', label: t('dishes'), count: data?.items.length },
  ];

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-white">
      <PageTopBar title={t('pageSearch')} backLabel={t('back')} />
      <div className="sticky top-14 z-20 bg-white px-4 pt-3 pb-2">
        <label htmlFor="explore-search" className="sr-only">
          {t('exploreLabel')}
        </label>
        <div className="flex min-h-12 items-center gap-2 rounded-xl border border-line px-3 focus-within:border-primary">
          <SearchIcon className="size-5 text-muted" />
          <input
            id="explore-search"
            type="search"
            ref={inputRef}
            enterKeyHint="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('explorePlaceholder')}
            className="min-w-0 flex-1 bg-transparent text-[15px] outline-none placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
          />
          {text ? (
            <button
              type="button"
              onClick={() => setText('')}
              aria-label={t('clearSearch')}
              className="grid size-8 place-items-center rounded-full text-muted hover:bg-canvas"
            >
              <CloseIcon className="size-4" />
            </button>
          ) : null}
        </div>
        {data ? (
          <div role="tablist" aria-label={t('searchResults')} className="mt-3 flex gap-2">
            {tabs.map((entry) => (
              <button
                key={entry.id}
                type="button"
                role="tab"
                id={`explore-tab-${entry.id}`}
                aria-selected={tab === entry.id}
                aria-controls={`explore-panel-${entry.id}`}
                onClick={() => setChosen({ q, tab: entry.id })}
                className={`min-h-9 rounded-full px-4 text-[13px] font-bold ${tab === entry.id ? 'bg-ink text-white' : 'bg-canvas text-ink'}`}
              >
                {entry.label} ({entry.count ?? 0})
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <main className="pb-10">
        {!q ? (
          <p className="px-6 py-12 text-center text-[15px] text-muted">{t('exploreHint')}</p>
        ) : query.isPending || (query.isFetching && !data) ? (
          <StoreListSkeleton count={3} />
        ) : query.isError ? (
          <p role="alert" className="px-6 py-12 text-center text-muted">
            {t('errorMessage')}
          </p>
        ) : data && data.restaurants.length === 0 && data.items.length === 0 ? (
          <p role="status" className="px-6 py-12 text-center text-[15px] text-muted">
            {t('noResultsFor').replace('{query}', q)}
          </p>
        ) : data ? (
          <div role="tabpanel" id={`explore-panel-${tab}`} aria-labelledby={`explore-tab-${tab}`}>
            {tab === 'restaurants' ? (
              data.restaurants.length === 0 ? (
                <p className="px-6 py-10 text-center text-muted">{t('noRestaurantsMatch')}</p>
              ) : (
                <StoreList stores={data.restaurants} label={t('restaurants')} />
              )
            ) : data.items.length === 0 ? (
              <p className="px-6 py-10 text-center text-muted">
                {t('noDishesMatch').replace('{query}', q)}
              </p>
            ) : (
              <ul className="divide-y divide-line px-4">
                {data.items.map((item) => (
                  <li key={item.id}>
                    <Link
                      to={`/stores/${item.restaurant.slug}/${item.id}`}
                      className={`flex items-center gap-3 py-3 ${item.is_available === 1 ? '' : 'grayscale'}`}
                    >
                      {item.image ? (
                        <img
                          src={item.image}
                          alt=""
                          width={64}
                          height={64}
                          loading="lazy"
                          className="size-16 shrink-0 rounded-xl bg-canvas object-cover"
                        />
                      ) : null}
                      <span className="min-w-0 flex-1">
                        <span className="flex items-center gap-2">
                          <VegMark isVeg={item.is_veg === 1} />
                          <span className="truncate text-[15px] font-bold text-ink">
                            {item.name}
                          </span>
                        </span>
                        <span className="mt-0.5 block truncate text-[13px] text-muted">
                          {item.restaurant.name} · {money(item.price)}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
      </main>
    </div>
  );
}
