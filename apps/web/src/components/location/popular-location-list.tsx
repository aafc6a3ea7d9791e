import type { PopularLocation } from '@app/shared/location/location.schemas';
import { ChevronRightIcon, PinIcon } from '../ui/icons';
import { Spinner } from '../ui/spinner';
import { useTranslation } from '../../lib/i18n/use-translation';
import { usePopularGeoLocations } from '../../lib/location/popular-geo-locations';
import '../../lib/i18n/screen-strings';

/** The popular locations of the city; tapping one chooses it. */
export function PopularLocationList({
  onPick,
  pendingName,
}: {
  onPick: (location: PopularLocation) => void;
  pendingName: string | null;
}) {
  const { t } = useTranslation();
  const query = usePopularGeoLocations();
  const locations = query.data ?? [];

  return (
    <section aria-labelledby="popular-locations-heading">
      <h2
        id="popular-locations-heading"
        className="px-1 text-xs font-bold tracking-[0.12em] text-muted uppercase"
      >
        {t('popularLocations')}
      </h2>

      {query.isPending ? (
        <div role="status" className="flex items-center gap-3 px-1 py-6 text-sm text-muted">
          <Spinner className="size-5" />
          {t('appLoading')}
        </div>
      ) : null}

      {query.isError && locations.length === 0 ? (
        <div className="px-1 py-4 text-sm text-muted">
          <p role="alert">{t('errorMessage')}</p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="mt-2 font-bold text-primary-strong underline-offset-4 hover:underline"
          >
            {t('retry')}
          </button>
        </div>
      ) : null}

      {locations.length > 0 ? (
        <ul className="mt-2 divide-y divide-line">
          {locations.map((location) => {
            const isPending = pendingName === location.name;
            return (
              <li key={location.id}>
                <button
                  type="button"
                  disabled={pendingName !== null}
                  aria-busy={isPending || undefined}
                  onClick={() => onPick(location)}
                  className="flex min-h-14 w-full items-center gap-3 px-1 py-3 text-left hover:bg-canvas/60 disabled:cursor-wait"
                >
                  <span className="grid size-9 shrink-0 place-items-center rounded-full bg-canvas text-muted">
                    <PinIcon className="size-[18px]" />
                  </span>
                  <span className="flex-1 text-[15px] font-semibold text-ink">{location.name}</span>
                  {isPending ? (
                    <Spinner className="size-5" />
                  ) : (
                    <ChevronRightIcon className="size-5 text-muted/70" />
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
