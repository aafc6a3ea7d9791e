import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { ArrowLeftIcon, BriefcaseIcon, HomeIcon, PinIcon } from '../../../components/ui/icons';
import { StatusBadge, StatusScreen } from '../../../components/ui/status-screen';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocationStore } from '../../../lib/location/location-store';
import '../../../lib/i18n/screen-strings';

type AddressTag = 'home' | 'work' | 'other';

const TAGS: { value: AddressTag; labelKey: 'tagHome' | 'tagWork' | 'tagOther'; icon: ReactNode }[] =
  [
    { value: 'home', labelKey: 'tagHome', icon: <HomeIcon className="size-[18px]" /> },
    { value: 'work', labelKey: 'tagWork', icon: <BriefcaseIcon className="size-[18px]" /> },
    { value: 'other', labelKey: 'tagOther', icon: <PinIcon className="size-[18px]" /> },
  ];

/**
 * The saved address has no landmark field (SPEC §3), so a landmark is kept in the house text,
 * after a comma: "Flat 4B, Near City Mall". The header then shows it as typed.
 */
export function composeHouseText(house: string, landmark: string): string | null {
  const parts = [house.trim(), landmark.trim()].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** `/my-location`: confirm the looked-up address, add house, landmark and a tag, save (SPEC §2, §4). */
export function MyLocationForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const geoLocation = useLocationStore((state) => state.geoLocation);
  const geoPlace = useLocationStore((state) => state.geoPlace);
  const saveAddress = useLocationStore((state) => state.saveAddress);
  const [house, setHouse] = useState('');
  const [landmark, setLandmark] = useState('');
  const [tag, setTag] = useState<AddressTag | null>(null);
  const houseId = useId();
  const landmarkId = useId();

  if (!geoLocation) {
    return (
      <StatusScreen
        illustration={
          <StatusBadge>
            <PinIcon />
          </StatusBadge>
        }
        title={t('myLocationTitle')}
        message={t('myLocationMissing')}
      >
        <Link to="/search-location" className={buttonClassName('primary', 'w-full max-w-xs')}>
          {t('chooseLocation')}
        </Link>
      </StatusScreen>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    saveAddress({
      lat: geoLocation.geometry.location.lat,
      lng: geoLocation.geometry.location.lng,
      address: geoLocation.formatted_address,
      house: composeHouseText(house, landmark),
      tag,
      city: geoPlace?.city ?? null,
      state: geoPlace?.state ?? null,
      businessLocation: false,
    });
    void navigate('/', { replace: true });
  };

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-white">
      <header className="flex items-center gap-2 px-2 py-2">
        <Link
          to="/search-location"
          aria-label={t('back')}
          className="grid size-11 place-items-center rounded-full text-ink hover:bg-canvas"
        >
          <ArrowLeftIcon />
        </Link>
        <h1 className="text-[17px] font-extrabold tracking-tight text-ink">
          {t('myLocationTitle')}
        </h1>
      </header>

      <div
        className="relative mx-4 h-36 overflow-hidden rounded-2xl bg-primary-soft"
        aria-hidden="true"
      >
        <svg
          viewBox="0 0 360 144"
          className="absolute inset-0 size-full"
          preserveAspectRatio="xMidYMid slice"
        >
          <path
            d="M0 100 C80 80 120 130 200 104 S320 70 360 88"
            stroke="#fff"
            strokeWidth="14"
            fill="none"
          />
          <path d="M120 0 L150 144 M250 0 L228 144" stroke="#fff" strokeWidth="10" fill="none" />
          <path d="M0 40 H360" stroke="#fff" strokeWidth="6" fill="none" opacity="0.7" />
        </svg>
        <div className="absolute inset-0 grid place-items-center">
          <span className="grid size-14 place-items-center rounded-full bg-white text-primary shadow-lg">
            <PinIcon className="size-8" />
          </span>
        </div>
      </div>

      <form onSubmit={onSubmit} className="flex flex-1 flex-col px-4 pt-5 pb-6">
        <section aria-labelledby="delivering-to" className="flex gap-3">
          <PinIcon className="mt-0.5 size-6 shrink-0 text-primary" />
          <div className="min-w-0">
            <h2
              id="delivering-to"
              className="text-xs font-bold tracking-[0.12em] text-muted uppercase"
            >
              {t('myLocationDeliveringTo')}
            </h2>
            <p
              data-testid="looked-up-address"
              className="mt-1 text-[15px] leading-snug font-semibold text-ink"
            >
              {geoLocation.formatted_address}
            </p>
          </div>
        </section>

        <div className="mt-6 space-y-4">
          <div>
            <label htmlFor={houseId} className="mb-1.5 block text-sm font-semibold text-ink">
              {t('myLocationHouse')}
            </label>
            <input
              id={houseId}
              value={house}
              onChange={(event) => setHouse(event.target.value)}
              autoComplete="address-line2"
              className="min-h-12 w-full rounded-xl border border-line px-4 text-[15px] text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
            />
          </div>
          <div>
            <label htmlFor={landmarkId} className="mb-1.5 block text-sm font-semibold text-ink">
              {t('myLocationLandmark')}
            </label>
            <input
              id={landmarkId}
              value={landmark}
              onChange={(event) => setLandmark(event.target.value)}
              className="min-h-12 w-full rounded-xl border border-line px-4 text-[15px] text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
            />
          </div>

          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-ink">{t('myLocationTag')}</legend>
            <div className="flex flex-wrap gap-2">
              {TAGS.map((option) => (
                <label
                  key={option.value}
                  className="relative flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 text-sm font-semibold text-ink transition-colors has-checked:border-primary-strong has-checked:bg-primary-soft has-checked:text-primary-strong has-focus-visible:ring-2 has-focus-visible:ring-primary-strong"
                >
                  <input
                    type="radio"
                    name="tag"
                    value={option.value}
                    checked={tag === option.value}
                    onChange={() => setTag(option.value)}
                    // Invisible but covering the chip, so the native radio gets every tap.
                    className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
                  />
                  {option.icon}
                  {t(option.labelKey)}
                </label>
              ))}
            </div>
          </fieldset>
        </div>

        <div className="mt-auto pt-8">
          <Button type="submit" className="w-full">
            {t('myLocationSave')}
          </Button>
        </div>
      </form>
    </main>
  );
}
