import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CurrentLocationButton } from '../../../components/location/current-location-button';
import { LocationSearch } from '../../../components/location/location-search';
import { PopularLocationList } from '../../../components/location/popular-location-list';
import { BriefcaseIcon, HomeIcon, PinIcon } from '../../../components/ui/icons';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { PageTopBar } from '../../../components/ui/page-top-bar';
import { useCustomerAddresses } from '../../../lib/addresses/use-customer-addresses';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  useCurrentLocation,
  type ResolvedLocation,
} from '../../../lib/location/use-current-location';
import { stopKindOf } from '../lib/stop-kind';
import { usePickupDropDraft, type PendingPoint } from '../stores/pickup-drop-draft-store';
import { UnknownStop } from './unknown-stop';
import '../../../lib/i18n/pickup-drop-strings';
import '../../../lib/i18n/screen-strings';

function tagIcon(tag: string | null) {
  const lower = (tag ?? '').toLowerCase();
  if (lower === 'home') return <HomeIcon className="size-[18px]" />;
  if (lower === 'work') return <BriefcaseIcon className="size-[18px]" />;
  return <PinIcon className="size-[18px]" />;
}

/**
 * `/pickup-and-drop/location-search/{pickup|drop}`: place search, saved addresses, the current
 * location and popular places; a choice opens the map to pin it exactly.
 */
export function LocationSearchScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const kind = stopKindOf(useParams().address_type);
  const update = usePickupDropDraft((state) => state.update);
  const { addresses } = useCustomerAddresses();

  const choose = useCallback(
    (point: Omit<PendingPoint, 'kind'>) => {
      if (!kind) return;
      update({ pendingPoint: { ...point, kind } });
      void navigate(`/pickup-and-drop/select-location/${kind}`);
    },
    [kind, navigate, update],
  );

  const onResolved = useCallback(
    ({ geoLocation }: ResolvedLocation) => {
      choose({
        latitude: geoLocation.geometry.location.lat,
        longitude: geoLocation.geometry.location.lng,
        address: geoLocation.formatted_address,
      });
      return { keepOverlay: false };
    },
    [choose],
  );
  const { isLocating, locate, cancel } = useCurrentLocation({
    onResolved,
    deniedMessage: t('gpsAccessNotGrantedMsg'),
  });

  if (!kind) return <UnknownStop />;

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-white pb-10">
      <PageTopBar
        title={t(kind === 'pickup' ? 'pndSearchPickup' : 'pndSearchDrop')}
        backLabel={t('back')}
      />
      <main className="space-y-6 px-4 pt-4">
        <LocationSearch
          onPick={(place) =>
            choose({
              latitude: place.latitude,
              longitude: place.longitude,
              address: place.formatted_address || place.name,
            })
          }
        />

        <CurrentLocationButton onClick={locate} disabled={isLocating} />

        {addresses.length > 0 ? (
          <section aria-labelledby="pnd-saved-addresses">
            <h2
              id="pnd-saved-addresses"
              className="px-1 text-xs font-bold tracking-[0.12em] text-muted uppercase"
            >
              {t('pndSavedAddresses')}
            </h2>
            <ul className="mt-2 divide-y divide-line">
              {addresses.map((address) => (
                <li key={address.id}>
                  <button
                    type="button"
                    onClick={() =>
                      choose({
                        latitude: address.lat,
                        longitude: address.lng,
                        address: address.address,
                        house: address.house ?? '',
                        landmark: address.landmark ?? '',
                      })
                    }
                    className="flex min-h-14 w-full items-center gap-3 px-1 py-3 text-left hover:bg-canvas/60"
                  >
                    <span className="grid size-9 shrink-0 place-items-center rounded-full bg-canvas text-muted">
                      {tagIcon(address.tag)}
                    </span>
                    <span className="flex min-w-0 flex-col leading-snug">
                      <span className="text-[15px] font-semibold text-ink">
                        {address.tag || t('tagOther')}
                      </span>
                      <span className="truncate text-[13px] text-muted">
                        {[address.house, address.address].filter(Boolean).join(', ')}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <PopularLocationList
          pendingName={null}
          onPick={(location) =>
            choose({
              latitude: location.latitude,
              longitude: location.longitude,
              address: location.name,
            })
          }
        />
      </main>
      {isLocating ? (
        <LoadingOverlay
          label={t('gettingLocation')}
          cancelLabel={t('cancel', 'Cancel')}
          onCancel={cancel}
        />
      ) : null}
    </div>
  );
}
