import type { DeliveryOrder } from '@app/shared/delivery/delivery.schemas';
import { useEffect, useRef, useState } from 'react';
import { Button, buttonClassName } from '../../../components/ui/button';
import { CourierStopCard } from '../../../components/courier/courier-stop-card';
import { PhotoPicker } from '../../../components/photo-picker';
import { trackBottomBar } from '../../../lib/bottom-bar-inset';
import { navigationUrl } from '../../../lib/courier/courier-display';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useAdvanceDeliveryOrder } from '../api/advance-delivery-order';
import { useArrivedAtStop } from '../api/arrived-at-stop';
import { courierStepErrorText, currentCourierStop, nextCourierStep } from '../lib/courier-steps';
import type { RiderAuth } from '../stores/delivery-user-store';
import '../../../lib/i18n/courier-tracking-strings';
import '../../../lib/i18n/delivery-strings';

function PinField({
  id,
  label,
  hint,
  value,
  onValue,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onValue: (pin: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{4}"
        maxLength={4}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onValue(event.target.value.replace(/\D/g, '').slice(0, 4))}
        className="min-h-12 rounded-xl border border-line px-4 text-center font-mono text-2xl tracking-[0.5em] outline-none focus:border-primary"
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
      </p>
    </div>
  );
}

/** "Recipient not available? Take a photo": the camera, a preview, then deliver with it. */
function PhotoProof({
  isPending,
  onDeliver,
}: {
  isPending: boolean;
  onDeliver: (photo: string) => void;
}) {
  const { t } = useTranslation();
  const [photo, setPhoto] = useState<string | null>(null);
  const choices = useRef<HTMLDivElement>(null);
  // The preview's buttons may sit below the capped panel's fold: bring them up with the preview.
  useEffect(() => {
    if (photo) choices.current?.scrollIntoView?.({ block: 'nearest' });
  }, [photo]);
  return (
    <div className="space-y-2">
      <PhotoPicker
        testId="proof-photo-input"
        capture="environment"
        failedText={t('courierRiderPhotoFailed')}
        onPhoto={setPhoto}
      >
        {({ open, isReading }) =>
          photo ? (
            <>
              <img
                src={photo}
                alt={t('courierRiderPhotoPreview')}
                className="max-h-28 w-full rounded-xl object-cover"
              />
              <div ref={choices} className="grid grid-cols-2 gap-2">
                <Button variant="outline" onClick={open}>
                  {t('courierRiderRetakePhoto')}
                </Button>
                <Button disabled={isPending} onClick={() => onDeliver(photo)}>
                  {t('courierRiderDeliverWithPhoto')}
                </Button>
              </div>
            </>
          ) : (
            <Button variant="outline" className="w-full" disabled={isReading} onClick={open}>
              {isReading ? t('deliveryWorking') : t('courierRiderNoRecipient')}
            </Button>
          )
        }
      </PhotoPicker>
    </div>
  );
}

/**
 * The rider's one next step on a courier task, at the bottom of the screen: accept, "I've arrived
 * at pickup", the sender's PIN and "Picked up", "I've arrived at drop", the recipient's PIN (or a
 * photo when allowed) and "Delivered". Once the task is theirs, the stop they are at or heading
 * for comes first (who is there, the address, Call and Navigate), since the panel covers the page
 * below it; the panel is capped at about 60% of the screen and scrolls inside.
 */
export function CourierNextAction({ order, auth }: { order: DeliveryOrder; auth: RiderAuth }) {
  const { t } = useTranslation();
  const advance = useAdvanceDeliveryOrder();
  const arrive = useArrivedAtStop();
  const [pin, setPin] = useState('');
  const step = nextCourierStep(order);
  const courier = order.courier;
  if (!step || !courier) return null;

  const base = { ...auth, unique_order_id: order.unique_order_id };
  const isPending = advance.isPending || arrive.isPending;
  const needsPin =
    (step === 'pickup' && courier.needs_pickup_pin) ||
    (step === 'deliver' && order.needs_delivery_pin);
  const isPinReady = !needsPin || /^\d{4}$/.test(pin);
  const errorText = courierStepErrorText(advance.error ?? arrive.error, t);
  const target = currentCourierStop(order);

  const labels = {
    accept: t('deliveryAccept'),
    'arrive-pickup': t('courierRiderArrivedPickup'),
    pickup: t('courierRiderPickedUp'),
    'arrive-drop': t('courierRiderArrivedDrop'),
    deliver: t('courierRiderDelivered'),
  } as const;

  const onPrimary = () => {
    arrive.reset();
    advance.reset();
    if (step === 'accept') advance.mutate({ ...base, step: 'accept-to-deliver' });
    else if (step === 'arrive-pickup') arrive.mutate({ ...base, stop: 'pickup' });
    else if (step === 'arrive-drop') arrive.mutate({ ...base, stop: 'drop' });
    else if (step === 'pickup') {
      advance.mutate({ ...base, step: 'pickedup-order', ...(needsPin ? { pickup_pin: pin } : {}) });
    } else {
      advance.mutate({
        ...base,
        step: 'deliver-order',
        ...(needsPin ? { delivery_pin: pin } : {}),
      });
    }
  };

  return (
    <div
      ref={trackBottomBar}
      data-testid="courier-next-action"
      className="sticky bottom-above-notice z-20 max-h-[calc((100dvh-var(--bottom-notice-height,0px))*0.6)] space-y-3 overflow-y-auto overscroll-contain border-t border-line bg-white p-4 shadow-bar"
    >
      {target ? (
        <section aria-label={t('courierRiderCurrentStop')} className="space-y-2">
          <CourierStopCard which={target} stop={courier[target]} />
          <a
            href={navigationUrl(courier[target])}
            target="_blank"
            rel="noreferrer"
            className={buttonClassName('outline', 'min-h-10 w-full text-sm')}
          >
            {t(target === 'pickup' ? 'courierRiderNavigatePickup' : 'courierRiderNavigateDrop')}
          </a>
        </section>
      ) : null}
      {needsPin ? (
        <PinField
          id={step === 'pickup' ? 'pickup-pin' : 'drop-pin'}
          label={t(step === 'pickup' ? 'courierRiderPickupPin' : 'courierRiderDropPin')}
          hint={t(step === 'pickup' ? 'courierRiderPickupPinHint' : 'courierRiderDropPinHint')}
          value={pin}
          onValue={setPin}
        />
      ) : null}
      {errorText ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
          {errorText}
        </p>
      ) : null}
      <Button
        className="min-h-14 w-full text-lg"
        disabled={isPending || !isPinReady}
        onClick={onPrimary}
      >
        {isPending ? t('deliveryWorking') : labels[step]}
      </Button>
      {step === 'deliver' && courier.allows_photo_proof ? (
        <PhotoProof
          isPending={isPending}
          onDeliver={(photo) => {
            advance.reset();
            advance.mutate({ ...base, step: 'deliver-order', proof_photo: photo });
          }}
        />
      ) : null}
    </div>
  );
}
