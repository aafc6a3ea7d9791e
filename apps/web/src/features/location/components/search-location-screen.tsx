import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { isAndroidWebView, reloadToHome } from '../../../lib/platform';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useChooseLocation } from '../hooks/use-choose-location';
import {
  useCurrentLocation,
  type ResolvedLocation,
} from '../../../lib/location/use-current-location';
import { useLocationStore } from '../../../lib/location/location-store';
import { CurrentLocationButton } from '../../../components/location/current-location-button';
import { LocationSearch } from '../../../components/location/location-search';
import { PopularLocationList } from '../../../components/location/popular-location-list';
import '../../../lib/i18n/screen-strings';

/**
 * `/search-location`: search, current location, or a popular location (SPEC §2, §4).
 * Inside the Android web view, before any location was chosen, the current location is looked up
 * and chosen automatically on the first load (SPEC §4, automatic variant).
 */
export function SearchLocationScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const saveGeoLocation = useLocationStore((state) => state.saveGeoLocation);
  const saveAddress = useLocationStore((state) => state.saveAddress);
  const hasChosenBefore = useLocationStore((state) => state.userAlreadySelectedLocation === 'true');
  const { choose, pendingAddress } = useChooseLocation();
  const isAutomatic = useRef(isAndroidWebView() && !hasChosenBefore);
  const hasAutoStarted = useRef(false);

  const onResolved = useCallback(
    ({ geoLocation, place }: ResolvedLocation) => {
      if (isAutomatic.current) {
        saveAddress({
          lat: geoLocation.geometry.location.lat,
          lng: geoLocation.geometry.location.lng,
          address: geoLocation.formatted_address,
          house: null,
          tag: null,
          businessLocation: true,
          city: place?.city ?? null,
          state: place?.state ?? null,
        });
        reloadToHome();
        // The page is reloading: keep the overlay up until it goes.
        return { keepOverlay: true };
      }
      saveGeoLocation(geoLocation, place);
      void navigate('/my-location');
      return { keepOverlay: false };
    },
    [navigate, saveAddress, saveGeoLocation],
  );

  const { isLocating, locate, cancel } = useCurrentLocation({
    onResolved,
    deniedMessage: t('gpsAccessNotGrantedMsg'),
  });

  useEffect(() => {
    if (!isAutomatic.current || hasAutoStarted.current) return;
    hasAutoStarted.current = true;
    locate();
  }, [locate]);

  const onUseCurrentLocation = () => {
    // A tap is a manual choice: the result goes to /my-location for confirmation.
    isAutomatic.current = false;
    locate();
  };

  return (
    <main className="mx-auto min-h-dvh w-full max-w-md bg-white pb-10">
      <header className="sticky top-0 z-10 flex items-center gap-2 border-b border-line bg-white/95 px-2 py-2 backdrop-blur">
        <button
          type="button"
          onClick={() => (window.history.length > 1 ? void navigate(-1) : void navigate('/'))}
          aria-label={t('back')}
          className="grid size-11 place-items-center rounded-full text-ink hover:bg-canvas"
        >
          <ArrowLeftIcon />
        </button>
        <h1 className="text-[17px] font-extrabold tracking-tight text-ink">
          {t('searchLocationTitle')}
        </h1>
      </header>

      <div className="space-y-6 px-4 pt-4">
        <LocationSearch
          disabled={pendingAddress !== null}
          onPick={(place) =>
            void choose({
              lat: place.latitude,
              lng: place.longitude,
              address: place.formatted_address || place.name,
            })
          }
        />

        <CurrentLocationButton onClick={onUseCurrentLocation} disabled={isLocating} />

        <PopularLocationList
          pendingName={pendingAddress}
          onPick={(location) =>
            void choose({ lat: location.latitude, lng: location.longitude, address: location.name })
          }
        />
      </div>

      {isLocating ? (
        <LoadingOverlay
          label={t('gettingLocation')}
          cancelLabel={t('cancel', 'Cancel')}
          onCancel={cancel}
        />
      ) : null}
    </main>
  );
}
