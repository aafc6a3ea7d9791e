import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { PinIcon } from '../../../components/ui/icons';
import { PageTopBar } from '../../../components/ui/page-top-bar';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { getCoordinateToAddressQueryOptions } from '../../../lib/location/coordinate-to-address';
import { useLocationStore } from '../../../lib/location/location-store';
import { useLoggedInUser } from '../../../lib/session/user-store';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePickupDropSettings } from '../api/get-pickup-drop-settings';
import { isContactPhone, normalisePhone } from '../lib/contact-phone';
import type { PinPoint } from '../lib/pin-map-leaflet';
import { startZone } from '../lib/start-zone';
import { stopKindOf } from '../lib/stop-kind';
import { usePickupDropDraft, type StopKind } from '../stores/pickup-drop-draft-store';
import { ActionBar } from './action-bar';
import { PinMap } from './pin-map';
import { UnknownStop } from './unknown-stop';
import '../../../lib/i18n/pickup-drop-strings';

/** Bengaluru's centre, when nothing better is known (no stop, no saved location, no zones yet). */
const FALLBACK_POINT: PinPoint = { latitude: 12.9716, longitude: 77.5946 };

/**
 * Where the pin starts: the point just searched, the stop as set, the saved location, else the
 * centre of a zone (the one holding the saved location, else the first: see startZone).
 */
function useStartPoint(kind: StopKind) {
  const draft = usePickupDropDraft.getState();
  const savedAddress = useLocationStore.getState().userSetAddress;
  const saved = savedAddress ? { latitude: savedAddress.lat, longitude: savedAddress.lng } : null;
  const pending = draft.pendingPoint?.kind === kind ? draft.pendingPoint : null;
  const stop = draft[kind];
  const [start] = useState(() => ({
    saved,
    point: pending ?? stop ?? saved,
    address: pending?.address ?? stop?.address ?? '',
    house: pending?.house ?? stop?.house ?? '',
    landmark: pending?.landmark ?? stop?.landmark ?? '',
    contactName: stop?.contact_name ?? '',
    contactPhone: stop?.contact_phone ?? '',
  }));
  return start;
}

function isSamePoint(a: PinPoint | null, b: PinPoint): boolean {
  return a !== null && a.latitude === b.latitude && a.longitude === b.longitude;
}

function FieldError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" data-field-error className="-mt-2 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

function SelectLocationForm({ kind }: { kind: StopKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useLoggedInUser();
  const setStop = usePickupDropDraft((state) => state.setStop);
  const start = useStartPoint(kind);
  const zone = startZone(usePickupDropSettings().data?.zones, start.saved);
  const [point, setPoint] = useState<PinPoint | null>(
    start.point ? { latitude: start.point.latitude, longitude: start.point.longitude } : null,
  );
  const [hasMoved, setHasMoved] = useState(false);
  const [house, setHouse] = useState(start.house);
  const [landmark, setLandmark] = useState(start.landmark);
  // The sender is usually at the pickup: their name and phone to start with.
  const [contactName, setContactName] = useState(
    start.contactName || (kind === 'pickup' ? (user?.name ?? '') : ''),
  );
  const [contactPhone, setContactPhone] = useState(
    start.contactPhone || (kind === 'pickup' ? (user?.phone ?? '') : ''),
  );
  const [isSubmitted, setSubmitted] = useState(false);
  // Bumped by each refused Confirm: the first field to fix then takes the focus, mid-screen.
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (refusals === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-field-error]',
    );
    if (!first) return;
    if (first.matches('input')) first.focus({ preventScroll: true });
    first.scrollIntoView?.({ block: 'center' });
  }, [refusals]);

  const mapPoint =
    point ?? (zone ? { latitude: zone.latitude, longitude: zone.longitude } : FALLBACK_POINT);
  // The address follows the pin once it moves (or when no address came with the point).
  const needsLookup = hasMoved || !start.address;
  const lookupPoint = useDebouncedValue(needsLookup ? mapPoint : null, 500);
  const lookup = useQuery({
    ...getCoordinateToAddressQueryOptions({
      lat: lookupPoint?.latitude ?? 0,
      lng: lookupPoint?.longitude ?? 0,
    }),
    enabled: lookupPoint !== null,
  });
  const isLookingUp = needsLookup && (!isSamePoint(lookupPoint, mapPoint) || lookup.isFetching);
  const address = needsLookup ? (isLookingUp ? '' : (lookup.data?.data ?? '')) : start.address;

  const phone = normalisePhone(contactPhone);
  const phoneError = isSubmitted && !isContactPhone(phone) ? t('pndPhoneInvalid') : null;
  const nameError = isSubmitted && contactName.trim() === '' ? t('pndNameRequired') : null;
  const addressError = isSubmitted && address.trim() === '' ? t('pndAddressRequired') : null;

  const onConfirm = () => {
    setSubmitted(true);
    if (!isContactPhone(phone) || contactName.trim() === '' || address.trim() === '') {
      setRefusals((count) => count + 1);
      return;
    }
    setStop(kind, {
      latitude: mapPoint.latitude,
      longitude: mapPoint.longitude,
      address: address.trim().slice(0, 300),
      house: house.trim(),
      landmark: landmark.trim(),
      contact_name: contactName.trim(),
      contact_phone: phone,
    });
    void navigate('/pickup-and-drop/search-location');
  };

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-white pb-32">
      <PageTopBar title={t('pageSelectALocation')} backLabel={t('back')} />
      <PinMap
        at={mapPoint}
        label={t('pndMapLabel')}
        onMove={(next) => {
          setHasMoved(true);
          setPoint(next);
        }}
      />
      <main ref={formRef} className="space-y-4 px-4 pt-4">
        <p className="text-[13px] text-muted">{t('pndMapHint')}</p>
        <div aria-live="polite" className="flex items-start gap-3 rounded-xl bg-canvas p-3">
          <PinIcon className="mt-0.5 size-5 shrink-0 text-primary-strong" />
          <p className="text-[15px] font-semibold text-ink" data-testid="pin-address">
            {isLookingUp ? t('pndLocating') : address}
          </p>
        </div>
        <FieldError message={addressError} />
        <FormField label={t('pndHouse')} value={house} maxLength={120} onValue={setHouse} />
        <FormField
          label={t('pndLandmark')}
          value={landmark}
          maxLength={120}
          onValue={setLandmark}
        />
        <FormField
          label={t('pndContactName')}
          value={contactName}
          maxLength={80}
          autoComplete={kind === 'pickup' ? 'name' : 'off'}
          onValue={setContactName}
          aria-invalid={nameError ? true : undefined}
        />
        <FieldError message={nameError} />
        <FormField
          label={t('pndContactPhone')}
          value={contactPhone}
          type="tel"
          inputMode="tel"
          maxLength={20}
          autoComplete={kind === 'pickup' ? 'tel' : 'off'}
          onValue={setContactPhone}
          aria-invalid={phoneError ? true : undefined}
          hint={t('pndPhoneHint')}
        />
        <FieldError message={phoneError} />
      </main>
      <ActionBar>
        <Button className="w-full" disabled={isLookingUp} onClick={onConfirm}>
          {t(kind === 'pickup' ? 'pndConfirmPickup' : 'pndConfirmDrop')}
        </Button>
      </ActionBar>
    </div>
  );
}

/** `/pickup-and-drop/select-location/{pickup|drop}`: pin the point, say who is there, confirm. */
export function SelectLocationScreen() {
  const kind = stopKindOf(useParams().address_type);
  if (!kind) return <UnknownStop />;
  return <SelectLocationForm key={kind} kind={kind} />;
}
