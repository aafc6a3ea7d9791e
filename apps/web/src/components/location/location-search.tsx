import type { Place } from '@app/shared/location/location.schemas';
import { useId, useState } from 'react';
import { Spinner } from '../ui/spinner';
import { CloseIcon, PinIcon, SearchIcon } from '../ui/icons';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useTranslation } from '../../lib/i18n/use-translation';
import { SEARCH_MIN_CHARS, useSearchLocations } from '../../lib/location/search-locations';
import '../../lib/i18n/screen-strings';

const SEARCH_DEBOUNCE_MS = 300;

/** Place search: typed text is debounced into `search-locations`; each result is a button. */
export function LocationSearch({
  onPick,
  disabled,
}: {
  onPick: (place: Place) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const resultsId = useId();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const isActive = text.trim().length >= SEARCH_MIN_CHARS;
  const search = useSearchLocations(query);
  const isWaiting = isActive && (query !== text || search.isFetching);
  const results = isActive && query.trim().length >= SEARCH_MIN_CHARS ? search.data : undefined;

  return (
    <div>
      <label htmlFor={inputId} className="sr-only">
        {t('searchLocationPlaceholder')}
      </label>
      <div className="flex min-h-12 items-center gap-3 rounded-xl border border-line bg-white px-4 focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/20">
        <SearchIcon className="size-5 shrink-0 text-muted" />
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('searchLocationPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          aria-controls={resultsId}
          className="min-w-0 flex-1 bg-transparent py-3 text-[15px] text-ink outline-none placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
        />
        {isWaiting ? <Spinner className="size-5" /> : null}
        {text && !isWaiting ? (
          <button
            type="button"
            onClick={() => setText('')}
            aria-label={t('clearSearch', 'Clear search')}
            className="-mr-2 grid size-9 place-items-center rounded-full text-muted hover:bg-canvas"
          >
            <CloseIcon className="size-4" />
          </button>
        ) : null}
      </div>

      <div id={resultsId} aria-live="polite" className="mt-2">
        {isActive && isWaiting && !results ? (
          <p className="px-1 py-3 text-sm text-muted">{t('searchLocationSearching')}</p>
        ) : null}
        {isActive && search.isError && !isWaiting ? (
          <p role="alert" className="px-1 py-3 text-sm text-red-700">
            {t('errorMessage')}
          </p>
        ) : null}
        {results && results.length === 0 && !isWaiting ? (
          <p className="px-1 py-3 text-sm text-muted">{t('searchLocationNoResults')}</p>
        ) : null}
        {results && results.length > 0 ? (
          <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-white">
            {results.map((place) => (
              <li key={`${place.name}-${place.latitude}-${place.longitude}`}>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onPick(place)}
                  className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-canvas disabled:opacity-60"
                >
                  <PinIcon className="mt-0.5 size-5 shrink-0 text-muted" />
                  <span className="min-w-0">
                    <span className="block truncate text-[15px] font-semibold text-ink">
                      {place.name}
                    </span>
                    <span className="mt-0.5 block text-[13px] leading-snug text-muted">
                      {place.formatted_address}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
