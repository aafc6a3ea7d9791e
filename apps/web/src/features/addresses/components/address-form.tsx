import type { Address, SaveAddressRequest } from '@app/shared/addresses/addresses.schemas';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { PinIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CurrentLocationButton } from '../../../components/location/current-location-button';
import { LocationSearch } from '../../../components/location/location-search';
import { useCurrentLocation } from '../../../lib/location/use-current-location';
import '../../../lib/i18n/account-strings';
import '../../../lib/i18n/screen-strings';

export type AddressDraft = Omit<SaveAddressRequest, 'token' | 'user_id'>;

const TAGS = ['Home', 'Work', 'Other'] as const;

interface Fields {
  address: string;
  house: string;
  landmark: string;
  tag: string;
  city: string;
  state: string;
}

function Field({
  label,
  value,
  onChange,
  autoComplete,
  required,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        value={value}
        required={required}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-12 rounded-xl border border-line px-4 text-[15px] outline-none focus:border-primary"
      />
    </div>
  );
}

/**
 * Add or edit an address: the position comes from the place search or the current location (the
 * same ones the delivery-location screen uses); every text field can then be edited by hand.
 */
export function AddressForm({
  address,
  isSaving,
  errorMessage,
  onSave,
  onCancel,
}: {
  address: Address | null;
  isSaving: boolean;
  errorMessage: string | null;
  onSave: (draft: AddressDraft) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [position, setPosition] = useState<{ lat: number; lng: number } | null>(
    address ? { lat: address.lat, lng: address.lng } : null,
  );
  const [fields, setFields] = useState<Fields>({
    address: address?.address ?? '',
    house: address?.house ?? '',
    landmark: address?.landmark ?? '',
    tag: address?.tag ?? 'Home',
    city: address?.city ?? '',
    state: address?.state ?? '',
  });
  const set = (name: keyof Fields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  const { isLocating, locate, cancel } = useCurrentLocation({
    deniedMessage: t('gpsAccessNotGrantedMsg'),
    onResolved: ({ geoLocation, place }) => {
      setPosition(geoLocation.geometry.location);
      setFields((current) => ({
        ...current,
        address: geoLocation.formatted_address,
        city: place?.city ?? current.city,
        state: place?.state ?? current.state,
      }));
      return { keepOverlay: false };
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!position || !fields.address.trim()) return;
    const optional = (value: string) => (value.trim() ? value.trim() : null);
    onSave({
      ...(address ? { id: address.id } : {}),
      lat: position.lat,
      lng: position.lng,
      address: fields.address.trim(),
      house: optional(fields.house),
      landmark: optional(fields.landmark),
      tag: optional(fields.tag),
      city: optional(fields.city),
      state: optional(fields.state),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 p-5">
      <LocationSearch
        disabled={isSaving}
        onPick={(place) => {
          setPosition({ lat: place.latitude, lng: place.longitude });
          setFields((current) => ({ ...current, address: place.formatted_address }));
        }}
      />
      <CurrentLocationButton onClick={locate} disabled={isLocating || isSaving} />
      {isLocating ? (
        <LoadingOverlay label={t('gettingLocation')} cancelLabel={t('cancel')} onCancel={cancel} />
      ) : null}

      <p
        aria-live="polite"
        className="flex items-start gap-2 rounded-xl bg-canvas px-4 py-3 text-sm text-ink"
      >
        <PinIcon className="mt-0.5 size-4 shrink-0 text-primary" />
        {position ? t('addressPinned') : t('addressNeedsPosition')}
      </p>

      <Field
        label={t('addressStreet')}
        value={fields.address}
        onChange={set('address')}
        autoComplete="street-address"
        required
      />
      <Field label={t('addressHouse')} value={fields.house} onChange={set('house')} />
      <Field label={t('addressLandmark')} value={fields.landmark} onChange={set('landmark')} />
      <div className="grid grid-cols-2 gap-3">
        <Field
          label={t('addressCity')}
          value={fields.city}
          onChange={set('city')}
          autoComplete="address-level2"
        />
        <Field
          label={t('addressState')}
          value={fields.state}
          onChange={set('state')}
          autoComplete="address-level1"
        />
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-ink">{t('addressTag')}</legend>
        <div className="flex gap-2">
          {TAGS.map((tag) => (
            <label
              key={tag}
              className="flex min-h-11 cursor-pointer items-center rounded-full border border-line px-4 text-sm font-semibold text-ink has-checked:border-primary-strong has-checked:bg-primary-soft has-checked:text-primary-strong"
            >
              <input
                type="radio"
                name="address-tag"
                value={tag}
                checked={fields.tag === tag}
                onChange={() => set('tag')(tag)}
                className="sr-only"
              />
              {tag}
            </label>
          ))}
        </div>
      </fieldset>

      {errorMessage ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
          {errorMessage}
        </p>
      ) : null}
      <div className="flex gap-3">
        <Button variant="outline" className="flex-1" onClick={onCancel} disabled={isSaving}>
          {t('cancel')}
        </Button>
        <Button
          type="submit"
          className="flex-1"
          disabled={isSaving || !position || !fields.address.trim()}
        >
          {isSaving ? t('saving') : t('addressSave')}
        </Button>
      </div>
    </form>
  );
}
